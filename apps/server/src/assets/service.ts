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
      const [owned, farmers] = await Promise.all([
        deps.items.listOwned(owner),
        deps.farmers.listOwned(owner),
      ]);
      const heroes = await deps.heroes.listOwned(owner, owned.equippedOn);
      return { heroes, farmers, items: owned.items };
    },
    async heroes(owner: string) {
      const owned = await deps.items.listOwned(owner);
      return { heroes: await deps.heroes.listOwned(owner, owned.equippedOn) };
    },
    async farmers(owner: string) {
      return { farmers: await deps.farmers.listOwned(owner) };
    },
    async items(owner: string) {
      return { items: (await deps.items.listOwned(owner)).items };
    },
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
