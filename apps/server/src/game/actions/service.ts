import type { ActionGetResponse, ActionPostResponse } from '@solana/actions-spec';
import { packTypeById, WosError } from '@wos/shared';
import { toAddress } from '../../chain/address-bytes.ts';
import type { Chain } from '../../chain/port.ts';
import type { ListingSales, PackSales } from './ports.ts';

/** What the buyer's wallet needs beside the price: the network fee and, at most, a token account's rent. */
const MIN_FEE_LAMPORTS = 2_100_000n;

const LISTING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ACTION_PATHS = {
  listing: (id: string) => `/actions/listing/${encodeURIComponent(id)}`,
  pack: (id: string) => `/actions/pack/${encodeURIComponent(id)}`,
} as const;

/**
 * Solana Actions for what players share (docs/architecture.md §9): a listing
 * ("Buy <name> for <price> WLO") and a pack type ("Buy a <pack>"). GET
 * describes the action; POST answers the same server-prepared transaction
 * the page would get, for the posted `account` as buyer, handed out through
 * the payments engine (PaidAction.handOut) since the wallet sends it itself.
 */
export function createActionsService(deps: { marketplace: ListingSales; packs: PackSales; chain: Chain }) {
  const { marketplace, packs, chain } = deps;

  /** A wallet with no SOL cannot pay the network fee: say so before holding anything. */
  async function ensureFeeFunds(account: string): Promise<void> {
    if ((await chain.getLamports(toAddress(account))) < MIN_FEE_LAMPORTS) {
      throw new WosError('PAYMENT__INSUFFICIENT_FUNDS', {
        message: 'This wallet needs a little SOL (about 0.0021) for the network fee and token account',
      });
    }
  }

  function packOf(packId: string) {
    const packType = packTypeById(packId);
    if (!packType || packType.price <= 0) {
      throw new WosError('PACKS__UNKNOWN_TYPE', { message: 'No pack of this kind is for sale' });
    }
    return packType;
  }

  return {
    async listing(listingId: string, origin: string): Promise<ActionGetResponse> {
      const offer = LISTING_ID.test(listingId) ? await marketplace.purchases.offer(listingId) : undefined;
      if (!offer) throw new WosError('MARKET__LISTING_NOT_FOUND');
      const { listing, open } = offer;
      const label = `Buy for ${listing.price} WLO`;
      return {
        type: 'action',
        icon: listing.image?.startsWith('/') ? `${origin}${listing.image}` : `${origin}/actions/icon.svg`,
        title: `Buy ${listing.name} for ${listing.price} WLO`,
        description: `${listing.rarity} ${listing.assetType} on the Warlords of Solana marketplace. 95% goes to the seller, 5% to the treasury.`,
        label,
        ...(open
          ? { links: { actions: [{ type: 'transaction', label, href: ACTION_PATHS.listing(listingId) }] } }
          : { disabled: true, error: { message: 'This listing has already been sold' } }),
      };
    },

    async buyListing(listingId: string, account: string): Promise<ActionPostResponse> {
      if (!LISTING_ID.test(listingId)) throw new WosError('MARKET__LISTING_NOT_FOUND');
      await ensureFeeFunds(account);
      const { transaction, name, price } = await marketplace.purchases.handOut(listingId, account);
      return {
        type: 'transaction',
        transaction,
        message: `Buying ${name} for ${price} WLO: it is yours once the transaction lands`,
      };
    },

    pack(packId: string, origin: string): ActionGetResponse {
      const packType = packOf(packId);
      const label = `Buy for ${packType.price} ${packType.priceToken}`;
      return {
        type: 'action',
        icon: `${origin}/actions/icon.svg`,
        title: `Buy a ${packType.name}`,
        description: `${packType.description} Opened in the game with a provably fair draw.`,
        label,
        links: { actions: [{ type: 'transaction', label, href: ACTION_PATHS.pack(packId) }] },
      };
    },

    async buyPack(packId: string, account: string): Promise<ActionPostResponse> {
      const packType = packOf(packId);
      await ensureFeeFunds(account);
      const { transaction, packDetails } = await packs.purchases.handOut({
        walletAddress: account,
        packType,
        paymentToken: packType.priceToken,
      });
      return {
        type: 'transaction',
        transaction,
        message: `Buying a ${packType.name} for ${packDetails.price} ${packDetails.token}: it appears in your packs once the transaction lands`,
      };
    },
  };
}

export type ActionsService = ReturnType<typeof createActionsService>;
