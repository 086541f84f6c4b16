import type { TransactionErrorJson } from '../tx-error.ts';
import { parseWireTransaction } from '../wire.ts';
import type { LandedTransaction } from './landed.ts';
import { computeUnitPrice, memoField } from './message-facts.ts';
import { type AccountRoles, type MessageView, messageView } from './message-view.ts';
import { decodeLanded } from './record-codec.ts';

/**
 * What the node keeps in memory of a landed transaction: what lists and
 * filters need, and the stored record (decoded only when someone asks for it).
 */
export interface HistoryEntry {
  /** Landing order. */
  seq: number;
  signature: string;
  slot: bigint;
  blockTime: bigint;
  err: TransactionErrorJson | null;
  memo: string | null;
  /** Every account the transaction names: static, loaded writable, loaded readonly. */
  accounts: readonly string[];
  roles: AccountRoles;
  computeUnitPrice: bigint;
  version: 'legacy' | 0;
  payload: Buffer;
  /** False until the record is on disk: nothing lists it before that. */
  visible: boolean;
}

export function historyEntry(
  seq: number,
  landed: LandedTransaction,
  payload: Buffer,
  message: MessageView = messageView(parseWireTransaction(landed.wire).message),
): HistoryEntry {
  const { writable, readonly } = landed.loadedAddresses;
  return {
    seq,
    signature: landed.signature,
    slot: landed.slot,
    blockTime: landed.blockTime,
    err: landed.err,
    memo: memoField(message),
    accounts:
      writable.length + readonly.length === 0
        ? message.staticAccounts
        : [...message.staticAccounts, ...writable, ...readonly],
    roles: {
      ...message.header,
      staticCount: message.staticAccounts.length,
      loadedWritableCount: writable.length,
    },
    computeUnitPrice: computeUnitPrice(message),
    version: message.version,
    payload,
    visible: false,
  };
}

export function entryFromPayload(seq: number, payload: Buffer): HistoryEntry {
  return historyEntry(seq, decodeLanded(payload), payload);
}
