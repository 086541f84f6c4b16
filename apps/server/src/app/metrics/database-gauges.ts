import { Gauge, Registry } from 'prom-client';
import type { Database } from '../../db/database.ts';
import type { OverviewService } from '../../ops/overview/service.ts';
import { lastJobSuccesses } from '../../platform/jobs/job-successes.ts';
import { registerEconomyGauges } from './economy-gauges.ts';

/** Open and stuck payouts; confirmed ones only grow, so they are not counted on every scrape. */
const PAYOUT_STATUSES = ['pending', 'sent', 'failed'] as const;

export interface DatabaseGaugeSources {
  db: Database;
  overview: Pick<OverviewService, 'figures'>;
}

/**
 * Gauges read from the database when scraped. The database is shared by
 * every process, so these are read once, by the process answering the
 * scrape, and never summed across cluster workers.
 */
export function createDatabaseGauges(sources: DatabaseGaugeSources): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'wos_payouts',
    help: 'Payouts in the outbox by status (pending: waiting to be sent; sent: awaiting confirmation; failed: its last attempt failed, waiting for its retry)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      // The outbox as the console counts it (ops/overview: one code path).
      const { counts } = (await sources.overview.figures('gauges')).payouts;
      for (const status of PAYOUT_STATUSES) this.set({ status }, counts[status]);
    },
  });
  new Gauge({
    name: 'wos_job_last_success_timestamp_seconds',
    help: 'When each scheduled job or recurring task last finished, in seconds since the epoch (server clock)',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [job, finishedAt] of await lastJobSuccesses(sources.db)) {
        this.set({ job }, finishedAt.getTime() / 1000);
      }
    },
  });
  registerEconomyGauges(registry, sources.overview);
  return registry;
}
