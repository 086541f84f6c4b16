import type { Logger } from 'pino';
import type { GameAccounts } from '../../chain/accounts.ts';
import type { Chain } from '../../chain/port.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { auditLedger, type LedgerAuditOptions } from './ledger-audit.ts';
import { createLedgerQueries } from './ledger-queries.ts';
import { auditSignatures, type SignatureAuditCursors, type SignatureMismatch } from './signature-audit.ts';

export interface AuditStatus {
  status: 'pending' | 'ok' | 'mismatch';
  checkedAt: string | null;
  checked: number;
  mismatches: number;
}

/**
 * Audits the database against the chain: at start every confirmed payment
 * and payout, then periodically the ones confirmed since. Differences are
 * logged as errors, kept for the operator and shown by /health.
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
      return this.status();
    },

    /** Conservation of WLO; exact when nothing is in flight. */
    async ledger(options: Partial<LedgerAuditOptions> = {}) {
      return auditLedger(
        { chain: deps.chain, accounts: deps.accounts, queries },
        { initialMint: deps.initialMint, ...options },
      );
    },

    mismatches(): SignatureMismatch[] {
      return [...mismatches.values()];
    },

    status(): AuditStatus {
      return {
        status: checkedAt === null ? 'pending' : mismatches.size > 0 ? 'mismatch' : 'ok',
        checkedAt,
        checked,
        mismatches: mismatches.size,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
