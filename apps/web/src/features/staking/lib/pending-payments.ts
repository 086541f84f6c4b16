import { useSyncExternalStore } from 'react';

/** What the page says while the game's payment of a claim has not landed yet. */
export const PAYMENT_PENDING = 'Payment pending';

/** A claim is paid only when its payout confirmed on chain; anything else is still on its way. */
export function isPaid(payout: { status: string }): boolean {
  return payout.status === 'confirmed';
}

/**
 * Positions whose claim was accepted but whose payment is still pending, in
 * this page session: the server retries the payment until it lands.
 */
const pending = new Set<string>();
const listeners = new Set<() => void>();

export function markPaymentPending(positionId: string): void {
  pending.add(positionId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePaymentPending(positionId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending.has(positionId),
    () => false,
  );
}
