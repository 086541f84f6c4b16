import { isApiError } from '../../../lib/api/api-error.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { formatAmount } from '../../../lib/format/number.ts';
import { useRewardPool } from '../data-access/useRewardPool.ts';
import { useWeeklyPoolBalance } from '../data-access/useWeeklyPoolBalance.ts';
import { FARMERS_MESSAGES } from '../lib/farmers-messages.ts';
import { WeeklyCountdown } from './WeeklyCountdown.tsx';

/** docs/spec/001-game.md §8: why the pool could not be shown. */
function poolError(error: unknown): string {
  if (isApiError(error) && error.status === 0) return FARMERS_MESSAGES.connectionFailed;
  if (isApiError(error) && error.status >= 400) return FARMERS_MESSAGES.poolFailed;
  return FARMERS_MESSAGES.poolDataFailed;
}

/**
 * The weekly reward pool: the farming pool's tokens (docs/spec/001-game.md §7, summed by uiAmount), what
 * next Sunday 00:00 UTC pays from it by farm power (half; the other half stays for harvests), a
 * live countdown to it, and the last distribution.
 */
export function RewardPoolCard() {
  const pool = useRewardPool();
  const poolBalance = useWeeklyPoolBalance();

  return (
    <aside className="reward-pool" aria-labelledby="reward-pool-title" data-testid="reward-pool">
      <p id="reward-pool-title" className="reward-pool__title">
        WEEKLY REWARD POOL
      </p>
      {poolBalance.balance !== undefined ? (
        <p className="reward-pool__balance" data-testid="reward-pool-balance">
          {formatAmount(poolBalance.balance, 2)} <span>WLO</span>
        </p>
      ) : (
        <p className={`reward-pool__state ${poolBalance.isError ? 'is-error' : 'muted'}`} role="status">
          {poolBalance.isError ? poolError(poolBalance.error) : 'Loading pool…'}
        </p>
      )}
      {pool.data ? (
        <p className="reward-pool__label" data-testid="reward-pool-payout-note">
          Paid out on Sunday: {pool.data.payoutPercent}% of the pool ({formatAmount(pool.data.nextPayout, 2)}{' '}
          WLO); the rest stays for harvests
        </p>
      ) : pool.isError && !poolBalance.isError ? (
        <p className="reward-pool__state is-error" role="status">
          {poolError(pool.error)}
        </p>
      ) : null}
      <p className="reward-pool__label">Next distribution in</p>
      <WeeklyCountdown serverTime={pool.data?.serverTime} receivedAt={pool.dataUpdatedAt} />
      <p className="reward-pool__note muted">
        Every Sunday 00:00 UTC, shared by farm power (staking boosts it up to 50%).
      </p>
      {pool.data?.lastDistribution ? (
        <p className="reward-pool__last muted">
          Last: {formatAmount(pool.data.lastDistribution.total, 2)} WLO to{' '}
          {pool.data.lastDistribution.wallets} wallet{pool.data.lastDistribution.wallets === 1 ? '' : 's'} on{' '}
          {formatDateTime(new Date(pool.data.lastDistribution.distributedAt))}
        </p>
      ) : null}
    </aside>
  );
}
