import type { MarketAssetType, Rarity } from '@wos/shared';
import type { Database } from '../../db/database.ts';

/** An owned asset as the marketplace sees it: who holds it, whether it is free to trade, and its figures. */
export interface TradeableAsset {
  id: string;
  assetType: MarketAssetType;
  owner: string;
  /** The open listing holding it, or null. */
  listingId: string | null;
  /** An item on a hero (it must come off before it is sold). */
  equipped: boolean;
  /**
   * WLO base units the game received for it, its cost basis (docs/rules.md §5): an instant sale pays at
   * most 80 % of it; 0 (a free pack's) is bound: players may trade it, the treasury never buys it.
   */
  costBasis: bigint;
  name: string;
  rarity: Rarity;
  /** A hero's type or an item's; null for farmers. */
  subType: string | null;
  description: string;
  image: string;
  level: number;
  /** A farmer's WLO base units per hour at its level; null otherwise. */
  yieldPerHour: bigint | null;
  /** A farmer's or hero's power at its level; null for items. */
  power: number | null;
}

export interface TransferAsset {
  assetId: string;
  from: string;
  to: string;
  at: Date;
}

/**
 * What a feature that owns tradeable assets (farmers, heroes, items) lets the
 * marketplace do with them, inside the marketplace's database transaction.
 * The marketplace applies the trading rules; the feature keeps its tables.
 */
export interface TradeableAssets {
  /** Reads the asset without locking it (estimates). */
  find(assetId: string, tx?: Database): Promise<TradeableAsset | undefined>;
  /** Locks the asset for the rest of the transaction, then reads it. */
  lock(tx: Database, assetId: string): Promise<TradeableAsset | undefined>;
  /** Holds the (locked) asset for a listing, or frees it (null). A hero held for sale takes off its items. */
  setListing(tx: Database, assetId: string, listingId: string | null): Promise<void>;
  /** Gives the (locked) asset to another wallet, free of any listing. */
  transfer(tx: Database, move: TransferAsset): Promise<void>;
}

/** The row lookups a feature's repository already has. */
interface RowReads<Row> {
  find(id: string, tx?: Database): Promise<Row | undefined>;
  lock(id: string, tx: Database): Promise<Row | undefined>;
}

/** find() and lock() of TradeableAssets over a feature's repository and its view of a row. */
export function tradeableReads<Row>(
  repo: RowReads<Row>,
  view: (row: Row) => TradeableAsset,
): Pick<TradeableAssets, 'find' | 'lock'> {
  return {
    async find(assetId, tx) {
      const row = await repo.find(assetId, tx);
      return row && view(row);
    },
    async lock(tx, assetId) {
      const row = await repo.lock(assetId, tx);
      return row && view(row);
    },
  };
}
