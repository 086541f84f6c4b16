import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectDevWallet,
  gotoPath,
  readSession,
  SESSION_STORAGE_KEY,
  SHORT_ADDRESS,
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

describe('session', () => {
  it('survives a reload of the tab: the wallet reconnects with the same session', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/');
    const session = await connectDevWallet(page);

    await page.reload();
    await waitForText(walletButton(page), SHORT_ADDRESS);
    expect(await readSession(page)).toEqual(session);
    expect(await textOf(walletButton(page))).toBe(
      `${session.walletAddress.slice(0, 4)}..${session.walletAddress.slice(-4)}`,
    );
  });

  it("warns when the connected wallet is not the session's, and Reconnect signs in again", async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/');
    const session = await connectDevWallet(page);

    // The tab's session now names another wallet than the one that reconnects after reload.
    const other = 'Vote111111111111111111111111111111111111111';
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
      SESSION_STORAGE_KEY,
      JSON.stringify({ ...session, walletAddress: other }),
    ] as const);
    await page.reload();
    const banner = page.getByRole('alert').filter({ hasText: 'does not match your session' });
    await banner.waitFor();
    expect(await textOf(banner)).toContain('Please reconnect');

    await banner.getByRole('button', { name: 'Reconnect' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.waitForFunction(
      ([key, address]) => JSON.parse(sessionStorage.getItem(key) ?? '{}').walletAddress === address,
      [SESSION_STORAGE_KEY, session.walletAddress] as const,
    );
    const renewed = await readSession(page);
    expect(renewed?.walletAddress).toBe(session.walletAddress);
    expect(renewed?.token).not.toBe(session.token);
  });
});
