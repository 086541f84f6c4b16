/**
 * Every player-paid flow and what its effect returns. A flow adds its kind
 * here; the registry and process() are typed by this map.
 */
export interface IntentResults {
  stake: { stakeId: string };
  'pack-purchase': { packId: string; packTypeId: string; commitment: string };
}

export type IntentKind = keyof IntentResults;
