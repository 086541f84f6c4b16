import type { Locator, Page } from 'playwright-core';
import { textOf } from './app.ts';

/** The toasts, top-right. */
export function notifications(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

/** The transaction dialog's status once the flow has ended (success or error). */
export function finishedStep(page: Page): Locator {
  return page.getByTestId('transaction-step').and(page.locator('[data-step="success"], [data-step="error"]'));
}

export async function selectTab(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('tab', { name }).click();
}

/**
 * Pays through the transaction dialog and closes it; returns the step's text. Throws when
 * the flow ended in an error (with the dialog's message).
 */
export async function payThroughDialog(page: Page, start: () => Promise<void>): Promise<string> {
  await start();
  await finishedStep(page).waitFor();
  const step = page.getByTestId('transaction-step');
  const text = await textOf(step);
  if ((await step.getAttribute('data-step')) !== 'success') throw new Error(`Transaction failed: ${text}`);
  await page.getByRole('button', { name: 'Done' }).click();
  return text;
}

export interface OpenedPack {
  rarity: string;
  /** The catalogue id of what the pack held. */
  entryId: string;
}

/** Opens the newest pack in MY PACKS and returns what the reveal showed. */
export async function openFirstPack(page: Page): Promise<OpenedPack> {
  await selectTab(page, /^MY PACKS/);
  await page.getByTestId('my-packs').waitFor();
  await page.getByTestId('owned-pack').first().getByRole('button', { name: 'OPEN PACK' }).click();
  await page.locator('[data-testid="pack-reveal"][data-phase="revealed"]').waitFor();
  const result = page.getByTestId('pack-reveal-result');
  const opened = {
    rarity: (await result.getAttribute('data-rarity')) ?? '',
    entryId: (await result.getAttribute('data-entry-id')) ?? '',
  };
  await page.getByRole('button', { name: 'AWESOME!' }).click();
  await notifications(page)
    .getByText(new RegExp(`^Successfully obtained a ${opened.rarity} .+!$`))
    .waitFor();
  return opened;
}

/** A new player's farmer: a basic farmer pack bought in /farmers#packs (paid in SOL) and opened. */
export async function buyAndOpenFarmerPack(page: Page): Promise<OpenedPack> {
  await page.getByTestId('store-balance').filter({ hasText: /\d/ }).waitFor();
  await payThroughDialog(page, () =>
    page
      .getByTestId('pack-farmer-basic')
      .getByRole('button', { name: /^BUY FOR/ })
      .click(),
  );
  return openFirstPack(page);
}

/**
 * A Dev Wallet that starts with exactly `funds`: the page's own starter airdrop is not let
 * through, and the test airdrops these amounts on the real server instead.
 */
export async function withoutStarterFunds(page: Page): Promise<void> {
  await page.route('**/dev/airdrop', (route) => route.abort());
}

export async function airdrop(baseUrl: string, walletAddress: string, funds: { sol: number; wlo: number }) {
  const response = await fetch(`${baseUrl}/dev/airdrop`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ walletAddress, ...funds }),
  });
  if (!response.ok) throw new Error(`airdrop: ${response.status} ${await response.text()}`);
}

/** The pack prepare calls the page sends from now on (method and path). */
export function recordPrepareCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/packs\/prepare-(discounted-)?transaction$/.test(new URL(request.url()).pathname)) {
      calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return calls;
}
