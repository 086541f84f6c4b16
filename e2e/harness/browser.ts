import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from './paths.ts';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium through playwright-core. Playwright gives every launch a fresh
 * temporary user-data dir (removed on close), and every context below starts with empty
 * storage, so each test meets the app as a new visitor.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: run node e2e/ensure-chromium.mjs (Debian package chromium)`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions thrown in the page. */
  pageErrors: Error[];
  /** Requests the page tried to make to any other origin (they are refused). */
  externalRequests: string[];
  close(): Promise<void>;
}

/**
 * A new context and page of the given width. Requests to other origins never leave the
 * machine: they are recorded and aborted (the price search then falls back to its defaults).
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  width: number,
  height = 900,
): Promise<TestPage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const externalRequests: string[] = [];
  await context.route(
    (url) => url.origin !== new URL(baseUrl).origin && url.protocol.startsWith('http'),
    (route) => {
      externalRequests.push(route.request().url());
      return route.abort();
    },
  );
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, pageErrors, externalRequests, close: () => context.close() };
}
