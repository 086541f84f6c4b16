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
 * Which greeting the visit gets (docs/spec/001-game.md §2): the first visit's preloader and intro splash
 * are remembered by two localStorage flags, the only things the page keeps.
 */
export type Visitor =
  /** Both flags set: straight to the app (what every test but the intro's wants). */
  | 'returning'
  /** No flags: the preloader, then the intro. */
  | 'first-visit'
  /** The preloader has run once but the intro was never seen. */
  | 'intro-unseen';

export const SPLASH_COMPLETED_KEY = 'wos.splashCompleted';
export const INTRO_SEEN_KEY = 'wos.introSeen';

const STORED_FLAGS: Record<Visitor, readonly string[]> = {
  returning: [SPLASH_COMPLETED_KEY, INTRO_SEEN_KEY],
  'intro-unseen': [SPLASH_COMPLETED_KEY],
  'first-visit': [],
};

/**
 * The browser the page believes it runs in: Chromium as it is (a desktop), or Chrome on an
 * Android phone (its user agent, a touch screen, a mobile viewport), where the page offers
 * the Mobile Wallet Adapter.
 */
export type Device = 'desktop' | 'android-chrome';

export const ANDROID_CHROME_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const DEVICE_OPTIONS: Record<Device, { userAgent?: string; isMobile?: boolean; hasTouch?: boolean }> = {
  desktop: {},
  'android-chrome': { userAgent: ANDROID_CHROME_USER_AGENT, isMobile: true, hasTouch: true },
};

export interface OpenPageOptions {
  visitor?: Visitor;
  device?: Device;
}

/**
 * A new context and page of the given width, a returning visitor unless `visitor` says
 * otherwise. Requests to other origins never leave the machine: they are recorded and
 * aborted (the price search then falls back to its defaults).
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  width: number,
  height = 900,
  { visitor = 'returning', device = 'desktop' }: OpenPageOptions = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height },
    ...DEVICE_OPTIONS[device],
  });
  const flags = STORED_FLAGS[visitor];
  if (flags.length > 0) {
    // Runs before the page's own scripts on every load: the app reads the flags once, at start.
    await context.addInitScript((keys) => {
      try {
        for (const key of keys) localStorage.setItem(key, 'true');
      } catch {
        // A document without storage (about:blank).
      }
    }, flags);
  }
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
