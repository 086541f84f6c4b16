/**
 * Largest contentful paint of the home page, as a returning visitor sees it (no preloader or
 * intro), at 1280 px, at 380 px, and at 380 px with the CPU slowed 4× (a mid-range phone);
 * then the phone on Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s) with the page
 * served as it is (brotli) and uncompressed (the browser asks for `identity`), so the gain of
 * compression is visible:
 * the whole app (real database, embedded chain) serving the built apps/web/dist over a socket,
 * Debian's Chromium through playwright-core, the median of several cold loads (fresh context,
 * empty cache each time).
 *
 * Issue 20 measures this against the original frontend built beside it; that frontend is not
 * part of this repository, so the run reports the absolute figures only.
 *
 *   npm run build && npx tsx bench/lcp.ts [distDir] [loads]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openInMemoryApp } from '../apps/server/test/app.ts';
import { launchBrowser } from '../e2e/harness/browser.ts';

export interface LcpViewport {
  name: string;
  width: number;
  cpuSlowdown: number;
  /** A slow network (DevTools' emulation); absent: loopback as it is. */
  network?: { latencyMs: number; downloadKbps: number; uploadKbps: number };
  /** Ask for every response uncompressed (accept-encoding: identity). */
  uncompressed?: boolean;
}

/** Lighthouse's mobile throttling ("slow 4G"). */
const MOBILE_NETWORK = { latencyMs: 150, downloadKbps: 1_638, uploadKbps: 750 };

export const LCP_VIEWPORTS: readonly LcpViewport[] = [
  { name: '1280 px', width: 1280, cpuSlowdown: 1 },
  { name: '380 px', width: 380, cpuSlowdown: 1 },
  { name: '380 px, CPU 4× slower', width: 380, cpuSlowdown: 4 },
  { name: '380 px, CPU 4×, slow 4G', width: 380, cpuSlowdown: 4, network: MOBILE_NETWORK },
  {
    name: '… the same, uncompressed',
    width: 380,
    cpuSlowdown: 4,
    network: MOBILE_NETWORK,
    uncompressed: true,
  },
];

export interface LcpFigure extends LcpViewport {
  /** Median LCP over the loads, ms from navigation start. */
  medianMs: number;
  loads: number[];
}

/** A returning visitor: the splash and intro were seen (apps/web/src/features/intro). */
const RETURNING_VISITOR = `
  localStorage.setItem('wos.splashCompleted', 'true');
  localStorage.setItem('wos.introSeen', 'true');
`;

async function lcpOnce(browser: Browser, origin: string, viewport: LcpViewport): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: 800 },
    ...(viewport.uncompressed ? { extraHTTPHeaders: { 'accept-encoding': 'identity' } } : {}),
  });
  try {
    await context.addInitScript(RETURNING_VISITOR);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (viewport.cpuSlowdown > 1) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: viewport.cpuSlowdown });
    }
    if (viewport.network) {
      const { latencyMs, downloadKbps, uploadKbps } = viewport.network;
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: latencyMs,
        downloadThroughput: (downloadKbps * 1024) / 8,
        uploadThroughput: (uploadKbps * 1024) / 8,
      });
    }
    const response = await page.goto(origin, { waitUntil: 'load' });
    const encoding = (await response?.allHeaders())?.['content-encoding'];
    if (Boolean(viewport.uncompressed) !== (encoding === undefined)) {
      throw new Error(`${viewport.name}: the page came with content-encoding ${encoding ?? 'none'}`);
    }
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The last largest-contentful-paint entry is the page's LCP (buffered: it may precede us).
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries.at(-1)?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true } as PerformanceObserverInit);
        }),
    );
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function benchLcp(distDir: string, loads = 10): Promise<LcpFigure[]> {
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: path.resolve(distDir) });
  const opened = await openInMemoryApp(config, await openDatabase({}));
  const browser = await launchBrowser();
  try {
    const origin = await opened.app.listen({ port: 0, host: '127.0.0.1' });
    await lcpOnce(browser, origin, LCP_VIEWPORTS[0] as LcpViewport); // warm the server's first answers
    const figures: LcpFigure[] = [];
    for (const viewport of LCP_VIEWPORTS) {
      const times: number[] = [];
      for (let i = 0; i < loads; i += 1) times.push(await lcpOnce(browser, origin, viewport));
      figures.push({ ...viewport, medianMs: median(times), loads: times });
    }
    return figures;
  } finally {
    await browser.close();
    await opened.close();
  }
}

export function formatLcp(figures: readonly LcpFigure[]): string {
  return figures
    .map(
      (f) =>
        `  ${f.name.padEnd(24)} median ${f.medianMs.toFixed(0).padStart(5)} ms  (loads: ${f.loads.map((t) => t.toFixed(0)).join(', ')} ms)`,
    )
    .join('\n');
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const root = path.resolve(import.meta.dirname, '..');
  const figures = await benchLcp(
    process.argv[2] ?? path.join(root, 'apps/web/dist'),
    Number(process.argv[3] ?? 10),
  );
  console.log(formatLcp(figures));
}
