import type { Signature } from '@solana/kit';
import type { Chain } from '../../chain/port.ts';
import type { AuditCursor, LedgerQueries } from './ledger-queries.ts';

const PAGE = 500;

export interface SignatureMismatch {
  source: 'intent' | 'payout';
  id: string;
  signature: string | null;
  chainState: string;
}

export interface SignatureAuditCursors {
  intent?: AuditCursor;
  payout?: AuditCursor;
}

/**
 * Every payment and payout the database calls confirmed must be confirmed on
 * chain. Walks both tables from the cursors (all of them on the first run)
 * and returns what differs with the cursors to resume from next time.
 */
export async function auditSignatures(
  deps: { chain: Chain; queries: LedgerQueries },
  from: SignatureAuditCursors,
): Promise<{ checked: number; mismatches: SignatureMismatch[]; cursors: SignatureAuditCursors }> {
  const mismatches: SignatureMismatch[] = [];
  const cursors: SignatureAuditCursors = { ...from };
  let checked = 0;
  for (const source of ['intent', 'payout'] as const) {
    for (;;) {
      const page = await deps.queries.confirmedPage(source, cursors[source], PAGE);
      // One request for the page (a few over RPC), not one per row.
      const signed = page.flatMap((row) => (row.signature ? [row.signature as Signature] : []));
      const states = await deps.chain.getSignatureStates(signed);
      const stateOf = new Map(signed.map((signature, index) => [signature, states[index]]));
      for (const row of page) {
        const chainState = row.signature
          ? (stateOf.get(row.signature as Signature) ?? 'unknown')
          : 'no signature';
        if (chainState !== 'confirmed') {
          mismatches.push({ source, id: row.id, signature: row.signature, chainState });
        }
      }
      checked += page.length;
      const last = page.at(-1);
      if (last) cursors[source] = { createdAt: last.createdAt, id: last.id };
      if (page.length < PAGE) break;
    }
  }
  return { checked, mismatches, cursors };
}
