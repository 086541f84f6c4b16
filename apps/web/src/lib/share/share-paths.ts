/**
 * The Blink URL of a listing or a pack: the page URL that the origin's
 * /actions.json maps to its Solana Action (the server's game/actions), so a
 * blink client (wallet, extension, dial.to) shows a buy button for it.
 */
export const blinkPaths = {
  listing: (listingId: string) => `/marketplace/listing/${encodeURIComponent(listingId)}`,
  pack: (packTypeId: string) => `/store/packs/${encodeURIComponent(packTypeId)}`,
} as const;
