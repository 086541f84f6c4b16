import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectDevWallet,
  gotoPath,
  readSession,
  SESSION_STORAGE_KEY,
  textOf,
  waitForText,
  walletButton,
} from '../harness/app.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';

let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

async function sessionStatus(token: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${env.server.baseUrl}/auth/session`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
}

describe('wallet connection', () => {
  it('a new player connects the Dev Wallet, signs in and sees the shortened address', async () => {
    const { page, pageErrors } = await env.open(1280);
    await gotoPath(page, '/');
    const session = await connectDevWallet(page);

    const label = await textOf(walletButton(page));
    expect(label).toBe(`${session.walletAddress.slice(0, 4)}..${session.walletAddress.slice(-4)}`);
    expect(await sessionStatus(session.token)).toEqual({
      status: 200,
      body: { walletAddress: session.walletAddress, expiresAt: expect.any(String) },
    });
    // The wallet adapter remembers the chosen wallet under 'walletName'.
    expect(await page.evaluate(() => localStorage.getItem('walletName'))).toBe('"Dev Wallet"');

    // A new Dev Wallet player on localnet gets starting funds, shown on the wallet page.
    await page.locator('header.navbar').getByRole('link', { name: 'WALLET' }).click();
    await page.waitForURL('**/wallet');
    await waitForText(page.getByTestId('balance-sol'), '10.0000');
    await waitForText(page.getByTestId('balance-wlo'), '10,000.00');
    expect(pageErrors).toEqual([]);
  });

  it('lists the Dev Wallet as detected in the wallet modal', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/');
    await walletButton(page).click();
    const item = page.locator('.wallet-adapter-modal-list .wallet-adapter-button', { hasText: 'Dev Wallet' });
    await waitForText(item, 'Detected');
    expect(await textOf(page.locator('.wallet-adapter-modal-title'))).toBe('Connect a wallet to continue');
    await page.locator('.wallet-adapter-modal-button-close').click();
    await page.locator('.wallet-adapter-modal').waitFor({ state: 'detached' });
    await waitForText(walletButton(page), 'Select Wallet');
  });

  it('Copy address shows Copied and puts the address on the clipboard', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/');
    const session = await connectDevWallet(page);

    await walletButton(page).click();
    const menu = page.getByRole('menu', { name: 'Wallet' });
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'Copy address',
      'Change wallet',
      'Disconnect',
    ]);
    await menu.getByRole('menuitem', { name: 'Copy address' }).click();
    await waitForText(menu.getByRole('menuitem').first(), 'Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(session.walletAddress);
    // The label returns to 'Copy address' by itself.
    await waitForText(menu.getByRole('menuitem').first(), 'Copy address');
  });

  it('Disconnect clears the session', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/');
    const session = await connectDevWallet(page);

    await walletButton(page).click();
    await page.getByRole('menuitem', { name: 'Disconnect' }).click();
    await waitForText(walletButton(page), 'Select Wallet');
    await page.waitForFunction((key) => sessionStorage.getItem(key) === null, SESSION_STORAGE_KEY);
    expect(await readSession(page)).toBeNull();

    // The server revoked the token too.
    await expect.poll(async () => (await sessionStatus(session.token)).status, { timeout: 15_000 }).toBe(401);

    // The wallet page is back to its connect prompt.
    await gotoPath(page, '/wallet');
    await page.getByRole('button', { name: 'CONNECT WALLET' }).waitFor();
    expect(await page.getByTestId('balance-sol').count()).toBe(0);
  });

  it('on connect fetches balance, assets and the first page of transactions, again after a reconnect', async () => {
    const { page, pageErrors } = await env.open(1280);
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        request.method() === 'GET' &&
        /^\/(wallet\/(balance|transactions)|assets\/all)\//.test(url.pathname)
      ) {
        reads.push(`${url.pathname}?${url.searchParams.toString()}`);
      }
    });
    // A page that shows none of them: the session itself reads them
    // (docs/spec/000-shell-wallet-staking.md §4).
    await gotoPath(page, '/roadmap');
    const expected = (address: string) => [
      `/wallet/balance/${address}?network=localnet`,
      `/assets/all/${address}?network=localnet`,
      `/wallet/transactions/${address}?page=1&limit=10&network=localnet`,
    ];
    // Read on connect, before the wallet has signed in: the sign-in is held until they are.
    let releaseSignIn = () => {};
    const signInHeld = new Promise<void>((resolve) => {
      releaseSignIn = resolve;
    });
    await page.route('**/auth/sign', async (route) => {
      await signInHeld;
      await route.continue();
    });
    const connecting = connectDevWallet(page);
    await expect.poll(() => reads.length, { timeout: 15_000 }).toBe(3);
    releaseSignIn();
    const { walletAddress } = await connecting;
    await page.unroute('**/auth/sign');
    expect(expected(walletAddress).every((read) => reads.includes(read))).toBe(true);

    // Disconnect clears them; connecting again reads them again at once.
    await walletButton(page).click();
    await page.getByRole('menuitem', { name: 'Disconnect' }).click();
    await waitForText(walletButton(page), 'Select Wallet');
    reads.length = 0;
    await connectDevWallet(page);
    await expect
      .poll(() => expected(walletAddress).every((read) => reads.includes(read)), { timeout: 15_000 })
      .toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('connects from the 380 px menu too', async () => {
    const { page } = await env.open(380, 800);
    await gotoPath(page, '/');
    const session = await connectDevWallet(page);
    const menuButton = page.locator('#mobile-menu').getByTestId('wallet-button');
    expect(await textOf(menuButton)).toBe(
      `${session.walletAddress.slice(0, 4)}..${session.walletAddress.slice(-4)}`,
    );
  });
});
