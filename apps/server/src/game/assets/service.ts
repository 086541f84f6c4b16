import type { WalletAssets } from '@wos/shared';
import type { FarmersService } from '../farmers/service.ts';
import type { HeroesService } from '../heroes/service.ts';
import type { ItemsService } from '../items/service.ts';

/** What a wallet owns in the game, gathered from the features that own it. */
export function createAssetsService(deps: {
  heroes: HeroesService;
  farmers: FarmersService;
  items: ItemsService;
}) {
  return {
    async all(owner: string): Promise<WalletAssets> {
      const [heroes, farmers, items] = await Promise.all([
        deps.heroes.listOwned(owner),
        deps.farmers.listOwned(owner),
        deps.items.listOwned(owner),
      ]);
      return { heroes, farmers, items };
    },
    async heroes(owner: string) {
      return { heroes: await deps.heroes.listOwned(owner) };
    },
    async farmers(owner: string) {
      return { farmers: await deps.farmers.listOwned(owner) };
    },
    async items(owner: string) {
      return { items: await deps.items.listOwned(owner) };
    },
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
