import type { PreloadKind } from '../lib/preload-progress.ts';

export interface PreloadItem {
  label: string;
  kind: PreloadKind;
  load: () => Promise<unknown>;
}

export interface PreloadListener {
  onStart?(item: PreloadItem): void;
  onDone?(item: PreloadItem): void;
}

/** Loads this many items at once: enough to keep the line busy, few enough to keep order. */
const CONCURRENCY = 4;

/**
 * Loads every item, a few at a time, in order. docs/spec/001-game.md §8: an item that fails is only
 * logged, and loading goes on; the promise always resolves.
 */
export async function runPreloadQueue(
  items: readonly PreloadItem[],
  listener: PreloadListener = {},
): Promise<void> {
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (!item) continue;
      listener.onStart?.(item);
      try {
        await item.load();
      } catch (error) {
        console.warn(`Preload failed: ${item.label}`, error);
      }
      listener.onDone?.(item);
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}
