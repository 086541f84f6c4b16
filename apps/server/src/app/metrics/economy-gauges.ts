import { fromBaseUnits, SOL_DECIMALS, WLO_DECIMALS } from '@wos/shared';
import { Gauge, type Registry } from 'prom-client';
import type { OverviewService } from '../../ops/overview/service.ts';
import { oldestPendingAgeSeconds } from '../../ops/overview/to-api.ts';

const wlo = (units: bigint) => fromBaseUnits(units, WLO_DECIMALS);

/**
 * The economy's gauges (docs/operations.md), from the figures the operator
 * console shows (one code path: ops/overview). Every gauge of a scrape
 * collects side by side and shares one computation; the pools' balances in
 * it are cached for a minute (ops/overview/pool-balances.ts), so a scrape
 * costs no chain request within that minute.
 */
export function registerEconomyGauges(registry: Registry, overview: Pick<OverviewService, 'figures'>): void {
  const figures = () => overview.figures('gauges');
  const gauge = <Label extends string>(
    name: string,
    help: string,
    labelNames: readonly Label[],
    collect: (gauge: Gauge<Label>) => Promise<void>,
  ) =>
    new Gauge<Label>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        await collect(this);
      },
    });

  gauge('wos_pool_sol', "Each pool wallet's SOL (for its fees and rent)", ['pool'], async (g) => {
    for (const pool of (await figures()).pools)
      g.set({ pool: pool.name }, fromBaseUnits(pool.lamports, SOL_DECIMALS));
  });
  gauge('wos_pool_wlo', "Each pool wallet's WLO, whole tokens", ['pool'], async (g) => {
    for (const pool of (await figures()).pools) g.set({ pool: pool.name }, wlo(pool.wlo));
  });
  gauge(
    'wos_pool_runway_days',
    "Days the staking rewards and farming pools pay at today's accrual ((balance - owed) / per day; +Inf: nothing draws on it)",
    ['pool'],
    async (g) => {
      for (const runway of (await figures()).runways)
        g.set({ pool: runway.pool }, runway.days ?? Number.POSITIVE_INFINITY);
    },
  );
  gauge('wos_treasury_buyback_budget_wlo', "Today's (UTC) treasury buy-back budget, WLO", [], async (g) => {
    g.set(wlo((await figures()).buyback.budget));
  });
  gauge(
    'wos_treasury_buyback_used_wlo',
    "What instant sales used of today's buy-back budget, WLO",
    [],
    async (g) => {
      g.set(wlo((await figures()).buyback.used));
    },
  );
  gauge('wos_escrow_held_wlo', "WLO in the marketplace escrow's token account", [], async (g) => {
    g.set(wlo((await figures()).escrow.held));
  });
  gauge(
    'wos_escrow_owed_wlo',
    'WLO the marketplace escrow owes: sales and refunds not landed yet',
    [],
    async (g) => {
      g.set(wlo((await figures()).escrow.owed));
    },
  );
  gauge(
    'wos_payout_oldest_pending_age_seconds',
    'Age of the oldest payout still waiting to be sent (pending, or failed and waiting for its retry); 0 when none',
    [],
    async (g) => {
      g.set(oldestPendingAgeSeconds(await figures()) ?? 0);
    },
  );
  gauge(
    'wos_job_period_seconds',
    'How often each scheduled job or recurring task runs, in seconds',
    ['job'],
    async (g) => {
      g.reset();
      for (const job of (await figures()).jobs) g.set({ job: job.name }, job.periodSeconds);
    },
  );
  gauge('wos_audit_degraded', "1 when the chain audit's last result is a mismatch, else 0", [], async (g) => {
    g.set((await figures()).audit.status === 'mismatch' ? 1 : 0);
  });
}
