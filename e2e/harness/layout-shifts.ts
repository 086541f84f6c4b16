import type { Page } from 'playwright-core';

/** The Layout Instability API's entry (not in TypeScript's DOM library). */
interface LayoutShiftEntry {
  value: number;
  startTime: number;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

declare global {
  interface Window {
    wosLayoutShifts?: string[];
  }
}

/**
 * Records every layout shift of the page's next documents, from their first frame, each as
 * its score and what moved (element, rectangle before and after), so a failure names it.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    window.wosLayoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
        const moved = entry.sources.map((source) => {
          const node = source.node instanceof Element ? source.node : source.node?.parentElement;
          const name = node ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : '?';
          const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
          return `${name} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`;
        });
        shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far in the page's current document. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => window.wosLayoutShifts ?? []);
}
