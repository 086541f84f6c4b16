import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { GameAccounts } from '../../chain/accounts.ts';
import type { Chain } from '../../chain/port.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { lastJobSuccesses } from '../../platform/jobs/job-successes.ts';
import { auditLedger, type LedgerAuditOptions } from './ledger-audit.ts';
import { createLedgerQueries } from './ledger-queries.ts';
import { auditSignatures, type SignatureAuditCursors, type SignatureMismatch } from './signature-audit.ts';
import { auditMismatches } from './tables.ts';

/** The recurring task that runs the audit (feature.ts); its last success is when the audit last checked. */
export const CHAIN_AUDIT_JOB = 'chain-audit';
/** /ready is probed every few seconds: the shared result is read from the database at most this often. */
const STATUS_TTL_MS = 5_000;

export interface AuditStatus {
  status: 'pending' | 'ok' | 'mismatch';
  checkedAt: string | null;
  checked: number;
  mismatches: number;
}

/**
 * Audits the database against the chain: at start every confirmed payment
 * and payout, then periodically the ones confirmed since. Differences are
 * logged as errors and kept in the database (audit_mismatches), so whichever
 * process ran the audit, every process's /ready, console and metrics show
 * the same result.
 */
export function createAuditService(deps: {
  db: Database;
  chain: Chain;
  accounts: GameAccounts;
  clock: Clock;
  log: Logger;
  /** WLO the game minted at the embedded chain's first start; null in production. */
  initialMint: bigint | null;
}) {
  const queries = createLedgerQueries(deps.db);
  let cursors: SignatureAuditCursors = {};
  let checked = 0;
  let checkedAt: string | null = null;
  const mismatches = new Map<string, SignatureMismatch>();
  let shared: { value: Promise<AuditStatus>; readAt: number } | undefined;

  /** The result every process shares: the mismatches on record, and when any process last ran the audit. */
  async function readShared(): Promise<AuditStatus> {
    const [[row], successes] = await Promise.all([
      deps.db.select({ count: sql<number>`count(*)::int` }).from(auditMismatches),
      lastJobSuccesses(deps.db),
    ]);
    const count = row?.count ?? 0;
    const lastRun = successes.get(CHAIN_AUDIT_JOB)?.toISOString() ?? null;
    const last =
      [lastRun, checkedAt]
        .filter((at): at is string => at !== null)
        .sort()
        .at(-1) ?? null;
    return {
      status: count > 0 ? 'mismatch' : last === null ? 'pending' : 'ok',
      checkedAt: last,
      checked,
      mismatches: count,
    };
  }

  return {
    async auditSignatures(): Promise<AuditStatus> {
      const result = await auditSignatures({ chain: deps.chain, queries }, cursors);
      cursors = result.cursors;
      checked += result.checked;
      checkedAt = deps.clock.now().toISOString();
      for (const mismatch of result.mismatches) {
        mismatches.set(`${mismatch.source}:${mismatch.id}`, mismatch);
        deps.log.error(mismatch, 'audit: confirmed in the database but not on chain');
      }
      if (result.mismatches.length > 0) {
        await deps.db
          .insert(auditMismatches)
          .values(result.mismatches.map((m) => ({ ...m, foundAt: deps.clock.now() })))
          .onConflictDoNothing();
      }
      shared = undefined;
      return this.status();
    },

    /** Conservation of WLO; exact when nothing is in flight. */
    async ledger(options: Partial<LedgerAuditOptions> = {}) {
      return auditLedger(
        { chain: deps.chain, accounts: deps.accounts, queries },
        { initialMint: deps.initialMint, ...options },
      );
    },

    /** What this process's runs found (the shared record is in status()). */
    mismatches(): SignatureMismatch[] {
      return [...mismatches.values()];
    },

    status(): Promise<AuditStatus> {
      const now = performance.now();
      if (!shared || now - shared.readAt > STATUS_TTL_MS) {
        const entry = { value: readShared(), readAt: now };
        entry.value.catch(() => {
          if (shared === entry) shared = undefined;
        });
        shared = entry;
      }
      return shared.value;
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
