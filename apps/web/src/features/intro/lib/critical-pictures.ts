import { FARMER_CATALOGUE, HERO_CATALOGUE, ITEM_CATALOGUE } from '@wos/shared';

export interface CriticalPicture {
  /** What the preloader shows while it loads. */
  label: string;
  url: string;
}

/**
 * The pictures the game shows for its catalogue (the server's generated art, which listings,
 * inventories and pack reveals point at): 6 farmers, 10 heroes and 11 items.
 */
export function criticalPictures(): CriticalPicture[] {
  const kinds = [
    ['farmers', FARMER_CATALOGUE],
    ['heroes', HERO_CATALOGUE],
    ['items', ITEM_CATALOGUE],
  ] as const;
  return kinds.flatMap(([kind, catalogue]) =>
    catalogue.map((entry) => ({ label: entry.name, url: `/art/${kind}/${entry.id}.svg` })),
  );
}
