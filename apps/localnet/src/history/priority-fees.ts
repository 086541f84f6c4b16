import type { HistoryEntry } from './history-entry.ts';
import { isWritable } from './message-view.ts';
import type { TransactionHistory } from './transaction-history.ts';

/** The slots getRecentPrioritizationFees answers for, as a validator's fee cache holds. */
export const PRIORITIZATION_FEE_SLOTS = 150n;
export const MAX_PRIORITIZATION_FEE_ACCOUNTS = 128;

/**
 * Per slot, as Agave's prioritization fee cache answers: the lowest compute
 * unit price of the slot's transactions, raised to the lowest price paid by
 * the transactions that write each given account when that is higher; 0 for
 * a slot without transactions.
 */
export function recentPrioritizationFees(
  history: TransactionHistory,
  currentSlot: bigint,
  accounts: readonly string[],
): { slot: bigint; prioritizationFee: bigint }[] {
  const first =
    currentSlot >= PRIORITIZATION_FEE_SLOTS - 1n ? currentSlot - PRIORITIZATION_FEE_SLOTS + 1n : 0n;
  const fees: { slot: bigint; prioritizationFee: bigint }[] = [];
  for (let slot = first; slot <= currentSlot; slot++) {
    fees.push({ slot, prioritizationFee: slotFee(history.inSlot(slot), accounts) });
  }
  return fees;
}

function slotFee(entries: readonly HistoryEntry[], accounts: readonly string[]): bigint {
  let fee = minimum(entries.map((entry) => entry.computeUnitPrice)) ?? 0n;
  for (const account of accounts) {
    const writers = entries.filter((entry) =>
      entry.accounts.some((key, index) => key === account && isWritable(entry.roles, index)),
    );
    const accountFee = minimum(writers.map((entry) => entry.computeUnitPrice));
    if (accountFee !== undefined && accountFee > fee) fee = accountFee;
  }
  return fee;
}

function minimum(values: readonly bigint[]): bigint | undefined {
  let lowest: bigint | undefined;
  for (const value of values) if (lowest === undefined || value < lowest) lowest = value;
  return lowest;
}
