import type { AuthService } from '../../account/auth/service.ts';
import type { GameAccounts } from '../../chain/accounts.ts';
import type { PoolName } from '../../chain/pools.ts';
import type { Chain } from '../../chain/port.ts';
import type { Database } from '../../db/database.ts';
import type { FarmersService } from '../../game/farmers/service.ts';
import type { StakingService } from '../../game/staking/service.ts';
import type { MarketplaceService } from '../../market/marketplace/service.ts';
import type { AuditService, AuditStatus } from '../../payments/audit/service.ts';
import type { OutboxRow, OutboxSummary } from '../../payments/payouts/outbox-summary.ts';
import type { PayoutsService } from '../../payments/payouts/service.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { type JobScheduleEntry, jobSchedule } from '../../platform/jobs/schedule.ts';
import type { Scheduler } from '../../platform/jobs/scheduler.ts';
import { type Runway, readRunways } from '../economy/runway.ts';
import { createPoolBalances, type PoolBalance } from './pool-balances.ts';

/** Failed payouts listed with their reason; more are counted, not listed. */
const FAILED_LISTED = 50;

/**
 * Who reads the figures: the console reads them all; a scrape every few
 * seconds skips what the gauges do not export and what only grows (the
 * confirmed payouts' count, the players', stakes' and listings' counts, the
 * failed payouts' list), so it costs a few small statements.
 */
export type OverviewScope = 'console' | 'gauges';

/** Everything the operator console shows and the gauges export, in base units and lamports. */
export interface OverviewFigures {
  at: Date;
  pools: PoolBalance[];
  runways: Runway[];
  buyback: { day: string; budget: bigint; used: bigint; perWalletShare: bigint };
  escrow: { held: bigint; owed: bigint };
  payouts: OutboxSummary & { failed: OutboxRow[] };
  jobs: JobScheduleEntry[];
  audit: AuditStatus;
  counts: { players: number; activeStakes: number; openListings: number };
}

export interface OverviewDeps {
  db: Database;
  chain: Chain;
  accounts: GameAccounts;
  clock: Clock;
  scheduler: Pick<Scheduler, 'entries'>;
  auth: Pick<AuthService, 'playerCount'>;
  payouts: Pick<PayoutsService, 'summary' | 'listFailed' | 'owedByPool'>;
  staking: Pick<StakingService, 'rewardsDraw' | 'activeStakeCount'>;
  farmers: Pick<FarmersService, 'yieldDraw'>;
  marketplace: Pick<MarketplaceService, 'instantSales' | 'openListingCount'>;
  audit: Pick<AuditService, 'status'>;
}

/**
 * The operator's figures, computed once for both readers: GET /admin/overview
 * and the gauges of /metrics. Every figure comes through its feature's
 * service (a few aggregate statements); the pools' balances through the chain
 * port, cached (pool-balances.ts).
 */
export function createOverviewService(deps: OverviewDeps) {
  const balances = createPoolBalances(deps);
  const inFlight = new Map<OverviewScope, Promise<OverviewFigures>>();

  async function compute(scope: OverviewScope): Promise<OverviewFigures> {
    const forConsole = scope === 'console';
    const none = async () => [] as OutboxRow[];
    const zero = async () => 0;
    const at = deps.clock.now();
    const pools = await balances.read();
    const wloOf = (name: PoolName) => pools.find((pool) => pool.name === name)?.wlo ?? 0n;
    const [runways, buyback, owedByPool, summary, failed, jobs, players, activeStakes, openListings] =
      await Promise.all([
        readRunways(deps, async (pool) => wloOf(pool), at),
        deps.marketplace.instantSales.buybackToday(wloOf('treasury')),
        deps.payouts.owedByPool(),
        deps.payouts.summary(forConsole),
        forConsole ? deps.payouts.listFailed(FAILED_LISTED) : none(),
        jobSchedule(deps.db, deps.scheduler, at),
        forConsole ? deps.auth.playerCount() : zero(),
        forConsole ? deps.staking.activeStakeCount() : zero(),
        forConsole ? deps.marketplace.openListingCount() : zero(),
      ]);
    return {
      at,
      pools,
      runways,
      buyback,
      escrow: { held: wloOf('marketplaceEscrow'), owed: owedByPool.get('marketplaceEscrow') ?? 0n },
      payouts: { ...summary, failed },
      jobs,
      audit: await deps.audit.status(),
      counts: { players, activeStakes, openListings },
    };
  }

  return {
    /**
     * The figures now, for one scope (OverviewScope). Callers at the same
     * moment (the gauges of one scrape collect side by side) share one computation.
     */
    figures(scope: OverviewScope): Promise<OverviewFigures> {
      let flight = inFlight.get(scope);
      if (!flight) {
        flight = compute(scope).finally(() => inFlight.delete(scope));
        inFlight.set(scope, flight);
      }
      return flight;
    },
    /** The next figures read the pools again (a test that moved WLO and looks at once). */
    refreshBalances: balances.refresh,
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
