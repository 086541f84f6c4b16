import { address, generateKeyPairSigner } from '@solana/kit';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { walletTransactions } from '../../account/wallet/tables.ts';
import type { PayoutRow } from './repo.ts';
import type { PayoutRequest } from './service.ts';
import { payouts as payoutsTable } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const wloOf = (owner: string) =>
  t.services.chain.getTokenBalance(address(owner), t.services.accounts.wloMint);

async function enqueueMany(round: string, wallets: string[], count: number): Promise<PayoutRow[]> {
  const { db } = t.services.database;
  return db.transaction(async (tx) => {
    const rows: PayoutRow[] = [];
    for (let i = 0; i < count; i++) {
      rows.push(
        await t.services.payouts.enqueue(tx, {
          kind: 'test',
          wallet: wallets[i % wallets.length]!,
          amount: BigInt(1_000_000 + i),
          sourcePool: 'treasury',
          dedupeKey: `batch-test:${round}:${i}`,
          history: { type: 'Staking Reward', category: 'staking', item: `batch ${round} #${i}` },
        }),
      );
    }
    return rows;
  });
}

describe('batched payouts', () => {
  let wallets: string[];
  beforeAll(async () => {
    wallets = await Promise.all(
      Array.from({ length: 25 }, async () => (await generateKeyPairSigner()).address),
    );
  });

  it('pays 50 payouts in a few transactions, each exactly once, and a re-run pays nothing more', async () => {
    const rows = await enqueueMany('first', wallets, 50);
    const receipts = await t.services.payouts.dispatchBatch(rows.map((row) => row.id));
    expect([...receipts.values()].every((receipt) => receipt.status === 'confirmed')).toBe(true);
    const signatures = new Set([...receipts.values()].map((receipt) => receipt.signature));
    expect(signatures.size).toBeGreaterThan(1);
    expect(signatures.size).toBeLessThan(50);

    const expected = new Map<string, bigint>();
    for (const row of rows) expected.set(row.wallet, (expected.get(row.wallet) ?? 0n) + row.amount);
    const paid = async () =>
      Promise.all(wallets.map(async (wallet) => [wallet, await wloOf(wallet)] as const));
    expect(new Map(await paid())).toEqual(expected);

    // Every history row completed with its own batch's signature.
    const history = await t.services.database.db
      .select()
      .from(walletTransactions)
      .where(inArray(walletTransactions.wallet, wallets));
    expect(history).toHaveLength(50);
    for (const entry of history) {
      expect(entry.status).toBe('completed');
      expect(signatures.has(entry.signature)).toBe(true);
    }

    await t.services.payouts.dispatchBatch(rows.map((row) => row.id));
    t.services.clock.setOffset(t.services.clock.offset + 60 * 60_000);
    await t.services.payouts.reconcile();
    expect(new Map(await paid())).toEqual(expected);
    // The same dedupe keys make no new payouts.
    const again = await enqueueMany('first', wallets, 50);
    expect(again.map((row) => row.id)).toEqual(rows.map((row) => row.id));
  });

  it('fits about twenty transfers in a transaction when the token accounts exist', async () => {
    const rows = await enqueueMany('second', wallets, 50);
    const receipts = await t.services.payouts.dispatchBatch(rows.map((row) => row.id));
    const signatures = new Set([...receipts.values()].map((receipt) => receipt.signature));
    expect(signatures.size).toBeLessThanOrEqual(3);
    const stored = await t.services.database.db
      .select()
      .from(payoutsTable)
      .where(
        inArray(
          payoutsTable.id,
          rows.map((row) => row.id),
        ),
      );
    expect(stored.every((row) => row.status === 'confirmed' && row.attempts === 1)).toBe(true);
  });

  it('two dispatches of the same payouts at once pay each exactly once', async () => {
    const rows = await enqueueMany('race', wallets, 60);
    const before = await Promise.all(wallets.map(wloOf));
    const ids = rows.map((row) => row.id);
    // Different orders, so each claims groups the other also wants.
    await Promise.all([
      t.services.payouts.dispatchBatch(ids),
      t.services.payouts.dispatchBatch([...ids].reverse()),
    ]);
    const after = await Promise.all(wallets.map(wloOf));
    const expected = new Map<string, bigint>();
    for (const row of rows) expected.set(row.wallet, (expected.get(row.wallet) ?? 0n) + row.amount);
    wallets.forEach((wallet, i) => {
      expect(after[i]! - before[i]!).toBe(expected.get(wallet) ?? 0n);
    });
    const stored = await t.services.database.db
      .select()
      .from(payoutsTable)
      .where(inArray(payoutsTable.id, ids));
    expect(stored.every((row) => row.status === 'confirmed' && row.attempts === 1)).toBe(true);
  });

  it('accepts many payouts in one call, skipping the dedupe keys that exist, with a history row for each one made', async () => {
    const { db } = t.services.database;
    const request = (i: number): PayoutRequest => ({
      kind: 'test',
      wallet: wallets[i % wallets.length]!,
      amount: BigInt(2_000_000 + i),
      sourcePool: 'treasury',
      dedupeKey: `batch-test:many:${i}`,
      history: { type: 'Staking Reward', category: 'staking', item: `many #${i}` },
    });
    const first = await db.transaction((tx) => t.services.payouts.enqueueMany(tx, [0, 1, 2].map(request)));
    expect(first.map((row) => row.dedupeKey)).toEqual([0, 1, 2].map((i) => `batch-test:many:${i}`));
    // Keys 1 and 2 exist: only 3 and 4 are made, each with its own history row.
    const second = await db.transaction((tx) =>
      t.services.payouts.enqueueMany(tx, [1, 2, 3, 4].map(request)),
    );
    expect(second.map((row) => row.dedupeKey)).toEqual(['batch-test:many:3', 'batch-test:many:4']);
    const stored = await db
      .select()
      .from(payoutsTable)
      .where(
        inArray(
          payoutsTable.dedupeKey,
          [0, 1, 2, 3, 4].map((i) => `batch-test:many:${i}`),
        ),
      );
    expect(stored).toHaveLength(5);
    expect(stored.find((row) => row.dedupeKey === 'batch-test:many:1')?.id).toBe(first[1]?.id);
    const histories = await db
      .select()
      .from(walletTransactions)
      .where(
        inArray(
          walletTransactions.item,
          [0, 1, 2, 3, 4].map((i) => `many #${i}`),
        ),
      );
    expect(histories.map((row) => row.item).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `many #${i}`));
    expect(histories.every((row) => row.status === 'pending' && row.token === 'WLO')).toBe(true);
    await t.services.payouts.dispatchBatch(stored.map((row) => row.id));
  });

  it('the reconciler sends due pending payouts in batches', async () => {
    const rows = await enqueueMany('third', wallets, 30);
    const before = await Promise.all(wallets.map(wloOf));
    t.services.clock.setOffset(t.services.clock.offset + 60_000);
    await t.services.payouts.reconcile();
    const after = await Promise.all(wallets.map(wloOf));
    const total = after.reduce((sum, balance, i) => sum + balance - (before[i] ?? 0n), 0n);
    expect(total).toBe(rows.reduce((sum, row) => sum + row.amount, 0n));
    const stored = await t.services.database.db
      .select()
      .from(payoutsTable)
      .where(
        inArray(
          payoutsTable.id,
          rows.map((row) => row.id),
        ),
      );
    expect(new Set(stored.map((row) => row.signature)).size).toBeLessThanOrEqual(2);
  });
});
