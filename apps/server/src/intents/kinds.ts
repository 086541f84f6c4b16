/**
 * Every player-paid flow and what its effect returns. A flow adds its kind
 * here; the registry and process() are typed by this map.
 */
export interface IntentResults {
  stake: { stakeId: string };
  'pack-purchase': { packId: string; packTypeId: string; commitment: string };
  'marketplace-purchase': {
    listingId: string;
    assetType: 'farmer' | 'hero' | 'item';
    assetId: string;
    name: string;
  };
}

export type IntentKind = keyof IntentResults;
