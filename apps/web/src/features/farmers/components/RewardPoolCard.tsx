import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { formatAmount } from '../../../lib/format/number.ts';
import { useRewardPool } from '../data-access/useRewardPool.ts';
import { formatCountdown, untilNextDistribution } from '../lib/countdown.ts';
import { FARMERS_MESSAGES } from '../lib/farmers-messages.ts';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** How far the server's clock is ahead of this browser's, from a read answered at `receivedAt`. */
function useServerOffset(serverTime: string | undefined, receivedAt: number): number {
  return useMemo(
    () => (serverTime ? new Date(serverTime).getTime() - receivedAt : 0),
    [serverTime, receivedAt],
  );
}

/** Spec 001 §8: why the pool could not be shown. */
function poolError(error: unknown): string {
  if (isApiError(error) && error.status === 0) return FARMERS_MESSAGES.connectionFailed;
  if (isApiError(error) && error.status >= 400) return FARMERS_MESSAGES.poolFailed;
  return FARMERS_MESSAGES.poolDataFailed;
}

/**
 * The weekly reward pool: what next Sunday 00:00 UTC pays by farm power (half the farming
 * pool; the other half stays for harvests), a live countdown to it, and the last distribution.
 */
export function RewardPoolCard() {
  const pool = useRewardPool();
  // Counted on the server's clock: the browser's plus the difference seen at the last read.
  const serverOffsetMs = useServerOffset(pool.data?.serverTime, pool.dataUpdatedAt);
  const now = useNow(1000) + serverOffsetMs;
  const countdown = formatCountdown(untilNextDistribution(now));

  return (
    <aside className="reward-pool" aria-labelledby="reward-pool-title" data-testid="reward-pool">
      <p id="reward-pool-title" className="reward-pool__title">
        WEEKLY REWARD POOL
      </p>
      {pool.data ? (
        <>
          <p className="reward-pool__balance" data-testid="reward-pool-balance">
            {formatAmount(pool.data.nextPayout, 2)} <span>WLO</span>
          </p>
          <p className="reward-pool__label" data-testid="reward-pool-payout-note">
            Paid out on Sunday: {pool.data.payoutPercent}% of the pool; the rest stays for harvests
          </p>
        </>
      ) : (
        <p className={`reward-pool__state ${pool.isError ? 'is-error' : 'muted'}`} role="status">
          {pool.isError ? poolError(pool.error) : 'Loading pool…'}
        </p>
      )}
      <p className="reward-pool__label">Next distribution in</p>
      <p className="reward-pool__countdown" data-testid="reward-countdown">
        {countdown}
      </p>
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
