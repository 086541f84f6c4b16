import { shareByWeight, weeklyFarmingPayout } from '@wos/shared';
import type { Logger } from 'pino';
import type { Database } from '../../../db/database.ts';
import type { PayoutRequest, PayoutsService } from '../../../payments/payouts/service.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { RecurringTask, ScheduledJob } from '../../../platform/jobs/scheduler.ts';
import type { FarmingDistributionsRepo } from './repo.ts';

export const WEEKLY_REWARD_KIND = 'weekly_farming_reward';
/** Payouts read for one dispatch pass (one statement); the pass sends them in pipelined groups. */
const DISPATCH_CHUNK = 20_000;

export function weeklyDedupeKey(week: string, wallet: string): string {
  return `weekly:${week}:${wallet}`;
}

/**
 * Weekly farming rewards (docs/spec/001-game.md §9, docs/rules.md §4). At Sunday 00:00 UTC the
 * job shares half of what the farming pool can pay (its balance less payouts
 * already owed) by farm power — the other half stays for the week's harvests — rounded down per wallet, and accepts one payout per
 * wallet (dedupe key `weekly:<week>:<wallet>`) with its pending history row,
 * plus the week's farming_distributions row — all in the job's transaction,
 * with its job_runs claim: a crash before commit leaves nothing, so the week
 * runs again whole; after commit the week is never shared again. The payouts
 * are then sent in batches by the dispatcher, which any process may run at
 * any time: a crash mid-way leaves payouts pending (sent again) or sent
 * (settled by signature), never paid twice.
 */
export function createWeeklyRewards(deps: {
  payouts: PayoutsService;
  repo: FarmingDistributionsRepo;
  /** Every wallet's weight (farm power × 1000, exact), in one statement (the leaderboard's farmWeights). */
  farmWeights: (tx: Database) => Promise<{ wallet: string; weight: bigint }[]>;
  clock: Clock;
  log: Logger;
  /** Called when a distribution's payouts were sent (the reward pool's reads drop their cache). */
  onDispatched?: () => void;
}) {
  const { payouts, repo, farmWeights, clock, log } = deps;

  async function distribute(tx: Database, week: string): Promise<{ total: bigint; wallets: number }> {
    const available = await payouts.spendable(tx, 'farmingPool');
    const payable = weeklyFarmingPayout(available);
    // In address order: the week's rows then land side by side in every index they touch.
    const eligible = (await farmWeights(tx))
      .filter((entry) => entry.weight > 0n)
      .sort((a, b) => (a.wallet < b.wallet ? -1 : a.wallet > b.wallet ? 1 : 0));
    const shares =
      payable > 0n
        ? shareByWeight(
            payable,
            eligible.map((entry) => entry.weight),
          )
        : [];
    const requests: PayoutRequest[] = [];
    eligible.forEach((entry, i) => {
      const amount = shares[i] ?? 0n;
      if (amount <= 0n) return;
      requests.push({
        kind: WEEKLY_REWARD_KIND,
        wallet: entry.wallet,
        amount,
        sourcePool: 'farmingPool',
        dedupeKey: weeklyDedupeKey(week, entry.wallet),
        history: {
          type: 'Weekly Reward',
          category: 'farming',
          item: `Weekly farming reward (week of ${week})`,
        },
      });
    });
    const accepted = await payouts.enqueueMany(tx, requests);
    const total = accepted.reduce((sum, row) => sum + row.amount, 0n);
    await repo.insert(
      {
        week,
        poolAvailable: available < 0n ? 0n : available,
        totalAmount: total,
        wallets: accepted.length,
        createdAt: clock.now(),
      },
      tx,
    );
    log.info({ week, wallets: accepted.length, total: String(total) }, 'weekly farming rewards accepted');
    return { total, wallets: accepted.length };
  }

  /**
   * Sends every weekly payout that is due, pass after pass (each reads a
   * chunk and sends it many per transaction, several transactions in
   * flight). Stops when a pass lands nothing (the rest wait for their retry
   * time, e.g. while the pool is short, or for the reconciler).
   */
  async function dispatchDue(): Promise<void> {
    let landed = 0;
    for (;;) {
      const pass = await payouts.dispatchDueOfKind(WEEKLY_REWARD_KIND, DISPATCH_CHUNK);
      if (pass.landed === 0) break;
      landed += pass.landed;
    }
    if (landed > 0) deps.onDispatched?.();
  }

  const job: ScheduledJob = {
    name: 'farming-weekly-rewards',
    cadence: 'weekly',
    run: async ({ tx, period }) => {
      await distribute(tx, period);
    },
  };

  const dispatcher: RecurringTask = { name: 'farming-weekly-dispatch', run: dispatchDue };

  return { job, dispatcher, distribute, dispatchDue };
}

export type WeeklyRewards = ReturnType<typeof createWeeklyRewards>;
