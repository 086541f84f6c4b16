import { itemById } from '@wos/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeMobileMenu, connectDevWallet, gotoPath, textOf } from '../harness/app.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import { actionDialog, marketPanel, marketTab } from '../harness/marketplace.ts';
import { notifications, openFirstPack } from '../harness/packs.ts';
import { saveCleanScreenshot, saveScreenshot } from '../harness/screenshots.ts';

/**
 * Issue 28 (points 2, 5 and 6): what a player reads when a pack prepare carries no transaction,
 * when a marketplace call gets no answer, and when a consumable has no charges left, in the
 * words of docs/spec/001-game.md §5 and §8, with the local marketplace's 3000 ms toasts.
 */

const WIDTHS = [1280, 380] as const;

let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

async function signedIn(width: number, path: string): Promise<{ page: Page; address: string }> {
  const { page } = await env.open(width);
  await gotoPath(page, path);
  const session = await connectDevWallet(page);
  await closeMobileMenu(page);
  return { page, address: session.walletAddress };
}

/** The toast with this text; its time to close, as the progress bar runs it. */
async function toastWith(page: Page, text: string) {
  const toast = notifications(page).locator('.toast').filter({ hasText: text });
  await toast.waitFor();
  const duration = await toast
    .locator('.toast__progress')
    .evaluate((bar) => (bar as HTMLElement).style.animationDuration);
  return { text: await textOf(toast.locator('.toast__message')), duration };
}

describe('the specification’s words (issue 28)', () => {
  for (const width of WIDTHS) {
    it(`a pack prepare answered 200 without a transaction says 'No transaction received from server' (${width} px)`, async () => {
      const { page } = await signedIn(width, '/farmers#packs');
      const bodies = [{ freeItem: false, transaction: null }, {}];
      await page.route('**/packs/prepare-transaction', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify(bodies.shift() ?? {}),
        }),
      );
      await page.getByTestId('store-balance').filter({ hasText: /\d/ }).waitFor();
      for (const _body of [0, 1]) {
        await page
          .getByTestId('pack-farmer-basic')
          .getByRole('button', { name: /^BUY FOR/ })
          .click();
        const step = page.getByTestId('transaction-step').and(page.locator('[data-step="error"]'));
        await step.waitFor();
        expect(await textOf(step)).toBe('No transaction received from server');
        if (_body === 0) await saveCleanScreenshot(page, 'issue28-pack-no-transaction', { fullPage: false });
        await page.getByRole('button', { name: 'Done' }).click();
      }
    });

    it(`a reprice that gets no answer says 'Error: Network Error' for 3 s (${width} px)`, async () => {
      // Signed in elsewhere: the marketplace's first load (after the routes below) reads My Listings.
      const { page, address } = await signedIn(width, '/');
      const listing = {
        id: '5f0c7a52-3c1b-4b7e-9d0a-2f6e8b1c4d11',
        assetId: '0b9c4c1e-8a3e-4f5e-9a8b-1c2d3e4f5a6b',
        assetType: 'farmer',
        type: 'farmer',
        subType: null,
        category: 'farmers',
        name: 'Agribot 3000',
        rarity: 'common',
        description: 'A reliable bot.',
        price: 1500,
        seller: address,
        image: '/art/farmers/agribot-3000.svg',
        listedAt: '2026-11-27T12:00:00.000Z',
        views: 0,
        likes: 0,
        level: 1,
        yieldPerHour: 10,
        power: 100,
        status: 'active',
      };
      await page.route(`**/marketplace/listings/${address}*`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ success: true, data: { listings: [listing] } }),
        }),
      );
      // The connection drops: the reprice never gets an answer.
      await page.route(`**/marketplace/listings/${listing.id}`, (route) =>
        route.request().method() === 'PUT' ? route.abort('failed') : route.fallback(),
      );
      await gotoPath(page, '/marketplace');
      await marketTab(page, 'My Listings');
      const row = marketPanel(page).locator(
        `[data-testid="my-listing-row"][data-asset-id="${listing.assetId}"]`,
      );
      await row.getByRole('button', { name: 'Edit the price of Agribot 3000' }).click();
      const dialog = actionDialog(page);
      await dialog.getByLabel('New price (WLO)').fill('1800');
      await dialog.getByRole('button', { name: 'UPDATE PRICE' }).click();
      const shown = await toastWith(page, 'Error: Network Error');
      await saveScreenshot(page, 'issue28-reprice-no-answer', { fullPage: false });
      expect(shown).toEqual({ text: 'Error: Network Error', duration: '3000ms' });
      await dialog.waitFor({ state: 'detached' });
    });

    it(`listing an id not in the inventory is refused 'Item not found in your inventory' (${width} px)`, async () => {
      const { page } = await signedIn(width, '/heroes#packs');
      await page.getByTestId('pack-hero-basic').getByRole('button', { name: 'CLAIM FREE PACK' }).click();
      await page.getByTestId('owned-pack').first().waitFor();
      await openFirstPack(page);
      await page.getByRole('link', { name: 'Marketplace', exact: true }).first().click();
      await marketTab(page, 'My Inventory');
      const row = marketPanel(page).locator('[data-testid="inventory-row"][data-asset-type="item"]');
      await row.waitFor();
      const name = await textOf(row.locator('strong'));
      // The page sends an id the wallet does not own; the real server refuses it.
      await page.route(
        '**/marketplace/list',
        (route) =>
          route.continue({
            postData: JSON.stringify({
              ...(route.request().postDataJSON() as Record<string, unknown>),
              assetId: '00000000-0000-4000-8000-000000000000',
            }),
          }),
        { times: 1 },
      );
      await row.getByRole('button', { name: `List ${name} for sale` }).click();
      const dialog = actionDialog(page);
      await dialog.getByLabel('Your price (WLO)').fill('90');
      await dialog.getByRole('button', { name: 'LIST FOR SALE' }).click();
      const shown = await toastWith(page, 'Item not found in your inventory');
      await saveScreenshot(page, 'issue28-list-not-in-inventory', { fullPage: false });
      expect(shown).toEqual({ text: 'Item not found in your inventory', duration: '3000ms' });
    });

    it(`USE on a consumable with no charges left says 'Item has no charges left' (${width} px)`, async () => {
      const { page, address } = await signedIn(width, '/heroes#packs');
      // The server removes a consumable at 0 charges; the page may still be shown one.
      const cell = itemById('energy-cell');
      if (!cell) throw new Error('energy-cell is in the catalogue');
      await page.route(`**/assets/items/${address}*`, async (route) => {
        const response = await route.fetch();
        const { items } = (await response.json()) as { items: unknown[] };
        const spent = {
          id: '9d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
          item_id: cell.id,
          name: cell.name,
          type: cell.type,
          rarity: cell.rarity,
          description: cell.description,
          effect: cell.effect,
          stats: cell.stats,
          equipped: null,
          equipped_hero_id: null,
          durability: null,
          charges: 0,
          purchased_at: '2026-11-27T12:00:00.000Z',
          image_src: `/art/items/${cell.id}.svg`,
          listing_id: null,
        };
        await route.fulfill({ response, json: { items: [...items, spent] } });
      });
      await page.getByTestId('pack-hero-basic').getByRole('button', { name: 'CLAIM FREE PACK' }).click();
      await page.getByTestId('owned-pack').first().waitFor();
      await openFirstPack(page);
      await page.getByRole('tab', { name: /^MY HEROES/ }).click();
      // The free pack may hold an Energy Cell of its own: this is the spent one.
      const use = page
        .getByTestId('hero-items')
        .locator('[data-testid="consumable-item"][data-item-id="9d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6"]')
        .getByRole('button', { name: 'USE' });
      await use.scrollIntoViewIfNeeded();
      expect(await use.isEnabled()).toBe(true);
      await use.click();
      const shown = await toastWith(page, 'Item has no charges left');
      await saveScreenshot(page, 'issue28-use-no-charges', { fullPage: false });
      expect(shown).toEqual({ text: 'Item has no charges left', duration: '3000ms' });
    });
  }
});
