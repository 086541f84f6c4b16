import { type PackAssetType, type PackTypeView, packTypeById } from '@wos/shared';
import { useCallback, useState } from 'react';
import type { VoucherOffer } from '../../game/index.ts';
import { isTransactionRunning, TransactionProgressDialog } from '../../transactions/index.ts';
import { usePackPurchase } from '../data-access/usePackPurchase.ts';
import { usePackTypes } from '../data-access/usePackTypes.ts';
import { useVoucherOffers } from '../data-access/useVoucherOffers.ts';
import { PACK_MESSAGES } from '../lib/pack-messages.ts';
import type { PaymentToken } from '../lib/pack-view.ts';
import { DiscountOfferCard } from './DiscountOfferCard.tsx';
import { PackCard } from './PackCard.tsx';
import { StoreBalance } from './StoreBalance.tsx';
import '../packs.css';

interface Props {
  assetType: PackAssetType;
  /**
   * The staking wheel voucher a GO TO PACK STORE link named (farmer packs only). The store
   * also offers every other unused voucher of the wallet.
   */
  offer?: VoucherOffer | null;
  /** The linked voucher was spent, refused by the server, or put aside by the player. */
  onOfferClosed?: () => void;
  /** Where the player opens a bought pack, for the success message. */
  openHint?: string;
  /** Called after a pack was bought (e.g. to point at MY PACKS). */
  onBought?: () => void;
}

const TITLES: Record<PackAssetType, string> = { farmer: 'FARMER PACKS', hero: 'HERO PACKS' };

/**
 * The pack store of one asset type (docs/spec/001-game.md §2): the buyable packs with their odds and
 * prices, buying through the shared transaction dialog, and a wheel voucher when one is given.
 */
export function PackStore({ assetType, offer = null, onOfferClosed, onBought, openHint }: Props) {
  const { packTypes, isLoading, usingLocalData } = usePackTypes(assetType);
  const { buy, buyDiscounted, progress, closeProgress } = usePackPurchase(assetType, openHint);
  const offers = useVoucherOffers(assetType === 'farmer' ? offer : null);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const shownOffers = assetType === 'farmer' ? offers.filter((item) => !dismissed.has(item.voucherId)) : [];
  const busy = isTransactionRunning(progress);

  const onBuy = useCallback(
    async (pack: PackTypeView, paymentToken?: PaymentToken) => {
      if (await buy(pack, paymentToken)) onBought?.();
    },
    [buy, onBought],
  );

  const closeOffer = (voucherId: string) => {
    setDismissed((current) => new Set(current).add(voucherId));
    if (voucherId === offer?.voucherId) onOfferClosed?.();
  };
  const onBuyOffer = async (chosen: VoucherOffer, name: string) => {
    const outcome = await buyDiscounted(chosen, name);
    if (outcome !== 'error') closeOffer(chosen.voucherId);
    if (outcome === 'success') onBought?.();
  };

  return (
    <section className="pack-store" aria-labelledby={`pack-store-title-${assetType}`}>
      <header className="pack-store__head">
        <h2 id={`pack-store-title-${assetType}`} className="section-title">
          {TITLES[assetType]}
        </h2>
        <p className="muted">
          Every pack is provably fair: its draw is sealed when you buy it and your own client seed joins it
          when you open it.
        </p>
        <StoreBalance />
      </header>

      {shownOffers.map((item) => {
        const name = packTypeById(item.packId)?.name ?? 'Farmer Pack';
        return (
          <DiscountOfferCard
            key={item.voucherId}
            offer={item}
            packName={name}
            busy={busy}
            onBuy={() => void onBuyOffer(item, name)}
            onDismiss={() => closeOffer(item.voucherId)}
          />
        );
      })}

      {usingLocalData ? (
        <p className="pack-store__notice" role="status">
          {PACK_MESSAGES.typesFallback}
        </p>
      ) : null}

      {packTypes ? (
        <div className="pack-grid" data-testid="pack-store">
          {packTypes.map((pack) => (
            <PackCard
              key={pack.id}
              pack={pack}
              busy={busy}
              onBuy={(chosen, token) => void onBuy(chosen, token)}
            />
          ))}
        </div>
      ) : (
        <p className="pack-store__state muted" role="status">
          {isLoading ? (
            <>
              <span className="spinner" aria-hidden="true" /> Loading packs…
            </>
          ) : (
            PACK_MESSAGES.fetchPacksFailed
          )}
        </p>
      )}

      <TransactionProgressDialog state={progress} onClose={closeProgress} />
    </section>
  );
}
