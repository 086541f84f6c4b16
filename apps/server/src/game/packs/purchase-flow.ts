import {
  type DiscountVoucher,
  discountedPrice,
  formatBaseUnits,
  type PackDetails,
  type PackType,
  type ProcessPackResponse,
  packTypeById,
  SOL_DECIMALS,
  toBaseUnits,
  WHEEL_PACK_PRICES_WLO,
  WLO_DECIMALS,
  WosError,
  wheelVoucherPackId,
} from '@wos/shared';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { WalletService } from '../../account/wallet/service.ts';
import type { GameAccounts } from '../../chain/accounts.ts';
import { toAddress } from '../../chain/address-bytes.ts';
import type { PaymentBalances } from '../../chain/balance-cache.ts';
import type { Database } from '../../db/database.ts';
import type { FeesService } from '../../payments/fees/service.ts';
import type { IntentsService } from '../../payments/intents/service.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { VouchersService } from '../vouchers/service.ts';
import { newPackRow } from './new-pack.ts';
import { type Balances, choosePayment, type PackPrice, type PackToken, payInWlo } from './pricing.ts';
import { type PacksRepo, packStatements } from './repo.ts';

export interface PrepareRequest {
  walletAddress: string;
  packType: PackType;
  paymentToken?: PackToken | undefined;
}

export interface PrepareDiscountedRequest {
  walletAddress: string;
  packId?: string | undefined;
  discountPercent?: number | undefined;
  voucherId?: string | undefined;
}

export interface ProcessRequest {
  /** packDetails.purchaseId; absent (as in the specification's body), the signed transaction names it. */
  purchaseId?: string | undefined;
  walletAddress: string;
  signedTransaction: string;
  skipPreflight?: boolean | undefined;
}

export interface PreparedPurchase {
  transaction: string;
  packDetails: PackDetails;
}

const decimalsOf = (token: PackToken) => (token === 'SOL' ? SOL_DECIMALS : WLO_DECIMALS);
const display = (amount: bigint, token: PackToken) => Number(formatBaseUnits(amount, decimalsOf(token)));

/**
 * Paid packs through the two-phase protocol: ONE player-signed transaction
 * pays the price, split to the fee wallets leg by leg; when it lands, the
 * pack (with its committed seed), the split record and the history row are
 * written in one database transaction. A discounted purchase holds its
 * voucher from prepare on, so a voucher buys exactly one pack.
 */
export function createPurchaseFlow(deps: {
  repo: PacksRepo;
  intents: IntentsService;
  wallet: WalletService;
  fees: FeesService;
  vouchers: VouchersService;
  /** The price (WLO or SOL) and balance check answer from the cache; the chain refuses what cannot be paid. */
  balances: PaymentBalances;
  accounts: GameAccounts;
  clock: Clock;
  log: Logger;
}) {
  const { repo, intents, wallet, fees, vouchers, balances, accounts, clock, log } = deps;

  const purchases = intents.define('pack-purchase', {
    result: z.object({ packId: z.string(), packTypeId: z.string(), commitment: z.string() }),
    // The pack, its split, the voucher's use and the history row go in the round trip that confirms the payment.
    settle: {
      load: packStatements.terms,
      writes(intent, loaded, signature) {
        const purchase = packStatements.termsOf(loaded);
        if (!purchase) throw new Error(`pack purchase ${intent.id} has no purchase row`);
        const packType = packTypeById(purchase.packTypeId);
        if (!packType)
          throw new Error(`pack purchase ${intent.id} names unknown pack ${purchase.packTypeId}`);
        const pack = newPackRow({
          owner: intent.wallet,
          packType,
          paidToken: intent.token,
          paidAmount: intent.amount,
          intentId: intent.id,
          voucherId: purchase.voucherId,
          createdAt: clock.now(),
        });
        const redeem = purchase.voucherId
          ? [vouchers.redeemStatement(intent.wallet, purchase.voucherId)]
          : [];
        return {
          result: { packId: pack.id, packTypeId: packType.id, commitment: pack.commitment },
          statements: [
            ...redeem,
            packStatements.landed(intent.id),
            packStatements.insertPack(pack),
            fees.recordStatement({
              source: 'pack-purchase',
              sourceId: intent.id,
              wallet: intent.wallet,
              token: intent.token,
              total: intent.amount,
              shares: fees.packSplit(intent.token, intent.amount).shares,
              signature,
            }),
            wallet.recordStatement({
              wallet: intent.wallet,
              type: 'Purchase',
              category: 'packs',
              item:
                purchase.discountPercent > 0
                  ? `${packType.name} (${purchase.discountPercent}% off)`
                  : packType.name,
              amount: -intent.amount,
              token: intent.token,
              signature,
            }),
          ],
          committed(rows) {
            // The purchase held the voucher since prepare; the player paid, so the pack is theirs regardless.
            if (redeem.length > 0 && rows[0]?.length !== 1) {
              log.error(
                { purchase: intent.id, voucher: purchase.voucherId },
                'voucher of a landed purchase could not be marked used',
              );
            }
          },
        };
      },
    },
    async failed(tx, intent) {
      // Releases a held voucher too: only purchases that are not failed hold one.
      await repo.setPurchaseStatus(intent.id, 'failed', tx);
    },
  });

  async function balancesOf(owner: string): Promise<Balances> {
    const key = toAddress(owner);
    const [lamports, wlo] = await Promise.all([
      balances.lastLamports(key),
      balances.lastTokenBalance(key, accounts.wloMint),
    ]);
    return { lamports, wlo };
  }

  /** The split payment, stored with its purchase row (which holds the voucher, if any). */
  async function preparePayment(input: {
    walletAddress: string;
    packType: PackType;
    price: PackPrice;
    voucher: DiscountVoucher | null;
    originalPrice: number;
    /** A Solana Action's purchase: the wallet sends it itself (PaidAction.handOut). */
    handOut?: boolean;
  }): Promise<PreparedPurchase> {
    const { walletAddress, packType, price, voucher } = input;
    const { id: purchaseId, transaction } = await purchases[input.handOut ? 'handOut' : 'prepare'](
      { wallet: walletAddress, token: price.token, legs: fees.packSplit(price.token, price.amount).legs },
      voucher
        ? async (tx, id) => {
            const row = {
              id,
              wallet: walletAddress,
              packTypeId: packType.id,
              token: price.token,
              price: price.amount,
              voucherId: voucher.id,
              discountPercent: voucher.discountPercent,
              status: 'pending' as const,
              createdAt: clock.now(),
            };
            if (await repo.insertPurchase(row, tx)) return;
            await takeOverVoucher(tx, voucher.id);
            if (!(await repo.insertPurchase(row, tx))) {
              throw new WosError('PACKS__VOUCHER_IN_USE');
            }
          }
        : {
            // Without a voucher the purchase row cannot conflict: it goes with the intent in one round trip.
            statements: (id) => [
              packStatements.insertPurchase({
                id,
                wallet: walletAddress,
                packTypeId: packType.id,
                token: price.token,
                price: price.amount,
                createdAt: clock.now(),
              }),
            ],
          },
    );
    return {
      transaction,
      packDetails: {
        purchaseId,
        packId: packType.id,
        assetType: packType.assetType,
        name: packType.name,
        price: display(price.amount, price.token),
        token: price.token,
        originalPrice: voucher ? input.originalPrice : display(price.amount, price.token),
        discountPercent: voucher?.discountPercent ?? 0,
        voucherId: voucher?.id ?? null,
        pack: null,
      },
    };
  }

  /**
   * The voucher is held by an earlier purchase: one never signed (still
   * prepared) is abandoned so this one replaces it; one sent or landed keeps it.
   */
  async function takeOverVoucher(tx: Database, voucherId: string): Promise<void> {
    const holder = await repo.purchaseHoldingVoucher(voucherId, tx);
    if (!holder) return;
    if (holder.status === 'landed') throw new WosError('PACKS__VOUCHER_USED');
    if (!(await purchases.abandon(holder.id, tx, 'Replaced by a newer purchase with the same voucher'))) {
      throw new WosError('PACKS__VOUCHER_IN_USE', {
        message: 'A purchase with this voucher is already being processed',
      });
    }
  }

  /** The wallet's voucher to use: the one named, else one matching the pack and percent asked, else the first. */
  async function chooseVoucher(request: PrepareDiscountedRequest): Promise<DiscountVoucher> {
    const unused = await vouchers.unused(request.walletAddress);
    const tierOf = (voucher: DiscountVoucher) => wheelVoucherPackId(voucher.packType);
    const voucher = request.voucherId
      ? unused.find((v) => v.id === request.voucherId)
      : (unused.find(
          (v) =>
            (request.packId === tierOf(v) || request.packId === v.packType) &&
            v.discountPercent === request.discountPercent,
        ) ?? unused[0]);
    if (!voucher) throw new WosError('PACKS__NO_VOUCHER');
    return voucher;
  }

  /** A purchase at the pack's own price (no voucher), for the page or handed out to a Solana Action. */
  async function preparePlain(request: PrepareRequest, handOut: boolean): Promise<PreparedPurchase> {
    const price = choosePayment(
      request.packType,
      await balancesOf(request.walletAddress),
      request.paymentToken,
    );
    return preparePayment({
      walletAddress: request.walletAddress,
      packType: request.packType,
      price,
      voucher: null,
      originalPrice: display(price.amount, price.token),
      handOut,
    });
  }

  return {
    /**
     * A Solana Action's purchase (game/actions): the same payment with its
     * reference key; the payment reconciler writes the pack when it lands.
     */
    handOut(request: PrepareRequest): Promise<PreparedPurchase> {
      return preparePlain(request, true);
    },

    prepare(request: PrepareRequest): Promise<PreparedPurchase> {
      return preparePlain(request, false);
    },

    /**
     * The wheel's voucher: the farmer pack of its tier at floor(original ×
     * (1 − percent/100)) of the wheel's WLO prices; percent and pack come
     * from the voucher, never from the request.
     */
    async prepareDiscounted(request: PrepareDiscountedRequest): Promise<PreparedPurchase> {
      const voucher = await chooseVoucher(request);
      const packType = packTypeById(wheelVoucherPackId(voucher.packType));
      if (!packType) throw new Error(`no farmer pack for voucher tier ${voucher.packType}`);
      const originalPrice = WHEEL_PACK_PRICES_WLO[voucher.packType];
      const amount = toBaseUnits(discountedPrice(originalPrice, voucher.discountPercent), WLO_DECIMALS);
      const price = payInWlo(amount, await balancesOf(request.walletAddress));
      return preparePayment({
        walletAddress: request.walletAddress,
        packType,
        price,
        voucher,
        originalPrice,
      });
    },

    async process(request: ProcessRequest): Promise<ProcessPackResponse> {
      const { signature, result } = await purchases.process({
        id: request.purchaseId,
        wallet: request.walletAddress,
        signedTransaction: request.signedTransaction,
        skipPreflight: request.skipPreflight,
      });
      const packType = packTypeById(result.packTypeId);
      if (!packType) throw new Error(`pack purchase ${signature} names unknown pack ${result.packTypeId}`);
      return {
        success: true as const,
        transactionSignature: signature,
        pack: { id: result.packId, packId: packType.id, commitment: result.commitment },
      };
    },
  };
}

export type PurchaseFlow = ReturnType<typeof createPurchaseFlow>;
