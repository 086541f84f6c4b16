import { useEffect, useEffectEvent, useState } from 'react';
import { PRELOADER_TIMINGS } from '../lib/intro-timings.ts';
import type { PreloadPages } from '../lib/preload-pages.ts';
import type { PreloaderPhase, PreloadProgress } from '../lib/preload-progress.ts';
import { delay } from './delay.ts';
import { backgroundItems, criticalItems } from './preload-items.ts';
import { runPreloadQueue } from './preload-queue.ts';

export interface PreloaderRun {
  progress: PreloadProgress;
  /** Steps of the scan line (one every 30 ms). */
  scanStep: number;
}

/**
 * Runs the first visit's preloader: loads the critical set while at least 5 s pass (on a
 * deep link only the 5 s: what is still loading goes on in the background), then 'All set!'
 * for 1.5 s, a 0.8 s fade, and the hand-over. The other pages follow in the background.
 */
export function usePreloader(
  pages: PreloadPages,
  deepLink: boolean,
  onPhase: (phase: PreloaderPhase | 'handed-over') => void,
): PreloaderRun {
  const [items] = useState(() => criticalItems(pages));
  const [progress, setProgress] = useState<PreloadProgress>({
    phase: 'loading',
    done: 0,
    total: items.length,
    current: null,
    elapsedMs: 0,
  });
  const [scanStep, setScanStep] = useState(0);
  const reportPhase = useEffectEvent(onPhase);

  useEffect(() => {
    const run = new AbortController();
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    const update = (patch: Partial<PreloadProgress>) => {
      if (!run.signal.aborted) setProgress((current) => ({ ...current, ...patch, elapsedMs: elapsed() }));
    };
    const enter = (phase: PreloaderPhase) => {
      update({ phase });
      reportPhase(phase);
    };

    const ticker = window.setInterval(() => {
      setScanStep((step) => step + 1);
      update({});
    }, PRELOADER_TIMINGS.scanStepMs);
    run.signal.addEventListener('abort', () => window.clearInterval(ticker));

    let done = 0;
    const critical = runPreloadQueue(items, {
      onStart: (item) => update({ current: { label: item.label, kind: item.kind } }),
      onDone: () => {
        done += 1;
        update({ done });
      },
    });
    const minimum = delay(PRELOADER_TIMINGS.minimumMs, run.signal);

    void (async () => {
      await (deepLink ? minimum : Promise.all([minimum, critical]));
      if (run.signal.aborted) return;
      window.clearInterval(ticker);
      enter('all-set');
      await delay(PRELOADER_TIMINGS.allSetMs, run.signal);
      enter('hiding');
      await delay(PRELOADER_TIMINGS.handOverMs, run.signal);
      void runPreloadQueue(backgroundItems(pages));
      reportPhase('handed-over');
    })();

    return () => run.abort();
  }, [items, pages, deepLink]);

  return { progress, scanStep };
}
