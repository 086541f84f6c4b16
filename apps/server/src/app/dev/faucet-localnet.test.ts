import { address, type Signature } from '@solana/kit';
import { spawnLocalnet } from '@wos/localnet';
import { callNodeExtra } from '@wos/svm';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newKey } from '../../../test/players.ts';
import { appOnProxiedNode } from '../../../test/proxied-node.ts';
import { walletTransactions } from '../../account/wallet/tables.ts';
import { faucetMints } from './tables.ts';

/**
 * The dev faucet on the local node when the node goes away mid-mint (decided
 * 2026-11-27): a mint that landed while its answer was lost, or while the
 * node was killed, is found by the reconciler; one that never landed fails;
 * chain and history agree (and WLO is conserved, checked at close).
 */
const WLO = 1_000_000n;
const env = appOnProxiedNode('faucet');

const wloOf = (owner: string) =>
  env.t.services.chain.getTokenBalance(address(owner), env.t.services.accounts.wloMint);
const airdrop = (walletAddress: string, wlo: number) =>
  env.t.app.inject({ method: 'POST', url: '/dev/airdrop', payload: { walletAddress, wlo } });

/** Each faucet row of these wallets with its history row and what the chain says of its signature. */
async function ledgerOf(wallets: readonly string[]) {
  const { db } = env.t.services.database;
  const mints = await db
    .select()
    .from(faucetMints)
    .where(inArray(faucetMints.wallet, [...wallets]));
  return Promise.all(
    mints.map(async (mint) => {
      const [history] = await db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.id, mint.historyId));
      const chain = await env.t.services.chain.getSignatureState(mint.signature as Signature);
      return { mint: mint.status, history: history?.status, chain, amount: mint.amount, wallet: mint.wallet };
    }),
  );
}

/** Reconciles until no mint of these wallets is pending (the node decides each within its blockhash's life). */
async function reconciled(wallets: readonly string[]): Promise<void> {
  for (let pass = 0; pass < 120; pass += 1) {
    await env.t.services.faucet.reconcile();
    if ((await ledgerOf(wallets)).every((row) => row.mint !== 'pending')) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('faucet mints still pending');
}

describe('the faucet on the local node when the answer or the node is lost', () => {
  it('a mint that landed while its answer was lost answers 503, then is completed by the reconciler', async () => {
    const key = await newKey();
    // The node receives the transaction and lands it; its answer never comes back.
    env.proxy.hangNext(1, { method: 'sendTransaction', forward: true });
    const answer = await airdrop(key.address, 10);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ error: 'CHAIN__UNAVAILABLE' });
    env.proxy.reset();

    const [pending] = await ledgerOf([key.address]);
    expect(pending).toMatchObject({ mint: 'pending', history: 'pending' });
    await reconciled([key.address]);
    expect(await ledgerOf([key.address])).toEqual([
      { mint: 'confirmed', history: 'completed', chain: 'confirmed', amount: 10n * WLO, wallet: key.address },
    ]);
    expect(await wloOf(key.address)).toBe(10n * WLO);
  });

  it('the node killed with SIGKILL during a burst of airdrops: every mint on chain has its completed row, every other failed', async () => {
    const keys = await Promise.all(Array.from({ length: 4 }, () => newKey()));
    const wallets = keys.map((key) => key.address);
    // Four players ask for 10 WLO again and again until the node is gone.
    const answered = new Map<string, number[]>(wallets.map((wallet) => [wallet, []]));
    const burst = Promise.all(
      wallets.map(async (wallet) => {
        for (;;) {
          const status = (await airdrop(wallet, 10)).statusCode;
          answered.get(wallet)?.push(status);
          if (status !== 200) return;
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    await env.node.stop('SIGKILL');
    await burst;
    env.node = await spawnLocalnet({ dataDir: env.dataDir, port: env.node.port });
    // Past the life of every blockhash the burst used: what has not landed never will.
    await callNodeExtra(env.node.rpcUrl, 'wos_warpSlots', [200]);

    await reconciled(wallets);
    const rows = await ledgerOf(wallets);
    for (const row of rows) {
      expect(row).toMatchObject(
        row.chain === 'confirmed'
          ? { mint: 'confirmed', history: 'completed' }
          : { mint: 'failed', history: 'failed' },
      );
    }
    // Every wallet holds exactly what its confirmed rows say; every 200 is among them.
    for (const wallet of wallets) {
      const confirmed = rows.filter((row) => row.wallet === wallet && row.mint === 'confirmed');
      expect(await wloOf(wallet)).toBe(confirmed.reduce((sum, row) => sum + row.amount, 0n));
      const ok = (answered.get(wallet) ?? []).filter((status) => status === 200).length;
      expect(confirmed.length).toBeGreaterThanOrEqual(ok);
    }
  }, 120_000);
});
