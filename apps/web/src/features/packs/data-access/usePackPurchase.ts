import { useQueryClient } from '@tanstack/react-query';
import type { PackAssetType, PackTypeView } from '@wos/shared';
import { useCallback } from 'react';
import { toast } from '../../../lib/toast/toast-store.ts';
import {
  type PaidActionConfig,
  type SignedInAccount,
  usePaidAction,
  useRefreshAfterPayment,
  type VoucherOffer,
  wentThrough,
} from '../../game/index.ts';
import { fetchBalance, walletQueryKeys } from '../../wallet/index.ts';
import {
  buyFailedWith,
  connectToBuy,
  DISCOUNT_CONFIRM_PAUSE_MS,
  PACK_MESSAGES,
} from '../lib/pack-messages.ts';
import type { PaymentToken } from '../lib/pack-view.ts';
import { purchaseShortfall, type StoreBalanceView } from '../lib/purchase-check.ts';
import { buyFailure } from '../lib/purchase-failure.ts';
import { isVoucherRefused } from '../lib/voucher-refusal.ts';
import {
  type BoughtPack,
  orderTitle,
  type PackOrder,
  type PreparedPack,
  preparePackOrder,
  processPackOrder,
} from './pack-order.ts';

const PURCHASE_TIMEOUT_MESSAGE =
  'Your pack purchase might have succeeded, but confirmation timed out. Check MY PACKS in a moment.';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** How a discounted purchase ended: a refused voucher is gone for good and leaves the store. */
export type DiscountOutcome = 'success' | 'error' | 'voucher-refused';

/** What the order costs, for the balance check (a discounted pack is paid in WLO). */
function orderPrice(order: PackOrder): {
  pack: Pick<PackTypeView, 'price' | 'priceToken' | 'wloPrice'>;
  paymentToken?: PaymentToken | undefined;
} {
  if (order.kind === 'pack') return { pack: order.pack, paymentToken: order.paymentToken };
  const { price } = order.offer;
  return { pack: { price, priceToken: 'WLO', wloPrice: price }, paymentToken: 'WLO' };
}

/**
 * Buying packs (docs/spec/001-game.md §4): preparing, then straight to success for a free pack, or
 * signing, processing, confirming and success with the signature, in the shared transaction
 * dialog. A discounted purchase retries processing once after 2 s when the payment was sent
 * but the pack was not created, and pauses 1 s before success.
 */
export function usePackPurchase(assetType: PackAssetType, openHint = 'Open it in MY PACKS.') {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterPayment();
  const refreshWallet = (account: SignedInAccount) => refresh.now([walletQueryKeys.all(account.address)]);

  /**
   * The wallet's balance read now (docs/spec/001-game.md §5 checks it before preparing); null when
   * unreadable.
   */
  const currentBalance = async (buyer: SignedInAccount): Promise<StoreBalanceView | null> => {
    try {
      return await queryClient.fetchQuery({
        queryKey: walletQueryKeys.balance(buyer.address),
        queryFn: ({ signal }) => fetchBalance(buyer.address, buyer.network, signal),
        staleTime: 0,
      });
    } catch (error) {
      // The server checks the balance too: an unreadable one only skips the early answer.
      console.error(error);
      return null;
    }
  };

  const config: PaidActionConfig<PackOrder, PreparedPack, BoughtPack> = {
    wallet: { ask: 'connect', reason: connectToBuy(assetType) },
    needsSignature: (order) => order.kind === 'discount' || !order.pack.free,
    // True when the wallet can pay; otherwise the spec's 'Not enough …' message is shown.
    check: async (order, buyer) => {
      if (order.kind === 'pack' && order.pack.free) return true;
      const { pack, paymentToken } = orderPrice(order);
      const balance = await currentBalance(buyer);
      const shortfall = balance ? purchaseShortfall(pack, balance, paymentToken) : null;
      if (shortfall) toast.error(shortfall);
      return shortfall === null;
    },
    title: orderTitle,
    prepare: (order, buyer, dialog) =>
      preparePackOrder(order, assetType, buyer, dialog, async (details) => {
        await refreshWallet(buyer).catch((error: unknown) => console.error(error));
        return { settled: 'success', message: `${details.name} claimed! ${openHint}` };
      }),
    process: (_order, buyer, { prepared, signedTransaction, skipPreflight }, dialog) =>
      processPackOrder(prepared, buyer, signedTransaction, skipPreflight, dialog),
    refresh: (_order, buyer) => refreshWallet(buyer),
    confirm: async (order, buyer) => {
      await refreshWallet(buyer);
      if (order.kind === 'discount') await wait(DISCOUNT_CONFIRM_PAUSE_MS);
    },
    messages: {
      prepareFailed: PACK_MESSAGES.buyFailed,
      prepareFailure: buyFailure,
      signFailed: PACK_MESSAGES.cancelled,
      processFailed: PACK_MESSAGES.buyFailed,
      transactionFailed: buyFailedWith(undefined),
      retryFailed: buyFailedWith('Transaction retry failed'),
      unexpected: PACK_MESSAGES.buyFailed,
      success: (_order, bought) =>
        bought.discountPercent === null
          ? `${bought.name} bought! ${openHint}`
          : `${bought.name} bought with ${bought.discountPercent}% off! ${openHint}`,
      timedOut: () => PURCHASE_TIMEOUT_MESSAGE,
    },
  };
  const { run, progress, closeProgress } = usePaidAction(config);

  const buy = useCallback(
    async (pack: PackTypeView, paymentToken?: PaymentToken): Promise<boolean> =>
      wentThrough(await run({ kind: 'pack', pack, paymentToken })),
    [run],
  );

  const buyDiscounted = useCallback(
    async (offer: VoucherOffer, packName: string): Promise<DiscountOutcome> => {
      const outcome = await run({ kind: 'discount', offer, packName });
      if (outcome.status === 'error' && outcome.stage === 'prepare' && isVoucherRefused(outcome.error)) {
        return 'voucher-refused';
      }
      // A timeout may still land: as before, the store treats it as bought.
      return wentThrough(outcome) ? 'success' : 'error';
    },
    [run],
  );

  return { buy, buyDiscounted, progress, closeProgress };
}
