import type { QueryClient } from '@tanstack/react-query';
import { isFundsQuery } from './wallet-query-keys.ts';

/**
 * After a payment or payout lands, every balance and history the page holds is stale: the
 * ones on screen are read again at once, the others on their next use. Called centrally
 * (the two-phase runner, a payout settling), so no feature has to remember it.
 */
export function refreshWalletFunds(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isFundsQuery });
}
