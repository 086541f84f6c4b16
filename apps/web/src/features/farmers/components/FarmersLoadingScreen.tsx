import { useEffect, useState } from 'react';
import { FARMERS_MESSAGES, LOADING_SCREEN_MS } from '../lib/farmers-messages.ts';

/** How often the bar moves while the loading screen shows. */
const STEP_MS = 30;

/**
 * docs/spec/001-game.md §2, §4: 'Loading Farmers...' with a progress bar first. The bar fills over the
 * loading screen's 1 s timer and waits at 95 % for anything still on its way.
 */
export function FarmersLoadingScreen() {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const started = performance.now();
    const timer = window.setInterval(() => {
      const elapsed = performance.now() - started;
      setProgress(Math.min(95, Math.round((elapsed / LOADING_SCREEN_MS) * 100)));
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div className="farmers-loading" data-testid="farmers-loading">
      <p className="farmers-loading__text" role="status">
        {FARMERS_MESSAGES.loading}
      </p>
      <div
        className="farmers-loading__bar"
        role="progressbar"
        aria-label={FARMERS_MESSAGES.loading}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <span style={{ width: `${progress}%` }} />
      </div>
      <p className="farmers-loading__percent" aria-hidden="true">
        {progress}%
      </p>
    </div>
  );
}
