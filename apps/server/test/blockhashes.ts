import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalnet } from '@wos/localnet';
import { callNodeExtra } from '@wos/svm';
import { startTestApp, type TestApp } from './app.ts';

/**
 * A test app whose blockhashes the test may expire (blockhashesExpire). When
 * the suite runs on a shared local node (SOLANA_RPC_URL, CI's third run), the
 * app gets a node of its own: moving the shared node's slots would expire the
 * blockhash every other test file's app keeps for a few seconds
 * (apps/server/src/chain/recent-blockhash.ts) and fail their payments.
 */
export async function startTestAppThatExpiresBlockhashes(): Promise<TestApp> {
  if (!process.env.SOLANA_RPC_URL) return startTestApp();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wos-own-node-'));
  const node = await startLocalnet({ dataDir, port: 0 });
  const t = await startTestApp({ solanaRpcUrl: node.rpcUrl, network: 'localnet' });
  return {
    ...t,
    async close() {
      try {
        await t.close();
      } finally {
        await node.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Makes every blockhash handed out so far expire. The embedded chain judges a
 * blockhash by the game's clock (the caller moves it); the local node by its
 * slots, which are moved on here, on a node no other test file uses.
 */
export async function blockhashesExpire(t: TestApp): Promise<void> {
  const { solanaRpcUrl } = t.services.config;
  if (t.services.chain.kind !== 'rpc' || !solanaRpcUrl) return;
  if (solanaRpcUrl === process.env.SOLANA_RPC_URL) {
    throw new Error('blockhashesExpire: start the app with startTestAppThatExpiresBlockhashes()');
  }
  await callNodeExtra(solanaRpcUrl, 'wos_warpSlots', [1_000]);
  t.services.chain.forgetBlockhash();
}
