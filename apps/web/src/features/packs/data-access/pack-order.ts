import type { PackDetails, PackTypeView, ProcessPackResponse } from '@wos/shared';
import type {
  PaymentDialog,
  SettledWithoutPayment,
  SignedInAccount,
  VoucherOffer,
} from '../../game/index.ts';
import { prepareDiscountedPurchase, preparePackPurchase, processPackPurchase } from '../api/packs-api.ts';
import { DISCOUNT_RETRY_MS, PACK_MESSAGES } from '../lib/pack-messages.ts';
import { type PaymentToken, quotedPrice } from '../lib/pack-view.ts';
import { signatureOfSigned } from '../lib/purchase-check.ts';
import { withBuyFailureText } from '../lib/purchase-failure.ts';
import { isWorthRetrying, signatureOfFailedProcess } from '../lib/purchase-retry.ts';

/** What the player buys: a pack at its price, or the wheel voucher's discounted pack. */
export type PackOrder =
  | { kind: 'pack'; pack: PackTypeView; paymentToken?: PaymentToken | undefined }
  | { kind: 'discount'; offer: VoucherOffer; packName: string };

/** A prepared purchase with a transaction to sign. */
export interface PreparedPack {
  transaction: string;
  purchaseId: string;
  details: PackDetails;
  /** The voucher's percent for a discounted purchase, else null. */
  discountPercent: number | null;
}

/** The processed purchase, with what the success message names. */
export type BoughtPack = ProcessPackResponse & {
  signature: string;
  name: string;
  discountPercent: number | null;
};

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

const discountTitle = (name: string, percent: number) => `${name} · ${percent}% OFF`;

/** The dialog's first line, before the server has named what is paid. */
export function orderTitle(order: PackOrder) {
  if (order.kind === 'discount') {
    const { offer, packName } = order;
    return { name: discountTitle(packName, offer.discountPercent), price: offer.price, currency: 'WLO' };
  }
  const quote = quotedPrice(order.pack, order.paymentToken);
  return { name: order.pack.name, price: quote.price, currency: quote.token };
}

/**
 * docs/spec/001-game.md §4: the prepare call of a pack or discounted purchase. A free pack is granted at
 * once (`claimed`); otherwise the dialog shows what the server chose to charge (SOL when the
 * balance covers it, else WLO) and the transaction goes to the wallet.
 */
export async function preparePackOrder(
  order: PackOrder,
  assetType: PackDetails['assetType'],
  account: SignedInAccount,
  dialog: PaymentDialog,
  claimed: (details: PackDetails) => Promise<SettledWithoutPayment>,
): Promise<PreparedPack | SettledWithoutPayment> {
  const prepared =
    order.kind === 'pack'
      ? await preparePackPurchase({
          walletAddress: account.address,
          packId: order.pack.id,
          assetType,
          network: account.network,
          ...(order.paymentToken && !order.pack.free ? { paymentToken: order.paymentToken } : {}),
        })
      : await prepareDiscountedPurchase({
          walletAddress: account.address,
          packId: order.offer.packId,
          discountPercent: order.offer.discountPercent,
          voucherId: order.offer.voucherId,
          assetType: 'farmer',
          network: account.network,
        });
  // docs/spec/001-game.md §5: a purchase needs a transaction from the server.
  if ('nothingToSign' in prepared) return { settled: 'error', message: PACK_MESSAGES.noTransaction };
  const details = prepared.packDetails;
  if (order.kind === 'discount') {
    dialog.start(discountTitle(details.name, details.discountPercent), details.price, details.token);
  } else if (!prepared.freeItem) {
    dialog.start(details.name, details.price, details.token);
  }
  if (prepared.freeItem) return claimed(details);
  if (!prepared.transaction || !details.purchaseId) {
    return { settled: 'error', message: PACK_MESSAGES.noTransaction };
  }
  return {
    transaction: prepared.transaction,
    purchaseId: details.purchaseId,
    details,
    discountPercent: order.kind === 'discount' ? details.discountPercent : null,
  };
}

/**
 * The process call. A discounted purchase retries once after 2 s when the payment was sent but
 * the pack was not created (processing is idempotent); failures read 'Failed to buy pack: …'.
 */
export async function processPackOrder(
  prepared: PreparedPack,
  account: SignedInAccount,
  signedTransaction: string,
  skipPreflight: boolean,
  dialog: PaymentDialog,
): Promise<BoughtPack> {
  const { details, purchaseId, discountPercent } = prepared;
  const discounted = discountPercent !== null;
  const firstSignature = signatureOfSigned(signedTransaction);
  const body = {
    signedTransaction,
    purchaseId,
    packId: details.packId,
    walletAddress: account.address,
    assetType: details.assetType,
    network: account.network,
    discounted,
    ...(discounted ? { discountPercent: details.discountPercent } : {}),
    // docs/spec/001-game.md §7: the signed transaction's own signature, on the first call too.
    ...(firstSignature ? { transactionSignature: firstSignature } : {}),
    skipPreflight,
  };
  const bought = (result: ProcessPackResponse): BoughtPack => ({
    ...result,
    signature: result.transactionSignature,
    name: details.name,
    discountPercent,
  });
  try {
    try {
      return bought(await processPackPurchase(body));
    } catch (error) {
      if (!discounted || !isWorthRetrying(error)) throw error;
      // The payment may have landed without its pack: ask again (processing is idempotent).
      dialog.step('confirming');
      await wait(DISCOUNT_RETRY_MS);
      const signature = signatureOfFailedProcess(error);
      return bought(
        await processPackPurchase({ ...body, ...(signature ? { transactionSignature: signature } : {}) }),
      );
    }
  } catch (error) {
    throw withBuyFailureText(error);
  }
}
