// The game kit: what every game feature (farmers, heroes, packs, marketplace, staking) shares,
// so none of them is another's hidden base. Import it from here.
export {
  type PlayerAccount,
  type SignedInAccount,
  type SignedOutAccount,
  useSignedInAccount,
} from './account/useSignedInAccount.ts';
export {
  CONFIRMATION_TIMEOUT_WAIT_MS,
  type PaidActionConfig,
  type PaidActionMessages,
  type PaidOutcome,
  type PaymentDialog,
  type PaymentTitle,
  type PayoutActionConfig,
  type SettledWithoutPayment,
  wentThrough,
} from './paid-action/paid-action-config.ts';
export { type PaidAction, usePaidAction } from './paid-action/usePaidAction.ts';
export { type PayoutAction, usePayoutAction } from './paid-action/usePayoutAction.ts';
export type { WalletGate } from './paid-action/wallet-gate.ts';
export { isPaid, PAYMENT_PENDING } from './payment-pending.ts';
export { hashId, RARITY_COLOURS, RARITY_LABELS, rarityRank, seededRandom } from './rarity.ts';
export {
  type RefreshOptions,
  refreshAfterPayment,
  refreshAfterPaymentLater,
} from './refresh/refresh-after-payment.ts';
export { type PaymentRefresher, useRefreshAfterPayment } from './refresh/useRefreshAfterPayment.ts';
export {
  offerFromSearch,
  offerOf,
  packStorePathFor,
  searchWithoutVoucher,
  storeOffers,
  type VoucherOffer,
} from './vouchers/voucher-offer.ts';
