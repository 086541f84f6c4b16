import type { QueryClient, QueryKey } from '@tanstack/react-query';

export interface RefreshOptions {
  /** Reject when a read fails (a manual refresh says so); by default a failed read is only logged by the query. */
  throwOnError?: boolean;
}

/**
 * What a payment, payout or asset change made stale, read again: every query under each key is
 * marked stale and the ones on screen are fetched again. Resolves once those have been fetched,
 * so a flow can show success only after the screen shows the new state.
 */
export async function refreshAfterPayment(
  queryClient: QueryClient,
  keys: readonly QueryKey[],
  { throwOnError = false }: RefreshOptions = {},
): Promise<void> {
  await Promise.all(
    keys.map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }, { throwOnError, cancelRefetch: true }),
    ),
  );
}

/**
 * The same reads once more after `delayMs`, for a change the chain reports late (docs/spec/001-game.md §4:
 * "the wallet is read again 1.5 s after a sale"). Fire and forget: a failure is only logged.
 */
export function refreshAfterPaymentLater(
  queryClient: QueryClient,
  keys: readonly QueryKey[],
  delayMs: number,
): void {
  window.setTimeout(() => {
    refreshAfterPayment(queryClient, keys).catch((error: unknown) => console.error(error));
  }, delayMs);
}
