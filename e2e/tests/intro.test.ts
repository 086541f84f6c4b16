import { STAKING_MARKETING_CLAIMS } from '@wos/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf, waitForText } from '../harness/app.ts';
import { seriousAxeViolations } from '../harness/axe.ts';
import { INTRO_SEEN_KEY, SPLASH_COMPLETED_KEY, type TestPage, type Visitor } from '../harness/browser.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import { saveCleanScreenshot } from '../harness/screenshots.ts';

/**
 * The first visit's preloader and the intro splash (docs/spec/001-game.md §2, §4, §9), timed with
 * Playwright's fake clock: it is paused before the page loads, and every step below moves it
 * exactly to the edge of a spec timing, so "not before" and "at" are both checked.
 */
let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

const START = new Date('2025-06-01T12:00:00Z').getTime();
/** 27 catalogue pictures and the 4 main pages. */
const CRITICAL_ITEMS = 31;

const preloader = (page: Page) => page.getByRole('dialog', { name: 'Loading Warlords of Solana' });
const intro = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Warlords of Solana' });
const carousel = (page: Page) => page.getByRole('region', { name: 'Game features' });
const slide = (page: Page) => carousel(page).locator('.intro-slide');
const tagline = (page: Page) => intro(page).getByRole('heading', { name: 'WARLORDS OF SOLANA' });

/**
 * Lets the page finish what the last clock step started (React renders and runs effects on
 * message-channel tasks, which the fake clock does not hold), so a timer an effect sets is
 * set at the current fake time before the clock moves again.
 */
async function settle(page: Page): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

async function advance(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await settle(page);
}

/** A visitor in a fresh context with the clock installed and paused before the page loads. */
async function visit(
  width: number,
  visitor: Visitor,
  { path = '/', prepare }: { path?: string; prepare?: (testPage: TestPage) => Promise<void> } = {},
): Promise<TestPage> {
  const testPage = await env.open(width, 900, { visitor });
  await prepare?.(testPage);
  await testPage.page.clock.install({ time: START });
  await testPage.page.clock.pauseAt(START + 1000);
  await testPage.page.goto(path);
  return testPage;
}

/**
 * Waits for the greeting's code and its first render. React may hold a just-loaded lazy
 * part for a short moment on a timer, so the clock is nudged until it shows; every timing
 * below counts from this moment.
 */
async function waitForGreeting(page: Page, greeting: Locator): Promise<void> {
  for (let nudges = 0; nudges < 20; nudges += 1) {
    await page.locator('.intro-gate').or(page.locator('.intro-cover')).first().waitFor();
    if (await greeting.isVisible()) break;
    await advance(page, 50);
  }
  await greeting.waitFor();
  await settle(page);
}

async function percentOf(page: Page): Promise<number> {
  return Number.parseInt(await textOf(page.getByTestId('preloader-percent')), 10);
}

async function storedFlags(page: Page) {
  return page.evaluate(
    ({ splash, introSeen }) => ({
      splash: localStorage.getItem(splash),
      intro: localStorage.getItem(introSeen),
    }),
    { splash: SPLASH_COMPLETED_KEY, introSeen: INTRO_SEEN_KEY },
  );
}

async function expectSlide(page: Page, title: string): Promise<void> {
  expect(await textOf(slide(page).getByRole('heading', { level: 2 }))).toBe(title);
  expect(await slide(page).getAttribute('class')).not.toContain('intro-slide--changing');
}

describe('preloader and intro splash', () => {
  it('first visit at 1280 px: the preloader loads the critical set over at least 5 s, then the intro plays with the desktop timings and completes after the last slide', async () => {
    const warnings: string[] = [];
    const { page, pageErrors } = await visit(1280, 'first-visit', {
      prepare: async ({ page }) => {
        page.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text());
        });
        // One picture fails: it is logged and loading goes on.
        await page.route('**/art/farmers/agribot-3000.svg', (route) => route.abort());
      },
    });

    await waitForGreeting(page, preloader(page));
    const counter = preloader(page).locator('.preloader__counter');
    await waitForText(counter, `${CRITICAL_ITEMS} / ${CRITICAL_ITEMS}`);
    expect(warnings.some((text) => text.includes('Preload failed: Agribot 3000'))).toBe(true);
    expect(await percentOf(page)).toBe(0);
    expect(await textOf(preloader(page).locator('.preloader__current'))).not.toBe('');
    expect(await preloader(page).getByRole('status').count()).toBe(1);

    // Everything has loaded, yet the percentage follows the 5 s minimum (it steps with the
    // 30 ms scan line, so it may trail the exact fraction by a step).
    const percents: number[] = [];
    for (let second = 1; second <= 4; second += 1) {
      await advance(page, 1000);
      percents.push(await percentOf(page));
      if (second === 2) await saveCleanScreenshot(page, 'intro-preloader', { fullPage: false });
    }
    await advance(page, 999);
    percents.push(await percentOf(page));
    percents.forEach((percent, index) => {
      const exact = index < 4 ? (index + 1) * 20 : 99;
      expect(percent).toBeGreaterThanOrEqual(exact - 1);
      expect(percent).toBeLessThanOrEqual(exact);
    });
    expect(await textOf(preloader(page).getByRole('status'))).not.toBe('All set! Launching app...');
    expect(
      await preloader(page)
        .getByRole('progressbar', { name: 'Loading the game' })
        .getAttribute('aria-valuenow'),
    ).toBe('99');

    await advance(page, 1);
    expect(await textOf(preloader(page).getByRole('status'))).toBe('All set! Launching app...');
    expect(await percentOf(page)).toBe(100);

    // Hides after 1.5 s, hands over to the intro 0.8 s later.
    await advance(page, 1499);
    expect(await preloader(page).getAttribute('class')).not.toContain('preloader--hiding');
    await advance(page, 1);
    expect(await preloader(page).getAttribute('class')).toContain('preloader--hiding');
    await advance(page, 799);
    expect(await preloader(page).count()).toBe(1);
    expect(await intro(page).count()).toBe(0);
    await advance(page, 1);
    await intro(page).waitFor();
    await settle(page);
    expect(await preloader(page).count()).toBe(0);
    expect((await storedFlags(page)).splash).toBe('true');

    // The logo alone; the tagline at 2000 ms; the carousel at 3500 ms.
    expect(await intro(page).locator('.intro__logo svg').count()).toBe(1);
    expect(await intro(page).getByRole('button', { name: 'Skip Intro' }).isVisible()).toBe(true);
    await advance(page, 1999);
    expect(await tagline(page).count()).toBe(0);
    await advance(page, 1);
    await tagline(page).waitFor();
    expect(await textOf(intro(page).locator('.intro__subtitle'))).toBe('The Future of Play-to-Earn Gaming');
    await advance(page, 1499);
    expect(await carousel(page).count()).toBe(0);
    expect(await intro(page).getByRole('button', { name: 'ENTER APP' }).count()).toBe(0);
    await advance(page, 1);
    await carousel(page).waitFor();
    await settle(page);
    expect(await intro(page).getByRole('button', { name: 'ENTER APP' }).isVisible()).toBe(true);
    await expectSlide(page, 'Farmers');
    expect(await slide(page).locator('li').count()).toBe(4);
    expect((await textOf(slide(page).locator('.intro-slide__status'))).toLowerCase()).toBe('available now');
    expect(await slide(page).locator('.intro-slide__overlay').count()).toBe(0);
    expect(
      await carousel(page)
        .getByRole('button', { name: /^Show / })
        .count(),
    ).toBe(4);
    expect(
      await carousel(page).getByRole('button', { name: 'Show Farmers' }).getAttribute('aria-current'),
    ).toBe('true');
    await saveCleanScreenshot(page, 'intro-carousel', { fullPage: false });

    // Each slide's turn is 6 s; a change takes 150 ms and blocks navigation meanwhile.
    await advance(page, 5999);
    await expectSlide(page, 'Farmers');
    await advance(page, 1);
    expect(await slide(page).getAttribute('class')).toContain('intro-slide--changing');
    await carousel(page).getByRole('button', { name: 'Next feature' }).click();
    await settle(page);
    await advance(page, 149);
    expect(await slide(page).getAttribute('class')).toContain('intro-slide--changing');
    await advance(page, 1);
    await expectSlide(page, 'Staking');
    // docs/spec/000-shell-wallet-staking.md §1: the marketing claims of the home and staking pages, first.
    expect((await slide(page).locator('li').allInnerTexts()).slice(0, 4)).toEqual([
      ...STAKING_MARKETING_CLAIMS,
    ]);
    await saveCleanScreenshot(page, 'intro-staking', { fullPage: false });

    // The pointer is over the carousel (it clicked Next): paused.
    await advance(page, 20_000);
    await expectSlide(page, 'Staking');
    await page.mouse.move(4, 4);
    await settle(page);
    await advance(page, 5999);
    await expectSlide(page, 'Staking');
    await advance(page, 1);
    await advance(page, 150);
    await expectSlide(page, 'Marketplace');
    const overlay = slide(page).locator('.intro-slide__overlay');
    expect((await textOf(overlay)).toLowerCase()).toBe('coming soon');
    await saveCleanScreenshot(page, 'intro-coming-soon', { fullPage: false });

    await advance(page, 6000);
    await advance(page, 150);
    await expectSlide(page, 'Hero system');
    expect(await slide(page).locator('.intro-slide__overlay').count()).toBe(1);

    // After the last slide's turn, 3 s more, then the intro completes.
    await advance(page, 6000);
    await advance(page, 2999);
    expect(await intro(page).count()).toBe(1);
    expect((await storedFlags(page)).intro).toBeNull();
    await advance(page, 1);
    await intro(page).waitFor({ state: 'detached' });
    expect(await storedFlags(page)).toEqual({ splash: 'true', intro: 'true' });
    expect(await page.evaluate(() => document.getElementById('root')?.inert)).toBe(false);
    await page.getByRole('heading', { level: 1, name: 'BUILD YOUR WARLORD EMPIRE' }).waitFor();

    // The second visit goes straight to the app: no preloader, no intro, not even their code.
    const introCode: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('IntroGate')) introCode.push(request.url());
    });
    await page.clock.resume();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'BUILD YOUR WARLORD EMPIRE' }).waitFor();
    expect(await page.locator('.intro-gate, .intro-cover').count()).toBe(0);
    expect(introCode).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('first visit at 380 px: mobile timings (tagline 1200 ms, carousel 2000 ms, 8 s turns, 100 ms changes), 3 details a slide, Enter completes', async () => {
    const { page, pageErrors } = await visit(380, 'first-visit');
    await waitForGreeting(page, preloader(page));
    await waitForText(
      preloader(page).locator('.preloader__counter'),
      `${CRITICAL_ITEMS} / ${CRITICAL_ITEMS}`,
    );
    await advance(page, 2500);
    await saveCleanScreenshot(page, 'intro-preloader', { fullPage: false });
    await advance(page, 2500);
    await advance(page, 1500);
    await advance(page, 800);
    await intro(page).waitFor();
    await settle(page);

    await advance(page, 1199);
    expect(await tagline(page).count()).toBe(0);
    await advance(page, 1);
    await tagline(page).waitFor();
    await advance(page, 799);
    expect(await carousel(page).count()).toBe(0);
    await advance(page, 1);
    await carousel(page).waitFor();
    await settle(page);
    await expectSlide(page, 'Farmers');
    expect(await slide(page).locator('li').count()).toBe(3);
    await saveCleanScreenshot(page, 'intro-carousel', { fullPage: false });

    await advance(page, 7999);
    await expectSlide(page, 'Farmers');
    await advance(page, 1);
    await advance(page, 99);
    expect(await slide(page).getAttribute('class')).toContain('intro-slide--changing');
    await advance(page, 1);
    await expectSlide(page, 'Staking');
    expect(await slide(page).locator('li').allInnerTexts()).toEqual(STAKING_MARKETING_CLAIMS.slice(0, 3));
    await saveCleanScreenshot(page, 'intro-staking', { fullPage: false });

    // Previous and a dot work too (each change waits its 100 ms).
    await carousel(page).getByRole('button', { name: 'Show Hero system' }).click();
    await advance(page, 100);
    await expectSlide(page, 'Hero system');
    expect(await slide(page).locator('li').count()).toBe(3);
    await saveCleanScreenshot(page, 'intro-coming-soon', { fullPage: false });
    await carousel(page).getByRole('button', { name: 'Previous feature' }).click();
    await advance(page, 100);
    await expectSlide(page, 'Marketplace');

    // Enter on a carousel control works the control; anywhere else it completes the intro.
    await intro(page).locator('.intro__subtitle').click();
    await page.keyboard.press('Enter');
    await intro(page).waitFor({ state: 'detached' });
    expect(await storedFlags(page)).toEqual({ splash: 'true', intro: 'true' });
    expect(pageErrors).toEqual([]);
  });

  it('on a phone (390 px, touch) a finger held on the carousel pauses it and lifting it resumes it', async () => {
    const { page, pageErrors } = await env.open(390, 844, {
      visitor: 'intro-unseen',
      device: 'android-chrome',
    });
    await page.goto('/');
    await carousel(page).waitFor({ timeout: 15_000 });
    const box = await slide(page).locator('.intro-slide__description').boundingBox();
    if (!box) throw new Error('The slide has no description on screen');
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    const state = () => carousel(page).getAttribute('data-paused');

    expect(await state()).toBe('false');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await expect.poll(state).toBe('true');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // The browser's compatibility mouse events for the tap must not leave it "hovered".
    await expect.poll(state).toBe('false');

    // A tap alone, too.
    await page.touchscreen.tap(point.x, point.y);
    await expect.poll(state).toBe('false');
    // Resumed for real: the next slide comes after its 8 s turn, with no tap elsewhere.
    await slide(page).getByRole('heading', { level: 2, name: 'Staking' }).waitFor({ timeout: 12_000 });
    await saveCleanScreenshot(page, 'intro-touch-resumed', { fullPage: false });
    expect(pageErrors).toEqual([]);
  });

  it('Skip Intro and ENTER APP complete the intro of a visitor who has not seen it (no preloader)', async () => {
    const skipping = await visit(1280, 'intro-unseen');
    await waitForGreeting(skipping.page, intro(skipping.page));
    expect(await preloader(skipping.page).count()).toBe(0);
    await intro(skipping.page).getByRole('button', { name: 'Skip Intro' }).click();
    await intro(skipping.page).waitFor({ state: 'detached' });
    expect((await storedFlags(skipping.page)).intro).toBe('true');

    const entering = await visit(1280, 'intro-unseen');
    await waitForGreeting(entering.page, intro(entering.page));
    await advance(entering.page, 3500);
    await intro(entering.page).getByRole('button', { name: 'ENTER APP' }).click();
    await intro(entering.page).waitFor({ state: 'detached' });
    expect((await storedFlags(entering.page)).intro).toBe('true');
    await entering.page.getByRole('heading', { level: 1, name: 'BUILD YOUR WARLORD EMPIRE' }).waitFor();
    expect(skipping.pageErrors).toEqual([]);
    expect(entering.pageErrors).toEqual([]);
  });

  it('a first visit to a deep link is held only for the minimum: slow pictures go on in the background and the page opens, not the intro', async () => {
    const { page, pageErrors } = await visit(1280, 'first-visit', {
      path: '/stake',
      // The hero pictures never arrive while the preloader runs.
      prepare: async ({ page }) => {
        await page.route('**/art/heroes/*.svg', () => undefined);
      },
    });
    await waitForGreeting(page, preloader(page));

    await advance(page, 4999);
    expect(await textOf(preloader(page).getByRole('status'))).not.toBe('All set! Launching app...');
    await advance(page, 1);
    expect(await textOf(preloader(page).getByRole('status'))).toBe('All set! Launching app...');
    const counter = await textOf(preloader(page).locator('.preloader__counter'));
    expect(counter).not.toBe(`${CRITICAL_ITEMS} / ${CRITICAL_ITEMS}`);

    await advance(page, 1500);
    expect(await page.locator('.intro-gate').getAttribute('class')).toContain('intro-gate--fading');
    await advance(page, 800);
    await page.locator('.intro-gate').waitFor({ state: 'detached' });
    expect(await intro(page).count()).toBe(0);
    await page.clock.resume();
    await waitForText(page.getByRole('heading', { level: 1 }), 'QUANTUM STAKING PORTAL');
    expect(await storedFlags(page)).toEqual({ splash: 'true', intro: null });
    expect(pageErrors).toEqual([]);
  });

  it('the preloader and the intro have no serious or critical accessibility violation (axe), on the real clock', async () => {
    for (const width of [1280, 380]) {
      const { page } = await env.open(width, 900, { visitor: 'first-visit' });
      await page.goto('/');
      await preloader(page).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await carousel(page).waitFor({ timeout: 30_000 });
      await slide(page).and(page.locator(':not(.intro-slide--changing)')).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });

  it('honours prefers-reduced-motion: no animated transitions, the timings stay', async () => {
    const { page, pageErrors } = await visit(1280, 'intro-unseen', {
      prepare: async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
      },
    });
    await waitForGreeting(page, intro(page));
    await advance(page, 3500);
    await carousel(page).waitFor();
    await settle(page);

    const motion = await page.evaluate(() => {
      const style = (selector: string) => {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`${selector} missing`);
        return getComputedStyle(element);
      };
      return {
        logo: style('.intro__logo').animationName,
        particles: style('.intro-particles__dot').animationName,
        slide: style('.intro-slide').transitionDuration,
      };
    });
    expect(motion).toEqual({ logo: 'none', particles: 'none', slide: '0s' });

    await advance(page, 6000);
    // The change still takes its 150 ms, but the slide does not fade meanwhile.
    expect(await slide(page).evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await advance(page, 150);
    await expectSlide(page, 'Staking');
    expect(pageErrors).toEqual([]);
  });
});
