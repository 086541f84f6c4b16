import { randomUUID } from 'node:crypto';
import { isWosError } from '@wos/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('discount vouchers', () => {
  it('are redeemed exactly once under parallel calls, and only by their wallet', async () => {
    const { db } = t.services.database;
    const { vouchers } = t.services;
    const wallet = 'So11111111111111111111111111111111111111112';
    const voucher = await db.transaction((tx) => vouchers.issue(tx, { wallet, sourceStakeId: randomUUID() }));
    expect(await vouchers.unused(wallet)).toEqual([voucher]);

    await expect(
      db.transaction((tx) => vouchers.redeem(tx, 'another-wallet', voucher.id)),
    ).rejects.toMatchObject({
      code: 'PACKS__VOUCHER_NOT_FOUND',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => db.transaction((tx) => vouchers.redeem(tx, wallet, voucher.id))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(isWosError(result.reason) && result.reason.code).toBe('PACKS__VOUCHER_USED');
    }
    expect(await vouchers.unused(wallet)).toEqual([]);
  });
});
