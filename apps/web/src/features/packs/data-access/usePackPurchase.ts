import { useQueryClient } from '@tanstack/react-query';
import type { PackAssetType, PackTypeView, PreparePackResponse } from '@wos/shared';
import { useCallback } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { walletCommands } from '../../../lib/wallet/wallet-commands.ts';
import { getWalletSnapshot } from '../../../lib/wallet/wallet-store.ts';
import { useWalletPrompts } from '../../connect/index.ts';
import type { VoucherOffer } from '../../game/index.ts';
import { type PlayerAccount, useSignedInAccount } from '../../game/index.ts';
import { runTwoPhase, useTransactionProgress } from '../../transactions/index.ts';
import { fetchBalance, walletQueryKeys } from '../../wallet/index.ts';
import { prepareDiscountedPurchase, preparePackPurchase, processPackPurchase } from '../api/packs-api.ts';
import {
  buyFailedWith,
  connectToBuy,
  DISCOUNT_CONFIRM_PAUSE_MS,
  DISCOUNT_RETRY_MS,
  PACK_MESSAGES,
} from '../lib/pack-messages.ts';
import { type PaymentToken, quotedPrice } from '../lib/pack-view.ts';
import { purchaseShortfall, type StoreBalanceView, signatureOfSigned } from '../lib/purchase-check.ts';
import { buyFailure, withBuyFailureText } from '../lib/purchase-failure.ts';
import { isWorthRetrying, signatureOfFailedProcess } from '../lib/purchase-retry.ts';
import { useWalletRefresh } from './useWalletRefresh.ts';

/** After a 504 that carries a signature, look again after 10 s (as the stake flow does). */
const CONFIRMATION_TIMEOUT_WAIT_MS = 10_000;
const PURCHASE_TIMEOUT_MESSAGE =
  'Your pack purchase might have succeeded, but confirmation timed out. Check MY PACKS in a moment.';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

type SignedInAccount = Extract<PlayerAccount, { signedIn: true }>;

/** How a discounted purchase ended: a refused voucher is gone for good and leaves the store. */
export type DiscountOutcome = 'success' | 'error' | 'voucher-refused';

/** The server says the voucher is spent or not this wallet's: it cannot be used again. */
function voucherRefused(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 404 || /already used|no unused discount voucher/i.test(error.message);
}

interface Purchase {
  account: SignedInAccount;
  assetType: PackAssetType;
  prepared: PreparePackResponse;
  discountPercent: number | null;
}

/**
 * Buying packs (spec 001 §4): preparing, then straight to success for a free pack, or
 * signing, processing, confirming and success with the signature, in the shared transaction
 * dialog. A discounted purchase retries processing once after 2 s when the payment was sent
 * but the pack was not created, and pauses 1 s before success.
 */
export function usePackPurchase(assetType: PackAssetType, openHint = 'Open it in MY PACKS.') {
  const account = useSignedInAccount();
  const { openConnectWallet } = useWalletPrompts();
  const [progress, controls] = useTransactionProgress();
  const refresh = useWalletRefresh();
  const queryClient = useQueryClient();

  /** The wallet's balance read now (spec 001 §5 checks it before preparing); null when unreadable. */
  const currentBalance = useCallback(
    async (buyer: SignedInAccount): Promise<StoreBalanceView | null> => {
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
    },
    [queryClient],
  );

  /** True when the wallet can pay; otherwise the spec's 'Not enough …' message is shown. */
  const canPay = useCallback(
    async (
      buyer: SignedInAccount,
      pack: Pick<PackTypeView, 'price' | 'priceToken' | 'wloPrice'>,
      paymentToken?: PaymentToken,
    ): Promise<boolean> => {
      const balance = await currentBalance(buyer);
      const shortfall = balance ? purchaseShortfall(pack, balance, paymentToken) : null;
      if (shortfall) toast.error(shortfall);
      return shortfall === null;
    },
    [currentBalance],
  );

  /** The signed-in account, or null after asking the player to connect (the buy returns false). */
  const signedIn = useCallback((): SignedInAccount | null => {
    if (account.signedIn) return account;
    openConnectWallet(connectToBuy(assetType));
    return null;
  }, [account, assetType, openConnectWallet]);

  const reportIfClosed = useCallback(
    (kind: 'success' | 'warning' | 'error', message: string) => {
      // The dialog says how it ended; a player who closed it meanwhile gets a toast instead.
      if (!controls.isOpen()) toast[kind](message);
    },
    [controls],
  );

  const complete = useCallback(
    async ({ account: buyer, prepared, discountPercent }: Purchase): Promise<boolean> => {
      const details = prepared.packDetails;
      if (prepared.freeItem) {
        const message = `${details.name} claimed! ${openHint}`;
        await refresh(buyer.address).catch((error: unknown) => console.error(error));
        controls.succeed(message);
        reportIfClosed('success', message);
        return true;
      }
      const { transaction, packDetails } = prepared;
      if (!transaction || !packDetails.purchaseId) {
        controls.fail(PACK_MESSAGES.noTransaction);
        reportIfClosed('error', PACK_MESSAGES.noTransaction);
        return false;
      }
      const purchaseId = packDetails.purchaseId;
      const discounted = discountPercent !== null;
      const successText = discounted
        ? `${details.name} bought with ${discountPercent}% off! ${openHint}`
        : `${details.name} bought! ${openHint}`;

      const outcome = await runTwoPhase({
        progress: controls,
        messages: {
          prepareFailed: PACK_MESSAGES.buyFailed,
          signFailed: PACK_MESSAGES.cancelled,
          processFailed: PACK_MESSAGES.buyFailed,
          transactionFailed: buyFailedWith(undefined),
          retryFailed: buyFailedWith('Transaction retry failed'),
          unexpected: PACK_MESSAGES.buyFailed,
        },
        prepare: () => Promise.resolve({ transaction }),
        sign: (base64) => {
          const wallet = getWalletSnapshot();
          if (wallet.state !== 'connected' || wallet.address !== buyer.address) {
            throw new Error('Wallet not connected');
          }
          return walletCommands.signTransaction(base64);
        },
        process: async (_prepared, signedTransaction, skipPreflight) => {
          const firstSignature = signatureOfSigned(signedTransaction);
          const body = {
            signedTransaction,
            purchaseId,
            packId: packDetails.packId,
            walletAddress: buyer.address,
            assetType: packDetails.assetType,
            network: buyer.network,
            discounted,
            ...(discounted ? { discountPercent: packDetails.discountPercent } : {}),
            // Spec 001 §7: the signed transaction's own signature, on the first call too.
            ...(firstSignature ? { transactionSignature: firstSignature } : {}),
            skipPreflight,
          };
          try {
            try {
              const result = await processPackPurchase(body);
              return { ...result, signature: result.transactionSignature };
            } catch (error) {
              if (!discounted || !isWorthRetrying(error)) throw error;
              // The payment may have landed without its pack: ask again (processing is idempotent).
              controls.step('confirming');
              await wait(DISCOUNT_RETRY_MS);
              const signature = signatureOfFailedProcess(error);
              const result = await processPackPurchase({
                ...body,
                ...(signature ? { transactionSignature: signature } : {}),
              });
              return { ...result, signature: result.transactionSignature };
            }
          } catch (error) {
            throw withBuyFailureText(error);
          }
        },
        confirm: async () => {
          await refresh(buyer.address);
          if (discounted) await wait(DISCOUNT_CONFIRM_PAUSE_MS);
        },
        confirmationTimedOut: async () => {
          await wait(CONFIRMATION_TIMEOUT_WAIT_MS);
          await refresh(buyer.address).catch((error: unknown) => console.error(error));
          return PURCHASE_TIMEOUT_MESSAGE;
        },
        successMessage: () => successText,
      });

      if (outcome.status === 'success') reportIfClosed('success', successText);
      else if (outcome.status === 'timeout') reportIfClosed('warning', PURCHASE_TIMEOUT_MESSAGE);
      else reportIfClosed('error', outcome.message);
      return outcome.status !== 'error';
    },
    [controls, openHint, refresh, reportIfClosed],
  );

  const buy = useCallback(
    async (pack: PackTypeView, paymentToken?: PaymentToken): Promise<boolean> => {
      const buyer = signedIn();
      if (!buyer) return false;
      if (!pack.free && !getWalletSnapshot().canSignTransaction) {
        toast.error('Wallet does not support transaction signing');
        return false;
      }
      if (!pack.free && !(await canPay(buyer, pack, paymentToken))) return false;
      const quote = quotedPrice(pack, paymentToken);
      controls.start(pack.name, quote.price, quote.token);
      let prepared: PreparePackResponse;
      try {
        prepared = await preparePackPurchase({
          walletAddress: buyer.address,
          packId: pack.id,
          assetType,
          network: buyer.network,
          ...(paymentToken && !pack.free ? { paymentToken } : {}),
        });
      } catch (error) {
        console.error(error);
        controls.fail(buyFailure(error));
        reportIfClosed('error', buyFailure(error));
        return false;
      }
      // The server chose the token (SOL when the balance covers it, else WLO): show what is paid.
      if (!prepared.freeItem) {
        controls.start(prepared.packDetails.name, prepared.packDetails.price, prepared.packDetails.token);
      }
      return complete({ account: buyer, assetType, prepared, discountPercent: null });
    },
    [assetType, canPay, complete, controls, reportIfClosed, signedIn],
  );

  const buyDiscounted = useCallback(
    async (offer: VoucherOffer, packName: string): Promise<DiscountOutcome> => {
      const buyer = signedIn();
      if (!buyer) return 'error';
      if (!getWalletSnapshot().canSignTransaction) {
        toast.error('Wallet does not support transaction signing');
        return 'error';
      }
      const discountedPack = { price: offer.price, priceToken: 'WLO' as const, wloPrice: offer.price };
      if (!(await canPay(buyer, discountedPack, 'WLO'))) return 'error';
      controls.start(`${packName} · ${offer.discountPercent}% OFF`, offer.price, 'WLO');
      let prepared: PreparePackResponse;
      try {
        prepared = await prepareDiscountedPurchase({
          walletAddress: buyer.address,
          packId: offer.packId,
          discountPercent: offer.discountPercent,
          voucherId: offer.voucherId,
          assetType: 'farmer',
          network: buyer.network,
        });
      } catch (error) {
        console.error(error);
        controls.fail(buyFailure(error));
        reportIfClosed('error', buyFailure(error));
        return voucherRefused(error) ? 'voucher-refused' : 'error';
      }
      const { packDetails } = prepared;
      controls.start(
        `${packDetails.name} · ${packDetails.discountPercent}% OFF`,
        packDetails.price,
        packDetails.token,
      );
      const ok = await complete({
        account: buyer,
        assetType: 'farmer',
        prepared,
        discountPercent: packDetails.discountPercent,
      });
      return ok ? 'success' : 'error';
    },
    [canPay, complete, controls, reportIfClosed, signedIn],
  );

  return { buy, buyDiscounted, progress, closeProgress: controls.close };
}
