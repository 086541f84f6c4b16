import { randomUUID } from 'node:crypto';
import { type DiscountVoucher, WosError } from '@wos/shared';
import type { Statement } from '../../db/batch.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { drawVoucher } from './draw.ts';
import { type VoucherRow, type VouchersRepo, voucherStatements } from './repo.ts';

/** Discount vouchers: the wheel issues them (claim-with-risk), packs redeem them once. */
export function createVouchersService(deps: { db: Database; repo: VouchersRepo; clock: Clock }) {
  const { db, repo, clock } = deps;
  return {
    /** Draws one wheel spin on the server and records it inside the caller's transaction. */
    async issue(tx: Database, request: { wallet: string; sourceStakeId: string }): Promise<DiscountVoucher> {
      const row = await repo.insert(
        { id: randomUUID(), ...request, ...drawVoucher(), createdAt: clock.now() },
        tx,
      );
      return toVoucher(row);
    },

    /**
     * Uses the wallet's voucher exactly once, even under parallel calls; the
     * caller's transaction rolls the use back if its purchase fails.
     */
    async redeem(tx: Database, wallet: string, voucherId: string): Promise<DiscountVoucher> {
      const used = await repo.markUsed(wallet, voucherId, clock.now(), tx);
      if (used) return toVoucher(used);
      const existing = await repo.find(voucherId, tx);
      if (!existing || existing.wallet !== wallet) throw new WosError('PACKS__VOUCHER_NOT_FOUND');
      throw new WosError('PACKS__VOUCHER_USED');
    },

    /**
     * The same use as a statement of the caller's batch: it answers one row
     * when this use took the voucher, none when it was used already.
     */
    redeemStatement(wallet: string, voucherId: string): Statement {
      return voucherStatements.markUsed(wallet, voucherId, clock.now());
    },

    async unused(wallet: string): Promise<DiscountVoucher[]> {
      const rows = await repo.listByWallet(wallet, db);
      return rows.filter((row) => !row.usedAt).map(toVoucher);
    },
  };
}

function toVoucher(row: VoucherRow): DiscountVoucher {
  return { id: row.id, packType: row.packType, discountPercent: row.discountPercent };
}

export type VouchersService = ReturnType<typeof createVouchersService>;
