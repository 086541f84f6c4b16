import { FARMING_POOL_SHORT_MESSAGE, fromBaseUnits, isWosError, WLO_DECIMALS, WosError } from '@wos/shared';
import type { Database } from '../../db/database.ts';
import type { PayoutsService } from '../../payments/payouts/service.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { FarmersRepo } from './repo.ts';
import { unpaidYield } from './yield.ts';

/**
 * A farmer harvested less than this long ago is left out of the next harvest
 * (its yield keeps accruing, nothing is lost). Two harvests sent together
 * therefore pay once: the second finds every farmer just harvested.
 */
export const HARVEST_MIN_INTERVAL_MS = 2_000;

export { FARMING_POOL_SHORT_MESSAGE };

const wlo = (units: bigint) => fromBaseUnits(units, WLO_DECIMALS);

/**
 * Harvest: in one database transaction the wallet's farmers are locked, their
 * unpaid yield summed with what farmers it sold earned before the sale, the payout from the farming pool accepted (refused when
 * the pool cannot cover it: then nothing changes) and the farmers marked
 * harvested; the payout is sent after commit, and reported pending until it lands.
 */
export function createHarvest(deps: {
  db: Database;
  repo: FarmersRepo;
  payouts: PayoutsService;
  clock: Clock;
}) {
  const { db, repo, payouts, clock } = deps;
  return async function harvest(walletAddress: string) {
    const accepted = await db.transaction(async (tx) => {
      const rows = await repo.lockByOwner(walletAddress, tx);
      // What farmers the wallet sold earned for it before they left.
      const credit = await repo.lockCredit(walletAddress, tx);
      if (rows.length === 0 && credit === 0n) throw new WosError('FARMERS__NONE_OWNED');
      const now = clock.now();
      const ready = rows.filter(
        (row) =>
          row.bankedYield > 0n || now.getTime() - row.lastHarvested.getTime() >= HARVEST_MIN_INTERVAL_MS,
      );
      const amount = ready.reduce((sum, row) => sum + unpaidYield(row, now), credit);
      if (amount <= 0n) throw new WosError('FARMERS__NOTHING_TO_HARVEST');
      const payout = await payouts
        .enqueue(tx, {
          kind: 'farming_harvest',
          wallet: walletAddress,
          amount,
          sourcePool: 'farmingPool',
          dedupeKey: `harvest:${walletAddress}:${now.getTime()}`,
          history: {
            type: 'Farming Reward',
            category: 'farming',
            item: `Harvest of ${ready.length} farmer${ready.length === 1 ? '' : 's'}${credit > 0n ? ' and of farmers sold' : ''}`,
          },
        })
        .catch((error: unknown) => {
          if (isWosError(error) && error.code === 'PAYMENT__POOL_INSUFFICIENT') {
            throw new WosError('PAYMENT__POOL_INSUFFICIENT', { message: FARMING_POOL_SHORT_MESSAGE });
          }
          throw error;
        });
      await repo.markHarvested(
        ready.map((row) => row.id),
        now,
        tx,
      );
      if (credit > 0n) await repo.clearCredit(walletAddress, tx);
      return { payoutId: payout.id, amount, farmers: ready.length, harvestedAt: now };
    });
    const payout = await payouts.dispatch(accepted.payoutId);
    const paid = wlo(accepted.amount);
    return {
      success: true as const,
      amount: paid,
      farmers: accepted.farmers,
      harvestedAt: accepted.harvestedAt.toISOString(),
      message:
        payout.status === 'confirmed'
          ? `Harvested ${paid} WLO`
          : `Harvest of ${paid} WLO accepted; payment pending`,
      payout,
    };
  };
}
