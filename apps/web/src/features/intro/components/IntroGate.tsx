import { useCallback, useEffect, useState } from 'react';
import { isMobileUserAgent, MOBILE_MAX_WIDTH } from '../../../lib/hooks/useBreakpoints.ts';
import { useScrollLock } from '../../../lib/hooks/useScrollLock.ts';
import { measureAnimationQuality } from '../lib/animation-quality.ts';
import { markIntroSeen, markSplashCompleted } from '../lib/intro-flags.ts';
import type { IntroPlan } from '../lib/intro-plan.ts';
import type { PreloadPages } from '../lib/preload-pages.ts';
import type { PreloaderPhase } from '../lib/preload-progress.ts';
import { IntroParticles } from './IntroParticles.tsx';
import { IntroSplash } from './IntroSplash.tsx';
import { PreloaderStage } from './PreloaderStage.tsx';
import '../intro.css';

interface Props {
  plan: IntroPlan;
  /** The pages whose code the preloader fetches (the app's route table). */
  pages: PreloadPages;
  onDone(): void;
}

/** docs/spec/001-game.md §9: the splash counts as mobile at 768 px or less, or with a mobile user agent. */
function isMobileDevice(): boolean {
  return window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches || isMobileUserAgent();
}

/**
 * What greets a visit before the app (its own chunk, fetched only when the flags ask for it):
 * the preloader, then the intro splash. The app renders underneath, inert until they finish.
 */
export default function IntroGate({ plan, pages, onDone }: Props) {
  const [device] = useState(() => {
    const mobile = isMobileDevice();
    return { mobile, quality: measureAnimationQuality(mobile) };
  });
  const [stage, setStage] = useState<'preloader' | 'intro'>(plan.preloader ? 'preloader' : 'intro');
  const [fading, setFading] = useState(false);
  useScrollLock(true);

  useEffect(() => {
    const app = document.getElementById('root');
    if (!app) return undefined;
    app.inert = true;
    return () => {
      app.inert = false;
    };
  }, []);

  const onPreloaderPhase = useCallback(
    (phase: PreloaderPhase | 'handed-over') => {
      if (phase === 'hiding' && !plan.intro) setFading(true);
      if (phase !== 'handed-over') return;
      markSplashCompleted();
      if (plan.intro) setStage('intro');
      else onDone();
    },
    [plan.intro, onDone],
  );

  const onIntroComplete = useCallback(() => {
    markIntroSeen();
    onDone();
  }, [onDone]);

  return (
    <div className={`intro-gate intro-gate--${device.quality}${fading ? ' intro-gate--fading' : ''}`}>
      <IntroParticles quality={device.quality} />
      {stage === 'preloader' ? (
        <PreloaderStage pages={pages} deepLink={plan.deepLink} onPhase={onPreloaderPhase} />
      ) : (
        <IntroSplash mobile={device.mobile} onComplete={onIntroComplete} />
      )}
    </div>
  );
}
