/**
 * Prerendered pages (issue 29 point 3, docs/architecture.md §6.5): the build renders every
 * page into a document of its own; the server sends each page its document; the page is
 * there before any script runs, hydrates without a console error or warning and without a
 * layout shift; a first visit still gets the preloader, with nothing of the page painted
 * before it. Screenshots at 1280 and 380 px with JavaScript off and on.
 */
import { request } from 'node:http';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForApp } from '../harness/app.ts';
import { openPage } from '../harness/browser.ts';
import { startDripProxy } from '../harness/drip-proxy.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import { layoutShifts, watchLayoutShifts } from '../harness/layout-shifts.ts';
import { APP_ROUTES } from '../harness/routes.ts';
import { saveScreenshot } from '../harness/screenshots.ts';

let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

/** The pages prerendered whole; the others keep their shell and hero in the document. */
const WHOLE_PAGES = ['/', '/wlo-token', '/roadmap', '/terms', '/privacy'] as const;

/** Texts of each page that its document holds before any script runs. */
const PAGE_TEXTS: Record<string, readonly string[]> = {
  '/': ['BUILD YOUR WARLORD EMPIRE', 'PRE-GAME PHASE NOW LIVE!', 'START STAKING', 'Up to 25.7% APY'],
  '/wlo-token': ['WLO TOKEN', 'BUY WLO', 'Overview', 'Tokenomics'],
  '/roadmap': ['ROADMAP', 'Current phase', 'Phases completed', 'LEARN ABOUT WLO'],
  '/terms': ['Terms of Service', 'Last updated:', '3. Eligibility', 'Back to Home'],
  '/privacy': ['Privacy Policy', 'Last updated:', '2. Information We Collect', 'Back to Home'],
  '/stake': ['QUANTUM STAKING PORTAL', 'STAKE NOW'],
  '/marketplace': ['MARKETPLACE', 'BROWSE MARKETPLACE'],
  '/wallet': ['NEURAL WALLET'],
  '/heroes': ['HEROES'],
  '/farmers': ['Loading Farmers...'],
};
/** The shell every document holds: the navbar (logged out) and the footer. */
const SHELL_TEXTS = ['STAKE', 'FARMERS', 'WLO TOKEN', 'ROADMAP', 'WALLET', 'Select Wallet', 'Network Active'];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** What a browser's navigation gets (node:http: Node's fetch always says Sec-Fetch-Mode cors). */
function navigate(path: string): Promise<Answer> {
  const url = new URL(path, env.server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The visible text of #root in a document, tags stripped. */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root"');
  const end = html.indexOf('<noscript');
  return html
    .slice(start, end)
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
}

/** Console errors and warnings, but for the refused requests to other origins (the harness refuses them). */
function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/Failed to load resource: net::ERR_FAILED/.test(message.text())) return;
    messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

describe('prerendered documents', () => {
  it('hold each page before any script runs, with the shell, under the page headers', async () => {
    for (const route of APP_ROUTES) {
      const answer = await navigate(route.path);
      expect({ path: route.path, status: answer.status }).toEqual({ path: route.path, status: 200 });
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(String(answer.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-[^']+'/);
      expect(answer.body).toContain(`data-route="${route.path}"`);
      const text = rootText(answer.body);
      for (const expected of [...(PAGE_TEXTS[route.path] ?? []), ...SHELL_TEXTS]) {
        expect({ path: route.path, has: expected, found: text.includes(expected) }).toEqual({
          path: route.path,
          has: expected,
          found: true,
        });
      }
    }
    // The page's router matches case-insensitively and with a trailing slash; so does the server.
    expect((await navigate('/Roadmap/')).body).toContain('data-route="/roadmap"');
    // Any other path gets the home page's document (its router sends it home).
    expect((await navigate('/no-such-page')).body).toContain('data-route="/"');
  });

  it('are painted with JavaScript off, at 1280 and 380 px (screenshots)', async () => {
    for (const width of [1280, 380]) {
      const context = await env.browser.newContext({
        baseURL: env.server.baseUrl,
        viewport: { width, height: 900 },
        javaScriptEnabled: false,
      });
      try {
        const page = await context.newPage();
        for (const path of [...WHOLE_PAGES, '/stake']) {
          await page.goto(path);
          const heading = page.locator('main h1').first();
          expect(await heading.isVisible()).toBe(true);
          // The navbar of the width: links and price on a wide screen, the menu button on a narrow one.
          expect(await page.locator('.navbar__nav').isVisible()).toBe(width > 768);
          expect(await page.locator('.hamburger').isVisible()).toBe(width <= 768);
          expect(await page.locator('.navbar .wallet-button').isVisible()).toBe(width > 380);
          await saveScreenshot(page, `prerender-nojs-${path === '/' ? 'home' : path.slice(1)}`);
        }
      } finally {
        await context.close();
      }
    }
  });
});

describe('hydration', () => {
  it('attaches to each document without a console error or warning, and without a layout shift', async () => {
    for (const width of [1280, 380]) {
      for (const route of APP_ROUTES) {
        const { page, pageErrors, close } = await env.open(width);
        const messages = collectConsole(page);
        await watchLayoutShifts(page);
        await page.goto(route.path);
        await waitForApp(page);
        await page.waitForLoadState('networkidle');
        // The hydrated navbar keeps only the parts of its width.
        await page.locator('.navbar:not(.navbar--any-width)').waitFor({ state: 'attached' });
        expect({ path: route.path, width, messages, pageErrors }).toEqual({
          path: route.path,
          width,
          messages: [],
          pageErrors: [],
        });
        if ((WHOLE_PAGES as readonly string[]).includes(route.path)) {
          const shifts = await layoutShifts(page);
          expect({ path: route.path, width, shifts }).toEqual({ path: route.path, width, shifts: [] });
          await saveScreenshot(page, `prerender-js-${route.path === '/' ? 'home' : route.path.slice(1)}`);
        }
        await close();
      }
    }
  });

  it('leaves the whole pages as they were painted: the same text before and after the script', async () => {
    const noScript = await env.browser.newContext({ baseURL: env.server.baseUrl, javaScriptEnabled: false });
    try {
      const before = await noScript.newPage();
      // The legal pages' "Last updated:" is the build's day until the script shows today's:
      // the same text on the day of the build, another date on a later day (a run past midnight).
      const sameDay = (text: string) => text.replace(/^Last updated: .+$/m, 'Last updated: (the day)');
      for (const path of ['/', '/roadmap', '/terms', '/privacy']) {
        await before.goto(path);
        const painted = sameDay(await before.locator('main').innerText());
        const { page, close } = await env.open(1280);
        await page.goto(path);
        await waitForApp(page);
        const hydrated = sameDay(await page.locator('main').innerText());
        expect({ path, text: hydrated }).toEqual({ path, text: painted });
        await close();
      }
    } finally {
      await noScript.close();
    }
  });
});

describe('a document that arrives in pieces', () => {
  it('is first painted whole, not as far as it is parsed, and nothing in it shifts', async () => {
    // A frame between two pieces would show the top of the page, which what is parsed next
    // can move (the home hero's art goes above its text on a phone): the first frame waits.
    const proxy = await startDripProxy(env.server.baseUrl, { pieceBytes: 2_000, pauseMs: 100 });
    try {
      for (const width of [380, 1280]) {
        for (const path of ['/', '/roadmap']) {
          const { page, close } = await openPage(env.browser, proxy.url, width);
          await watchLayoutShifts(page);
          await page.addInitScript(() => {
            // Animation frame callbacks run just before a frame: the first sees what it paints.
            requestAnimationFrame(() => {
              document.documentElement.dataset.firstFrame = document.getElementById('after-root')
                ? 'whole'
                : 'part';
            });
          });
          await page.goto(path);
          await waitForApp(page);
          await page.waitForLoadState('networkidle');
          const firstFrame = await page.evaluate(() => document.documentElement.dataset.firstFrame);
          const shifts = await layoutShifts(page);
          expect({ path, width, firstFrame, shifts }).toEqual({
            path,
            width,
            firstFrame: 'whole',
            shifts: [],
          });
          await close();
        }
      }
    } finally {
      await proxy.close();
    }
  });
});

/**
 * Opens `path` with the app's script held back, to look at the document as
 * painted before it runs: parsed (the module script is deferred, so it would
 * run now) and painted without it. The returned function lets the script go.
 */
async function openWithoutScript(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  return release;
}

describe('before the script runs', () => {
  it('a first visit never paints the prerendered page: hidden, then the preloader covers it', async () => {
    const { page, pageErrors, close } = await env.open(1280, 900, { visitor: 'first-visit' });
    const messages = collectConsole(page);
    const release = await openWithoutScript(page, '/');
    await saveScreenshot(page, 'prerender-first-visit-before-script', { fullPage: false });
    const before = await page.evaluate(() => ({
      marked: document.documentElement.classList.contains('wos-intro'),
      visibility: getComputedStyle(document.getElementById('root') as HTMLElement).visibility,
      heading: document.querySelector('main h1')?.textContent ?? null,
    }));
    expect(before).toEqual({ marked: true, visibility: 'hidden', heading: 'BUILD YOUR WARLORD EMPIRE' });
    release();

    const preloader = page.getByRole('dialog', { name: 'Loading Warlords of Solana' });
    await preloader.waitFor({ state: 'visible' });
    const after = await page.evaluate(() => ({
      marked: document.documentElement.classList.contains('wos-intro'),
      inert: (document.getElementById('root') as HTMLElement).inert,
    }));
    expect(after).toEqual({ marked: false, inert: true });
    await saveScreenshot(page, 'prerender-first-visit-preloader', { fullPage: false });
    expect(messages).toEqual([]);
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('a returning visitor sees the page, styled, before the script runs', async () => {
    const { page, close } = await env.open(380);
    const release = await openWithoutScript(page, '/wlo-token');
    await saveScreenshot(page, 'prerender-returning-before-script', { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.classList.contains('wos-intro'))).toBe(false);
    expect(await page.locator('main h1').first().isVisible()).toBe(true);
    expect(await page.locator('#root[data-hydrated]').count()).toBe(0);
    release();
    await waitForApp(page);
    await close();
  });
});
