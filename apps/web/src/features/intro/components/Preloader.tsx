import { LogoMark } from '../../../lib/ui/LogoMark.tsx';
import type { PreloaderRun } from '../data-access/usePreloader.ts';
import { preloadPercent, preloadStatus } from '../lib/preload-progress.ts';

/** The scan line crosses the bar in this many steps (one every 30 ms). */
const SCAN_STEPS = 40;

/**
 * The first visit's loading screen (docs/spec/001-game.md §2): percentage, status, counter, current asset.
 */
export function Preloader({ progress, scanStep }: PreloaderRun) {
  const percent = preloadPercent(progress);
  const current = progress.current;
  return (
    <div
      className={`preloader preloader--${progress.phase}`}
      role="dialog"
      aria-modal="true"
      aria-label="Loading Warlords of Solana"
      aria-busy={progress.phase === 'loading'}
    >
      <div className="preloader__logo">
        <LogoMark size={96} />
      </div>
      <p className="preloader__brand">
        WARLORDS <span className="gradient-text">OF SOLANA</span>
      </p>
      <p className="preloader__percent" data-testid="preloader-percent">
        {percent}%
      </p>
      <div
        className="preloader__bar"
        role="progressbar"
        aria-label="Loading the game"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="preloader__fill" style={{ width: `${percent}%` }} />
        <span
          className="preloader__scan"
          style={{ left: `${((scanStep % SCAN_STEPS) * 100) / SCAN_STEPS}%` }}
        />
      </div>
      <p className="preloader__status" role="status">
        {preloadStatus(progress)}
      </p>
      <dl className="preloader__facts">
        <div>
          <dt>Assets</dt>
          <dd className="preloader__counter">
            {progress.done} / {progress.total}
          </dd>
        </div>
        <div>
          <dt>Current</dt>
          <dd className="preloader__current">
            {current ? `${current.label} (${current.kind === 'page' ? 'page' : 'art'})` : 'Starting…'}
          </dd>
        </div>
      </dl>
    </div>
  );
}
