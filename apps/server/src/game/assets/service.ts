import type { WalletAssets } from '@wos/shared';
import { PerWalletCache, WALLET_READS } from '../../platform/cache/per-wallet-cache.ts';
import type { WalletChanges } from '../../platform/cache/wallet-changes.ts';
import type { FarmersService } from '../farmers/service.ts';
import type { HeroesService } from '../heroes/service.ts';
import type { ItemsService } from '../items/service.ts';

/** One answer per wallet, kept until the wallet's next change (the same object while kept). */
function perWallet<T>(walletChanges: WalletChanges | undefined, compute: (owner: string) => Promise<T>) {
  const cache = new PerWalletCache<T>(walletChanges, WALLET_READS);
  return (owner: string) => cache.get(owner, '', () => compute(owner));
}

/**
 * What a wallet owns in the game, gathered from the features that own it,
 * kept per wallet until that wallet's next change (their repositories
 * announce every write to WalletChanges). The views depend on the rows alone,
 * not on the time.
 */
export function createAssetsService(deps: {
  heroes: HeroesService;
  farmers: FarmersService;
  items: ItemsService;
  walletChanges?: WalletChanges;
}) {
  const { walletChanges } = deps;
  const heroes = perWallet(walletChanges, async (owner) => ({ heroes: await deps.heroes.listOwned(owner) }));
  const farmers = perWallet(walletChanges, async (owner) => ({
    farmers: await deps.farmers.listOwned(owner),
  }));
  const items = perWallet(walletChanges, async (owner) => ({ items: await deps.items.listOwned(owner) }));
  const all = perWallet(walletChanges, async (owner): Promise<WalletAssets> => {
    const [owned, farmed, held] = await Promise.all([heroes(owner), farmers(owner), items(owner)]);
    return { heroes: owned.heroes, farmers: farmed.farmers, items: held.items };
  });
  return { all, heroes, farmers, items };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
