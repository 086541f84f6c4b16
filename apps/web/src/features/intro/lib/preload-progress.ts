import { PRELOADER_TIMINGS } from './intro-timings.ts';

export type PreloadKind = 'picture' | 'page';

export type PreloaderPhase = 'loading' | 'all-set' | 'hiding';

export interface PreloadProgress {
  phase: PreloaderPhase;
  /** Items finished, loaded or failed. */
  done: number;
  total: number;
  /** The item that started loading last. */
  current: { label: string; kind: PreloadKind } | null;
  /** Milliseconds since the preloader started. */
  elapsedMs: number;
}

export const ALL_SET_MESSAGE = 'All set! Launching app...';

/**
 * The percentage shown: what has loaded, but never ahead of the minimum duration, so it
 * rises steadily to 100 over at least 5 s even when everything is already cached.
 */
export function preloadPercent(progress: PreloadProgress): number {
  if (progress.phase !== 'loading') return 100;
  const loaded = progress.total === 0 ? 1 : progress.done / progress.total;
  const timed = progress.elapsedMs / PRELOADER_TIMINGS.minimumMs;
  return Math.floor(Math.min(loaded, timed, 1) * 100);
}

/** The status line under the bar. */
export function preloadStatus(progress: PreloadProgress): string {
  if (progress.phase !== 'loading') return ALL_SET_MESSAGE;
  if (progress.done >= progress.total) return 'Calibrating quantum systems...';
  if (progress.current?.kind === 'page') return 'Loading game modules...';
  return 'Loading game assets...';
}
