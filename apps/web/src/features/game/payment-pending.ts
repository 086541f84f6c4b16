/** What the page says while the game's payment of a claim has not landed yet. */
export const PAYMENT_PENDING = 'Payment pending';

/** A claim is paid only when its payout confirmed on chain; anything else is still on its way. */
export function isPaid(payout: { status: string }): boolean {
  return payout.status === 'confirmed';
}
