import { address } from '@solana/kit';
import {
  BOUND_ASSET_MESSAGE,
  BUYBACK_BUDGET_SPENT_MESSAGE,
  buybackShareMessage,
  estimateBaseUnits,
  instantSellPayout,
  isBound,
  isWosError,
  type MarketAssetType,
  WosError,
} from '@wos/shared';
import type { GameAccounts } from '../../chain/accounts.ts';
import type { Chain } from '../../chain/port.ts';
import type { Database } from '../../db/database.ts';
import type { PayoutsService } from '../../payments/payouts/service.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { createBuybackBudget } from './instant-sell-budget.ts';
import { assertSellable, type TradeableByType } from './listings.ts';
import { MARKET_MESSAGES } from './messages.ts';
import { wlo } from './view.ts';

export interface InstantSell {
  walletAddress: string;
  assetId: string;
  assetType: MarketAssetType;
}

/**
 * Estimates and instant sales (docs/spec/001-game.md §9, docs/rules.md §6): the treasury buys an
 * owned, unlisted asset through the payouts outbox at 80 % of its estimate or
 * of its cost basis (what the game received for it), whichever is lower.
 * The asset is locked, the payout accepted (refused, with nothing changed,
 * when the treasury cannot cover it) and the asset handed to the treasury in
 * one database transaction, so parallel calls sell it once. A bound asset
 * (cost basis 0: from a free pack) is refused, and the day's sales together
 * stay within the treasury's daily buy-back budget and each wallet's share of
 * it, taken in that same transaction.
 */
export function createInstantSales(deps: {
  db: Database;
  assets: TradeableByType;
  payouts: PayoutsService;
  chain: Chain;
  accounts: GameAccounts;
  clock: Clock;
}) {
  const { db, assets, payouts, chain, accounts, clock } = deps;
  const treasury = accounts.pools.treasury.address;
  const budget = createBuybackBudget({
    db,
    treasurySpendable: (tx) => payouts.spendable(tx, 'treasury'),
    treasuryBalance: () => chain.getTokenBalance(treasury, accounts.wloMint),
  });

  return {
    /**
     * Today's buy-back for the operator (budget, used, one wallet's share, in
     * base units); `treasuryBalance` sets the budget before the day's first sale.
     */
    buybackToday(treasuryBalance: bigint) {
      return budget.day(clock.now(), treasuryBalance);
    },

    /** The estimate and today's offer; `wallet` (the signed-in caller, if any) adds its share of the day. */
    async estimate(assetType: MarketAssetType, assetId: string, wallet?: string | null) {
      const asset = await assets[assetType].find(assetId);
      if (!asset) throw new WosError('ASSET__NOT_FOUND', { message: MARKET_MESSAGES.assetDetailsNotFound });
      const estimate = estimateBaseUnits(asset.rarity, asset.level);
      const price = instantSellPayout(estimate, asset.costBasis);
      const bound = isBound(asset.costBasis);
      const left = await budget.remaining(clock.now(), wallet ?? undefined);
      const unavailableReason = bound
        ? BOUND_ASSET_MESSAGE
        : price > left.day
          ? BUYBACK_BUDGET_SPENT_MESSAGE
          : wallet && price > left.wallet
            ? buybackShareMessage(left.wallet)
            : null;
      return {
        success: true as const,
        estimate: wlo(estimate),
        instantSellPrice: wlo(price),
        costBasis: wlo(asset.costBasis),
        name: asset.name,
        rarity: asset.rarity,
        level: asset.level,
        bound,
        buybackBudgetRemaining: wlo(left.day),
        ...(wallet ? { buybackShareRemaining: wlo(left.wallet) } : {}),
        unavailableReason,
      };
    },

    async sell(request: InstantSell) {
      const accepted = await db.transaction(async (tx) => {
        const tradeable = assets[request.assetType];
        const asset = assertSellable(
          await tradeable.lock(tx, request.assetId),
          request.walletAddress,
          MARKET_MESSAGES.listedNotSellable,
        );
        const credits = instantSellPayout(estimateBaseUnits(asset.rarity, asset.level), asset.costBasis);
        // Nothing received for it (a free pack's), so the treasury pays nothing for it.
        if (isBound(asset.costBasis) || credits <= 0n) throw new WosError('ASSET__BOUND');
        await budget.spend(tx, request.walletAddress, credits, clock.now());
        const payout = await payouts
          .enqueue(tx, {
            kind: 'instant_sell',
            wallet: request.walletAddress,
            amount: credits,
            sourcePool: 'treasury',
            // The treasury never sells an asset back, so one instant sale per asset, ever.
            dedupeKey: `instant-sell:${request.assetType}:${asset.id}`,
            history: { type: 'Instant Sale', category: 'marketplace', item: asset.name },
          })
          .catch((error: unknown) => {
            if (isWosError(error) && error.code === 'PAYMENT__POOL_INSUFFICIENT') {
              throw new WosError('PAYMENT__POOL_INSUFFICIENT', { message: MARKET_MESSAGES.treasuryShort });
            }
            throw error;
          });
        await tradeable.transfer(tx, {
          assetId: asset.id,
          from: request.walletAddress,
          to: treasury,
          at: clock.now(),
        });
        return { payoutId: payout.id, credits, name: asset.name };
      });
      const payout = await payouts.dispatch(accepted.payoutId);
      const balance = await chain.getTokenBalance(address(request.walletAddress), accounts.wloMint);
      const credits = wlo(accepted.credits);
      return {
        success: true as const,
        transaction: payout.status === 'confirmed' ? payout.signature : null,
        credits,
        balance: wlo(balance),
        message:
          payout.status === 'confirmed'
            ? `Sold ${accepted.name} for ${credits} WLO`
            : `Sale of ${accepted.name} for ${credits} WLO accepted; payment pending`,
        payout,
      };
    },
  };
}
