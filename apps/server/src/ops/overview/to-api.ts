import {
  type AdminOverview,
  explorerAddressUrl,
  fromBaseUnits,
  type Network,
  SOL_DECIMALS,
  WLO_DECIMALS,
} from '@wos/shared';
import type { AuditStatus } from '../../payments/audit/service.ts';
import type { OverviewFigures } from './service.ts';

const wlo = (units: bigint) => fromBaseUnits(units, WLO_DECIMALS);
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The figures as GET /admin/overview answers them (whole WLO and SOL, ISO times). */
export function overviewToApi(
  figures: OverviewFigures,
  network: { network: Network; solanaRpcUrl: string | undefined },
): AdminOverview {
  const { at, payouts } = figures;
  return {
    network: network.network,
    generatedAt: at.toISOString(),
    pools: figures.pools.map((pool) => ({
      name: pool.name,
      address: pool.address,
      tokenAccount: pool.tokenAccount,
      sol: fromBaseUnits(pool.lamports, SOL_DECIMALS),
      wlo: wlo(pool.wlo),
      explorerUrl: explorerAddressUrl(network.network, pool.address, network.solanaRpcUrl),
    })),
    runways: figures.runways.map((runway) => ({
      pool: runway.pool,
      balance: wlo(runway.balance),
      owed: wlo(runway.owed),
      perDay: wlo(runway.perDay),
      days: runway.days,
    })),
    buyback: {
      day: figures.buyback.day,
      budget: wlo(figures.buyback.budget),
      used: wlo(figures.buyback.used),
      perWalletShare: wlo(figures.buyback.perWalletShare),
    },
    escrow: { held: wlo(figures.escrow.held), owed: wlo(figures.escrow.owed) },
    payouts: {
      counts: payouts.counts,
      oldestPendingAgeSeconds: oldestPendingAgeSeconds(figures),
      failed: payouts.failed.map((row) => ({
        id: row.id,
        kind: row.kind,
        wallet: row.wallet,
        amount: wlo(row.amount),
        sourcePool: row.sourcePool,
        reason: row.lastError,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    jobs: figures.jobs.map((job) => ({
      name: job.name,
      cadence: job.cadence,
      lastSuccessAt: iso(job.lastSuccessAt),
      nextRunAt: iso(job.nextRunAt),
    })),
    audit: auditToApi(figures.audit),
    counts: figures.counts,
  };
}

/** Seconds since the oldest payout still waiting to be sent was accepted (server clock); null: none waits. */
export function oldestPendingAgeSeconds(figures: Pick<OverviewFigures, 'at' | 'payouts'>): number | null {
  const since = figures.payouts.oldestWaitingSince;
  return since ? Math.max(0, (figures.at.getTime() - since.getTime()) / 1000) : null;
}

function auditToApi(audit: AuditStatus): AdminOverview['audit'] {
  if (audit.status === 'pending') return { status: 'not-run', checkedAt: null, detail: null };
  return {
    status: audit.status,
    checkedAt: audit.checkedAt,
    detail:
      audit.status === 'mismatch'
        ? `${audit.mismatches} payments or payouts confirmed in the database are not confirmed on chain`
        : `${audit.checked} confirmed payments and payouts checked on chain`,
  };
}
