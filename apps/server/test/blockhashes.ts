import { callNodeExtra } from '@wos/svm';
import type { TestApp } from './app.ts';

/**
 * Makes every blockhash handed out so far expire. The embedded chain judges a
 * blockhash by the game's clock (the caller moves it); the local node (CI runs
 * the server suite on it too) by its slots, which are moved on here.
 */
export async function blockhashesExpire(t: TestApp): Promise<void> {
  const { solanaRpcUrl } = t.services.config;
  if (t.services.chain.kind === 'rpc' && solanaRpcUrl) {
    await callNodeExtra(solanaRpcUrl, 'wos_warpSlots', [1_000]);
    t.services.chain.forgetBlockhash();
  }
}
