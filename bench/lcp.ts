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
 * Against the original frontend (issue 29): given its URL (`BENCH_ORIGINAL_URL`, e.g. its build
 * served by bench/static-server.ts with gzip 6, as a production host serves it) or its build
 * directory (`BENCH_ORIGINAL_DIST`, served so here), `compareLcp` loads ours and the original
 * alternately (ours, original, ours, …) in every round: 1280 and 380 px, as they are, with the
 * CPU slowed 4×, and with CPU 4× on slow 4G, through DevTools' throttling; it prints each
 * side's median and the ratio per round (target ≤ 0.5× in every round). The original's code
 * never enters this repository: build it elsewhere from its public repository.
 * Requests to any other origin (the original's web font and API, our price search) are
 * refused at once for both sides, as the e2e harness does: no load waits on the internet.
 *
 *   npm run build && npx tsx bench/lcp.ts [distDir] [loads]
 *   BENCH_ORIGINAL_URL=http://127.0.0.1:4173 npx tsx bench/lcp.ts      (or BENCH_ORIGINAL_DIST=<dir>)
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openInMemoryApp } from '../apps/server/test/app.ts';
import { launchBrowser } from '../e2e/harness/browser.ts';
import { serveStatic } from './static-server.ts';

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

/** One load's LCP and what its largest element was. */
export interface LcpLoad {
  ms: number;
  /** e.g. `h1.hero__title 1.2e5 px²` */
  element: string;
}

/** The content-encoding each side's document must come with (a wrong one would skew the race). */
type ExpectedEncoding = 'br' | 'gzip' | 'none';

async function lcpOnce(
  browser: Browser,
  origin: string,
  viewport: LcpViewport,
  encoding: ExpectedEncoding = viewport.uncompressed ? 'none' : 'br',
): Promise<LcpLoad> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: 800 },
    ...(viewport.uncompressed ? { extraHTTPHeaders: { 'accept-encoding': 'identity' } } : {}),
  });
  try {
    await context.addInitScript(RETURNING_VISITOR);
    // Nothing leaves the machine: a request to another origin fails at once.
    await context.route(
      (url) => url.origin !== new URL(origin).origin && url.protocol.startsWith('http'),
      (route) => route.abort(),
    );
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
    const sent = (await response?.allHeaders())?.['content-encoding'] ?? 'none';
    if (sent !== encoding) {
      throw new Error(`${viewport.name}: ${origin} came with content-encoding ${sent}, not ${encoding}`);
    }
    // Whatever paints late (a page that renders after its data) has painted by now.
    await page.waitForLoadState('networkidle');
    // The last largest-contentful-paint entry is the page's LCP (buffered: it may precede us).
    return await page.evaluate(
      () =>
        new Promise<LcpLoad>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as
              | (PerformanceEntry & { element?: Element | null; size?: number })
              | undefined;
            const element = entry?.element;
            const name = element
              ? `${element.tagName.toLowerCase()}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}`
              : 'none';
            resolve({
              ms: entry?.startTime ?? Number.NaN,
              element: `${name} ${(entry?.size ?? 0).toExponential(1)} px²`,
            });
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
      for (let i = 0; i < loads; i += 1) times.push((await lcpOnce(browser, origin, viewport)).ms);
      figures.push({ ...viewport, medianMs: median(times), loads: times });
    }
    return figures;
  } finally {
    await browser.close();
    await opened.close();
  }
}

/** The rounds against the original frontend (issue 29): both widths, as they are, CPU 4×, CPU 4× on slow 4G. */
export const COMPARE_ROUNDS: readonly LcpViewport[] = [
  { name: '1280 px', width: 1280, cpuSlowdown: 1 },
  { name: '380 px', width: 380, cpuSlowdown: 1 },
  { name: '1280 px, CPU 4×', width: 1280, cpuSlowdown: 4 },
  { name: '380 px, CPU 4×', width: 380, cpuSlowdown: 4 },
  { name: '1280 px, CPU 4×, slow 4G', width: 1280, cpuSlowdown: 4, network: MOBILE_NETWORK },
  { name: '380 px, CPU 4×, slow 4G', width: 380, cpuSlowdown: 4, network: MOBILE_NETWORK },
];

/** Ours over the original's LCP must be at most this in every round. */
export const LCP_RATIO_TARGET = 0.5;

export interface LcpRound extends LcpViewport {
  ours: LcpLoad[];
  original: LcpLoad[];
  oursMedianMs: number;
  originalMedianMs: number;
  /** oursMedianMs / originalMedianMs */
  ratio: number;
}

/** Where the original frontend is: its URL, or its build served here with gzip 6; null: not given. */
export async function originalFrontend(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ url: string; close(): Promise<void> } | null> {
  if (env.BENCH_ORIGINAL_URL) return { url: env.BENCH_ORIGINAL_URL, close: async () => undefined };
  if (env.BENCH_ORIGINAL_DIST) return serveStatic(env.BENCH_ORIGINAL_DIST);
  return null;
}

/**
 * Our home page (the whole app serving `distDir`, brotli) against the original frontend at
 * `originalUrl` (gzip 6), `loads` cold loads each per round, alternating ours and the
 * original's so both meet the same moment of a shared machine.
 */
export async function compareLcp(distDir: string, originalUrl: string, loads = 10): Promise<LcpRound[]> {
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: path.resolve(distDir) });
  const opened = await openInMemoryApp(config, await openDatabase({}));
  const browser = await launchBrowser();
  try {
    const ours = await opened.app.listen({ port: 0, host: '127.0.0.1' });
    const first = COMPARE_ROUNDS[0] as LcpViewport;
    // Warm both servers' first answers.
    await lcpOnce(browser, ours, first, 'br');
    await lcpOnce(browser, originalUrl, first, 'gzip');
    const rounds: LcpRound[] = [];
    for (const viewport of COMPARE_ROUNDS) {
      const round = { ours: [] as LcpLoad[], original: [] as LcpLoad[] };
      for (let i = 0; i < loads; i += 1) {
        round.ours.push(await lcpOnce(browser, ours, viewport, 'br'));
        round.original.push(await lcpOnce(browser, originalUrl, viewport, 'gzip'));
      }
      const oursMedianMs = median(round.ours.map((load) => load.ms));
      const originalMedianMs = median(round.original.map((load) => load.ms));
      rounds.push({
        ...viewport,
        ...round,
        oursMedianMs,
        originalMedianMs,
        ratio: oursMedianMs / originalMedianMs,
      });
    }
    return rounds;
  } finally {
    await browser.close();
    await opened.close();
  }
}

/** The most frequent largest element of a side's loads. */
function usualElement(loads: readonly LcpLoad[]): string {
  const counts = new Map<string, number>();
  for (const load of loads) {
    const name = load.element.replace(/ [\d.e+]+ px²$/, '');
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'none';
}

export function formatLcpComparison(rounds: readonly LcpRound[]): string {
  const ms = (values: readonly LcpLoad[]) => values.map((load) => load.ms.toFixed(0)).join(', ');
  return rounds
    .map(
      (r) =>
        `  ${r.name.padEnd(26)} ours ${r.oursMedianMs.toFixed(0).padStart(5)} ms, original ${r.originalMedianMs.toFixed(0).padStart(5)} ms: ` +
        `${r.ratio.toFixed(2)}× ${r.ratio <= LCP_RATIO_TARGET ? 'met' : 'not met'} (≤ ${LCP_RATIO_TARGET}×)\n` +
        `      ours (${usualElement(r.ours)}): ${ms(r.ours)}\n` +
        `      original (${usualElement(r.original)}): ${ms(r.original)}`,
    )
    .join('\n');
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
  const distDir = process.argv[2] ?? path.join(root, 'apps/web/dist');
  const loads = Number(process.argv[3] ?? 10);
  const original = await originalFrontend();
  if (original) {
    try {
      console.log(`Against the original frontend at ${original.url}, ${loads} alternating loads a side:`);
      console.log(formatLcpComparison(await compareLcp(distDir, original.url, loads)));
    } finally {
      await original.close();
    }
  } else {
    console.log(formatLcp(await benchLcp(distDir, loads)));
  }
}
