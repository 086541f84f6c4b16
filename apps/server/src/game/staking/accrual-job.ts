import type { Clock } from '../../platform/clock/clock.ts';
import type { ScheduledJob } from '../../platform/jobs/scheduler.ts';
import type { StakingRepo } from './repo.ts';

/** Daily at 00:00 UTC: staking rewards for every whole day staked, in one statement. */
export function stakingAccrualJob(repo: StakingRepo, clock: Clock): ScheduledJob {
  return {
    name: 'staking-accrual',
    cadence: 'daily',
    run: ({ tx, period, periodStart }) => repo.accrue(periodStart, period, clock.now(), tx),
  };
}
