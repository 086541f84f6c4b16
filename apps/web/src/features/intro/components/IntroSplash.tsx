import { useCallback, useEffect, useRef } from 'react';
import { LogoMark } from '../../../lib/ui/LogoMark.tsx';
import { useIntroPhase } from '../data-access/useIntroPhase.ts';
import { FEATURE_SLIDES } from '../lib/feature-slides.ts';
import { introTimings } from '../lib/intro-timings.ts';
import { FeatureCarousel } from './FeatureCarousel.tsx';

interface Props {
  mobile: boolean;
  onComplete(): void;
}

/**
 * docs/spec/001-game.md §2 and §4: the logo, the tagline, then the feature carousel with ENTER APP; Skip
 * Intro, ENTER APP, the Enter key or the end of the carousel complete it.
 */
export function IntroSplash({ mobile, onComplete }: Props) {
  const timings = introTimings(mobile);
  const phase = useIntroPhase(timings);
  const dialog = useRef<HTMLDivElement>(null);
  const completed = useRef(false);

  const complete = useCallback(() => {
    if (completed.current) return;
    completed.current = true;
    onComplete();
  }, [onComplete]);

  useEffect(() => {
    dialog.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.defaultPrevented) return;
      // Enter on a carousel control (previous, next, a dot) works that control.
      if (event.target instanceof Element && event.target.closest('.intro-carousel__controls')) return;
      event.preventDefault();
      complete();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [complete]);

  return (
    <div
      ref={dialog}
      className={`intro intro--${phase}`}
      role="dialog"
      aria-modal="true"
      aria-label="Welcome to Warlords of Solana"
      tabIndex={-1}
    >
      <button type="button" className="btn btn--ghost btn--small intro__skip" onClick={complete}>
        Skip Intro
      </button>
      <div className="intro__stage">
        <div className="intro__logo">
          <LogoMark size={mobile ? 72 : 112} />
        </div>
        {phase !== 'logo' && (
          <div className="intro__tagline">
            <h1 className="intro__title">WARLORDS OF SOLANA</h1>
            <p className="intro__subtitle">The Future of Play-to-Earn Gaming</p>
          </div>
        )}
        {phase === 'carousel' && (
          <>
            <FeatureCarousel
              slides={FEATURE_SLIDES}
              mobile={mobile}
              timings={timings}
              onFinished={complete}
            />
            <button type="button" className="btn btn--primary intro__enter" onClick={complete}>
              ENTER APP
            </button>
          </>
        )}
      </div>
    </div>
  );
}
