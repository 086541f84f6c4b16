import {
  ESTIMATE_BY_RARITY_WLO,
  estimateBaseUnits,
  fromBaseUnits,
  instantSellPayout,
  marketplaceSplit,
  packTypeById,
  type Rarity,
  toBaseUnits,
  WLO_DECIMALS,
} from '@wos/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeMobileMenu,
  connectDevWallet,
  gotoPath,
  textOf,
  waitForText,
  walletButton,
} from '../harness/app.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import {
  actionDialog,
  history,
  marketPanel,
  marketTab,
  treasuryAddress,
  units,
  waitForHistory,
  wloUnits,
} from '../harness/marketplace.ts';
import { buyAndOpenFarmerPack, notifications, payThroughDialog, selectTab } from '../harness/packs.ts';
import { saveCleanScreenshot } from '../harness/screenshots.ts';

/** What A asks for the farmer: 95 % and 5 % of it are whole base units. */
const PRICE = '1234.56';
const PRICE_TEXT = '1,234.56';
const WIDTHS = [1280, 380] as const;
/** The cost basis of a basic farmer pack paid in SOL: its WLO alternative price (docs/rules.md §5). */
const BASIC_PACK_COST_BASIS_WLO = packTypeById('farmer-basic')?.wloPrice ?? 0;

let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

/**
 * Screenshots of what is on screen at 1280 and at 380 px (the page re-laid at each width),
 * checking nothing is wider than the viewport; the page returns to its width after.
 */
async function shootBothWidths(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: before.height });
    await page.waitForFunction((w) => window.innerWidth === w, width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await saveCleanScreenshot(page, name, { fullPage });
  }
  await page.setViewportSize(before);
}

/** A new player with the Dev Wallet on a path, signed in. */
async function player(path: string, width = 1280): Promise<{ page: Page; address: string }> {
  const { page } = await env.open(width);
  await gotoPath(page, path);
  const session = await connectDevWallet(page);
  await closeMobileMenu(page);
  return { page, address: session.walletAddress };
}

const toast = (page: Page, text: string | RegExp) => notifications(page).getByText(text);

/** The two players of the trade; the buyer goes on to sell what it bought. */
let buyer: { page: Page; address: string };

describe('the marketplace in Chromium, two players with their Dev Wallets', () => {
  it('shows a visitor only Browse Marketplace; My Inventory and My Listings come with the wallet and go with it', async () => {
    const { page, pageErrors } = await env.open(1280);
    await gotoPath(page, '/marketplace');
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('MARKETPLACE');
    const stats = page.getByTestId('market-stats');
    expect(await stats.locator('dt').allInnerTexts()).toEqual([
      'ITEMS LISTED',
      'TOTAL VOLUME',
      'AVERAGE PRICE',
      'TOTAL TRADES',
      '24H VOLUME',
      'UNIQUE SELLERS',
    ]);
    await page.getByTestId('market-empty').waitFor();
    const tabs = page.getByRole('tablist', { name: 'Marketplace sections' }).getByRole('tab');
    // docs/spec/001-game.md §2: Browse Marketplace always; My Inventory and My Listings only with a wallet.
    expect(await tabs.allInnerTexts()).toEqual(['Browse Marketplace']);

    // What still reaches a wallet action without a wallet asks for one.
    await page.getByRole('button', { name: 'SELL YOUR ASSETS' }).click();
    await page
      .getByRole('dialog', { name: 'Wallet Required' })
      .getByText('Please connect your wallet to sell items')
      .waitFor();
    await saveCleanScreenshot(page, 'market-01-wallet-required', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Wallet Required' }).waitFor({ state: 'detached' });
    await page.getByRole('tablist', { name: 'Marketplace sections' }).scrollIntoViewIfNeeded();
    await shootBothWidths(page, 'market-00-visitor-tabs', { fullPage: false });
    await page.getByRole('button', { name: 'Open menu' }).waitFor({ state: 'detached' });

    // Connecting brings the two wallet tabs.
    await connectDevWallet(page);
    await closeMobileMenu(page);
    await expect
      .poll(() => tabs.allInnerTexts())
      .toEqual(['Browse Marketplace', 'My Inventory', 'My Listings']);
    await marketTab(page, 'My Listings');
    expect(await marketPanel(page).getAttribute('data-tab')).toBe('listings');
    await page.getByRole('tablist', { name: 'Marketplace sections' }).scrollIntoViewIfNeeded();
    await shootBothWidths(page, 'market-00-connected-tabs', { fullPage: false });
    await page.getByRole('button', { name: 'Open menu' }).waitFor({ state: 'detached' });

    // Disconnecting takes them away and falls back to Browse.
    await walletButton(page).click();
    await page.getByRole('menuitem', { name: 'Disconnect' }).click();
    await waitForText(walletButton(page), 'Select Wallet');
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['Browse Marketplace']);
    expect(await marketPanel(page).getAttribute('data-tab')).toBe('browse');
    expect(await page.getByRole('dialog', { name: 'Wallet Required' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('A lists a farmer; B finds it by rarity and price, buys it through the escrow, and A is paid 95 % and the treasury 5 %', async () => {
    const { baseUrl } = env.server;
    const seller = await player('/farmers#packs');
    const farmer = await buyAndOpenFarmerPack(seller.page);
    const rarity = farmer.rarity as Rarity;

    // A: My Inventory → List at the price.
    await seller.page.getByRole('link', { name: 'Marketplace', exact: true }).first().click();
    await seller.page.getByRole('heading', { level: 1, name: 'MARKETPLACE' }).waitFor();
    await marketTab(seller.page, 'My Inventory');
    const row = marketPanel(seller.page).locator('[data-testid="inventory-row"][data-asset-type="farmer"]');
    await row.waitFor();
    const assetId = await row.getAttribute('data-asset-id');
    const name = await textOf(row.locator('strong'));
    // AVG PRICE: the rarity's estimate at level 1.
    expect(await textOf(row)).toContain(`${ESTIMATE_BY_RARITY_WLO[rarity].toLocaleString('en-US')} WLO`);
    await shootBothWidths(seller.page, 'market-02-my-inventory');

    await row.getByRole('button', { name: `List ${name} for sale` }).click();
    const listDialog = actionDialog(seller.page);
    await listDialog.getByRole('heading', { name: 'List Item for Sale' }).waitFor();
    const priceInput = listDialog.getByLabel('Your price (WLO)');
    await priceInput.fill('0');
    await listDialog.getByRole('button', { name: 'LIST FOR SALE' }).click();
    await listDialog.getByRole('alert').getByText('Please enter a valid price greater than 0').waitFor();
    await priceInput.fill(PRICE);
    expect(await textOf(listDialog)).toContain('1,172.832 WLO');
    expect(await textOf(listDialog)).toContain('61.728 WLO');
    await shootBothWidths(seller.page, 'market-03-list-dialog', { fullPage: false });
    await listDialog.getByRole('button', { name: 'LIST FOR SALE' }).click();
    await toast(seller.page, `${name} is listed for ${PRICE_TEXT} WLO!`).waitFor();
    await listDialog.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });

    await marketTab(seller.page, 'My Listings');
    const mine = marketPanel(seller.page).locator(
      `[data-testid="my-listing-row"][data-asset-id="${assetId}"]`,
    );
    await mine.waitFor();
    const listingId = await mine.getAttribute('data-listing-id');
    expect(await textOf(mine.getByTestId('my-listing-price'))).toBe(`${PRICE_TEXT} WLO`);
    expect(await textOf(seller.page.getByTestId('my-active-count'))).toBe('1');
    await shootBothWidths(seller.page, 'market-04-my-listings');

    // B: finds it with the rarity filter and a price sort.
    buyer = await player('/marketplace');
    await buyer.page.getByRole('button', { name: rarity.toUpperCase(), exact: true }).click();
    await buyer.page.getByLabel('Sort by').selectOption('price_desc');
    const listingRequest = buyer.page.waitForRequest(
      (request) =>
        request.url().includes('/marketplace/listings?') &&
        new URL(request.url()).searchParams.get('sortBy') === 'price_asc',
    );
    await buyer.page.getByLabel('Sort by').selectOption('price_asc');
    const sent = new URL((await listingRequest).url()).searchParams;
    expect(sent.get('rarity')).toBe(rarity);
    expect(sent.has('search')).toBe(false);
    const card = buyer.page.locator(`[data-testid="listing-card"][data-listing-id="${listingId}"]`);
    await card.waitFor();
    const cards = buyer.page.getByTestId('listing-card');
    for (const shown of await cards.all()) expect(await shown.getAttribute('data-rarity')).toBe(rarity);
    const prices = await cards.evaluateAll((all) => all.map((el) => Number(el.getAttribute('data-price'))));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await shootBothWidths(buyer.page, 'market-05-browse');

    // The detail popup counts B's view and takes B's like.
    await card.getByRole('button', { name: `View details of ${name}` }).click();
    const detail = buyer.page.getByTestId('listing-detail');
    await buyer.page
      .getByTestId('detail-views')
      .filter({ hasText: /^1 view$/ })
      .waitFor();
    await buyer.page.getByTestId('detail-like').click();
    await buyer.page.locator('[data-testid="detail-like"][aria-pressed="true"]').waitFor();
    expect(await textOf(buyer.page.getByTestId('detail-likes'))).toBe('1');
    expect(await textOf(detail)).toContain(`${PRICE_TEXT} WLO`);
    await shootBothWidths(buyer.page, 'market-06-detail', { fullPage: false });
    await buyer.page.getByRole('dialog', { name }).getByRole('button', { name: 'Keep browsing' }).click();

    // B buys it through the transaction dialog.
    const treasury = await treasuryAddress(baseUrl);
    const sellerBefore = await wloUnits(baseUrl, seller.address);
    const treasuryBefore = await wloUnits(baseUrl, treasury);
    const buyerBefore = await wloUnits(baseUrl, buyer.address);

    await card.getByRole('button', { name: `Buy ${name} for ${PRICE_TEXT} WLO` }).click();
    const buyDialog = actionDialog(buyer.page);
    await buyDialog.getByRole('heading', { name: 'Buy Item' }).waitFor();
    await buyDialog.getByText('10,000 WLO').waitFor();
    await shootBothWidths(buyer.page, 'market-07-buy-dialog', { fullPage: false });
    const success = await payThroughDialog(buyer.page, () =>
      buyDialog.getByRole('button', { name: `BUY FOR ${PRICE_TEXT} WLO` }).click(),
    );
    expect(success).toContain(`${name} is yours!`);
    await card.waitFor({ state: 'detached' });
    await toast(buyer.page, 'Your wallet balance may take a few seconds to update.').waitFor();

    // On chain: B paid the price into the escrow; out of it A got 95 %, the treasury 5 %, to the base
    // unit. What the farmer yielded while listed stays A's, paid with A's next harvest (not part of the sale).
    const split = marketplaceSplit(units(PRICE));
    expect(split.seller).toBe((units(PRICE) * 95n) / 100n);
    expect(split.fee).toBe((units(PRICE) * 5n) / 100n);
    const sale = await waitForHistory(
      baseUrl,
      seller.address,
      (entry) => entry.type === 'Sale' && entry.status === 'completed',
    );
    expect(sale).toMatchObject({
      category: 'marketplace',
      token: 'WLO',
      amount: 1172.832,
      status: 'completed',
    });
    expect(await wloUnits(baseUrl, seller.address)).toBe(sellerBefore + split.seller);
    expect(await wloUnits(baseUrl, treasury)).toBe(treasuryBefore + split.fee);
    expect(await wloUnits(baseUrl, buyer.address)).toBe(buyerBefore - units(PRICE));
    const purchase = (await history(baseUrl, buyer.address)).find((entry) => entry.type === 'Purchase');
    expect(purchase).toMatchObject({
      category: 'marketplace',
      amount: -1234.56,
      status: 'completed',
      item: `${name} (marketplace)`,
    });
    // Two transactions: B's payment into the escrow, and the escrow's payout to A.
    expect(purchase?.signature).toBeTruthy();
    expect(sale.signature).toBeTruthy();
    expect(purchase?.signature).not.toBe(sale.signature);

    // B's farmer is in MY FARMERS; A's listing is gone.
    await buyer.page.getByRole('link', { name: 'Farmers', exact: true }).first().click();
    await selectTab(buyer.page, /^MY FARMERS/);
    await buyer.page.locator(`[data-testid="farmer-card"][data-farmer-id="${farmer.entryId}"]`).waitFor();

    await gotoPath(seller.page, '/marketplace');
    await marketTab(seller.page, 'My Listings');
    await seller.page.getByTestId('listings-empty').getByText('No Active Listings').waitFor();
  });
  it('B lists the farmer, reprices and cancels it from My Listings, then sells it instantly (380 px)', async () => {
    const { baseUrl } = env.server;
    const { page, address } = buyer;
    await page.setViewportSize({ width: 380, height: 900 });
    await gotoPath(page, '/marketplace');
    await marketTab(page, 'My Inventory');
    const row = marketPanel(page).locator('[data-testid="inventory-row"][data-asset-type="farmer"]');
    await row.waitFor();
    const assetId = await row.getAttribute('data-asset-id');
    const rarity = (await row.getAttribute('data-rarity')) as Rarity;
    const name = await textOf(row.locator('strong'));

    await row.getByRole('button', { name: `List ${name} for sale` }).click();
    const dialog = actionDialog(page);
    await dialog.getByLabel('Your price (WLO)').fill('2000');
    await dialog.getByRole('button', { name: 'LIST FOR SALE' }).click();
    await toast(page, `${name} is listed for 2,000 WLO!`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Listed: the farmer's card on /farmers says so and cannot level up meanwhile.
    await page.getByRole('link', { name: 'Farmers', exact: true }).first().click();
    await selectTab(page, /^MY FARMERS/);
    const card = page.locator('[data-testid="farmer-card"][data-listed="true"]');
    await card.getByTestId('listed-badge').waitFor();
    expect(await card.getByRole('button', { name: 'LEVEL UP' }).isDisabled()).toBe(true);
    expect(await textOf(card)).toContain('Listed on the marketplace');
    await shootBothWidths(page, 'market-09-farmer-listed');
    await page.getByRole('link', { name: 'Marketplace', exact: true }).first().click();

    // Reprice: an empty price is refused with the spec's message, then the new price is kept.
    await marketTab(page, 'My Listings');
    const listing = marketPanel(page).locator(`[data-testid="my-listing-row"][data-asset-id="${assetId}"]`);
    await listing.getByRole('button', { name: `Edit the price of ${name}` }).click();
    await dialog.getByRole('heading', { name: 'Change Price' }).waitFor();
    const newPrice = dialog.getByLabel('New price (WLO)');
    await newPrice.fill('');
    await dialog.getByRole('button', { name: 'UPDATE PRICE' }).click();
    await dialog.getByRole('alert').getByText('Please enter a valid price greater than 0').waitFor();
    await newPrice.fill('2500');
    await dialog.getByRole('button', { name: 'UPDATE PRICE' }).click();
    await toast(page, 'Price updated successfully to 2,500 WLO!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await listing
      .getByTestId('my-listing-price')
      .filter({ hasText: /^2,500 WLO$/ })
      .waitFor();

    // Cancel: the listing goes, the farmer is back in My Inventory.
    await listing.getByRole('button', { name: `Cancel the listing of ${name}` }).click();
    await dialog.getByRole('heading', { name: 'Cancel Listing' }).waitFor();
    await dialog.getByRole('button', { name: 'CANCEL LISTING' }).click();
    await toast(page, 'Listing canceled successfully!').waitFor();
    await page.getByTestId('listings-empty').getByText('No Active Listings').waitFor();
    await page.getByTestId('listings-empty').getByRole('button', { name: 'List an Item for Sale' }).click();
    await page.locator('[data-testid="market-panel"][data-tab="inventory"]').waitFor();

    // Instant sale paid by the treasury: 80 % of the estimate or of the cost basis, whichever is lower
    // (docs/rules.md §6). A's basic farmer pack was paid in SOL: its WLO alternative, 100 WLO, kept through B's purchase.
    const offer = fromBaseUnits(
      instantSellPayout(estimateBaseUnits(rarity, 1), toBaseUnits(BASIC_PACK_COST_BASIS_WLO, WLO_DECIMALS)),
      WLO_DECIMALS,
    );
    const offerText = offer.toLocaleString('en-US');
    await row.getByRole('button', { name: `Sell ${name} now for ${offerText} WLO` }).click();
    await dialog.getByRole('heading', { name: 'Sell Instantly' }).waitFor();
    const sell = dialog.getByRole('button', { name: `SELL FOR ${offerText} WLO` });
    await sell.and(page.locator(':enabled')).waitFor();
    await shootBothWidths(page, 'market-08-sell-dialog', { fullPage: false });
    const before = await wloUnits(baseUrl, address);
    await sell.click();
    await toast(page, new RegExp(`^(Sold ${name} for ${offerText} WLO!|Payment pending: .+)$`)).waitFor();
    await toast(page, 'Your wallet balance may take a few seconds to update.').waitFor();
    await page.getByTestId('inventory-empty').getByText('Your inventory is empty').waitFor();
    const sale = await waitForHistory(
      baseUrl,
      address,
      (entry) => entry.type === 'Instant Sale' && entry.status === 'completed',
    );
    expect(sale).toMatchObject({ category: 'marketplace', amount: offer, token: 'WLO' });
    // Exactly the offer; the farmer's yield since B bought it comes with B's next harvest.
    expect(await wloUnits(baseUrl, address)).toBe(before + units(offer));
  });
});

describe('issue 18: what a player meets on the marketplace and /heroes', () => {
  it('offers every rarity, reads answers that lack optional fields, sends prices as numbers and toasts buy errors', async () => {
    const seller = await player('/farmers#packs');
    await buyAndOpenFarmerPack(seller.page);
    await seller.page.getByRole('link', { name: 'Marketplace', exact: true }).first().click();
    await seller.page.getByRole('heading', { level: 1, name: 'MARKETPLACE' }).waitFor();

    // An inventory answer without the farmers' level, rarity and power still lists them, with
    // the spec's defaults: level 1, rarity common (so the common estimate), power computed.
    await seller.page.route('**/assets/all/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { farmers: Record<string, unknown>[] };
      for (const farmer of body.farmers) {
        delete farmer.level;
        delete farmer.rarity;
        delete farmer.power;
      }
      await route.fulfill({ response, json: body });
    });
    // A fresh load, so the page holds no earlier answer of its own.
    await gotoPath(seller.page, '/marketplace');
    await marketTab(seller.page, 'My Inventory');
    const row = marketPanel(seller.page).locator('[data-testid="inventory-row"][data-asset-type="farmer"]');
    await row.waitFor();
    expect(await row.getAttribute('data-rarity')).toBe('common');
    expect(await textOf(row)).toContain(`${ESTIMATE_BY_RARITY_WLO.common.toLocaleString('en-US')} WLO`);
    expect(await seller.page.getByText('Failed to load your inventory data').count()).toBe(0);
    await shootBothWidths(seller.page, 'market-18-inventory-defaults');
    await seller.page.unroute('**/assets/all/**');
    await gotoPath(seller.page, '/marketplace');
    await marketTab(seller.page, 'My Inventory');
    const assetId = await row.getAttribute('data-asset-id');
    const name = await textOf(row.locator('strong'));

    // List and reprice send the price as a number (docs/spec/001-game.md §7).
    await row.getByRole('button', { name: `List ${name} for sale` }).click();
    const dialog = actionDialog(seller.page);
    await dialog.getByLabel('Your price (WLO)').fill('2000');
    const listRequest = seller.page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/marketplace/list'),
    );
    await dialog.getByRole('button', { name: 'LIST FOR SALE' }).click();
    expect((await listRequest).postDataJSON()).toMatchObject({ assetId, price: 2000 });
    await toast(seller.page, `${name} is listed for 2,000 WLO!`).waitFor();
    await marketTab(seller.page, 'My Listings');
    const mine = marketPanel(seller.page).locator(
      `[data-testid="my-listing-row"][data-asset-id="${assetId}"]`,
    );
    await mine.getByRole('button', { name: `Edit the price of ${name}` }).click();
    await dialog.getByLabel('New price (WLO)').fill('2500');
    const putRequest = seller.page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/marketplace/listings/'),
    );
    await dialog.getByRole('button', { name: 'UPDATE PRICE' }).click();
    expect((await putRequest).postDataJSON()).toMatchObject({ price: 2500 });
    await toast(seller.page, 'Price updated successfully to 2,500 WLO!').waitFor();
    const listingId = await mine.getAttribute('data-listing-id');

    // A listings answer without type, category, rarity, views or likes still shows the listing
    // (as an Item, rarity common), not 'Failed to load marketplace items…'.
    const shopper = await player('/marketplace');
    const { page } = shopper;
    await page.route('**/marketplace/listings?**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { listings: Record<string, unknown>[] } };
      for (const listing of body.data.listings) {
        for (const field of ['type', 'assetType', 'category', 'rarity', 'views', 'likes'])
          delete listing[field];
      }
      await route.fulfill({ response, json: body });
    });
    await gotoPath(page, '/marketplace');
    const card = page.locator(`[data-testid="listing-card"][data-listing-id="${listingId}"]`);
    await card.waitFor();
    expect(await card.getAttribute('data-rarity')).toBe('common');
    expect(await page.getByTestId('market-error').count()).toBe(0);
    await page.unroute('**/marketplace/listings?**');

    // The rarity buttons: LEGENDARY, EPIC, RARE, UNCOMMON, COMMON; all pressed asks for all five.
    const buttons = page.getByRole('group', { name: 'Rarity' }).getByRole('button');
    expect(await buttons.allInnerTexts()).toEqual(['LEGENDARY', 'EPIC', 'RARE', 'UNCOMMON', 'COMMON']);
    for (const label of ['LEGENDARY', 'EPIC', 'RARE', 'UNCOMMON']) {
      await page.getByRole('button', { name: label, exact: true }).click();
    }
    const allRarities = page.waitForRequest(
      (request) =>
        request.url().includes('/marketplace/listings?') &&
        new URL(request.url()).searchParams.get('rarity') === 'legendary,epic,rare,uncommon,common',
    );
    await page.getByRole('button', { name: 'COMMON', exact: true }).click();
    await allRarities;
    await card.waitFor();
    await shootBothWidths(page, 'market-18-browse-rarities');

    // A purchase answered 500 is a toast in the spec's words, as well as the dialog's line.
    await page.route('**/marketplace/buy/**', (route) =>
      route.fulfill({ status: 500, json: { error: 'INTERNAL', message: 'database offline' } }),
    );
    await card.getByRole('button', { name: `Buy ${name} for 2,500 WLO` }).click();
    await actionDialog(page).getByRole('button', { name: 'BUY FOR 2,500 WLO' }).click();
    const serverError = 'Server error occurred (500): database offline. The transaction may have failed.';
    await toast(page, serverError).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.unroute('**/marketplace/buy/**');

    // A real refusal (the seller cancelled meanwhile): the server's message as a toast.
    await mine.getByRole('button', { name: `Cancel the listing of ${name}` }).click();
    await dialog.getByRole('button', { name: 'CANCEL LISTING' }).click();
    await toast(seller.page, 'Listing canceled successfully!').waitFor();
    await card.getByRole('button', { name: `Buy ${name} for 2,500 WLO` }).click();
    await actionDialog(page).getByRole('button', { name: 'BUY FOR 2,500 WLO' }).click();
    await toast(page, 'Listing not found').waitFor();
    await page.getByRole('button', { name: 'Done' }).click();

    // An instant sale re-reads the balance at once and again 1.5 s later (docs/spec/001-game.md §4).
    await marketTab(seller.page, 'My Inventory');
    const balanceReads: number[] = [];
    seller.page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().includes('/wallet/balance/'))
        balanceReads.push(Date.now());
    });
    await row.getByRole('button', { name: new RegExp(`^Sell ${name} now for`) }).click();
    const sell = dialog.getByRole('button', { name: /^SELL FOR/ });
    await sell.and(seller.page.locator(':enabled')).waitFor();
    const sold = seller.page.waitForResponse((response) =>
      response.url().endsWith('/marketplace/instant-sell'),
    );
    await sell.click();
    expect((await sold).status()).toBe(200);
    const soldAt = Date.now();
    await toast(seller.page, 'Your wallet balance may take a few seconds to update.').waitFor();
    await seller.page.waitForTimeout(2_500);
    expect(balanceReads.some((at) => at >= soldAt - 200 && at < soldAt + 1_000)).toBe(true);
    expect(balanceReads.some((at) => at >= soldAt + 1_400)).toBe(true);
  });

  it('says on /heroes that heroes come from packs and the marketplace', async () => {
    const { page, pageErrors } = await env.open(1280);
    await gotoPath(page, '/heroes');
    const where = 'Heroes come from hero packs and from other players on the marketplace.';
    await page.getByText(where, { exact: false }).first().waitFor();
    expect(await page.getByText('Heroes can only be obtained from packs').count()).toBe(0);
    await shootBothWidths(page, 'heroes-18-showcase');

    const fresh = await player('/heroes');
    await fresh.page.getByTestId('heroes-empty').waitFor();
    expect(await textOf(fresh.page.getByTestId('heroes-empty'))).toContain(where);
    await shootBothWidths(fresh.page, 'heroes-18-empty');
    await fresh.page.getByTestId('heroes-empty').getByRole('link', { name: 'BROWSE MARKETPLACE' }).click();
    await fresh.page.getByRole('heading', { level: 1, name: 'MARKETPLACE' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
