import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useErrorToast } from '../../../lib/hooks/useErrorToast.ts';
import { useSignedInAccount } from '../../game/index.ts';
import { fetchHeroes, fetchItems } from '../api/heroes-api.ts';
import { heroesQueryKeys } from '../api/heroes-query-keys.ts';
import { type OwnedHeroView, toOwnedHeroViews } from '../lib/hero-view.ts';
import { HEROES_MESSAGES } from '../lib/heroes-messages.ts';

/**
 * The signed-in wallet's heroes and items, read together: a hero card shows the items it
 * wears, and the equip dialog offers the free ones.
 */
export function useHeroes() {
  const account = useSignedInAccount();
  const address = account.address ?? '';
  const network = account.network ?? 'localnet';
  const heroes = useQuery({
    queryKey: heroesQueryKeys.heroes(address),
    queryFn: ({ signal }) => fetchHeroes(address, network, signal),
    enabled: account.signedIn,
  });
  const items = useQuery({
    queryKey: heroesQueryKeys.items(address),
    queryFn: ({ signal }) => fetchItems(address, network, signal),
    enabled: account.signedIn,
  });
  useErrorToast(heroes.error, HEROES_MESSAGES.fetchHeroesFailed);
  useErrorToast(items.error, HEROES_MESSAGES.inventoryFailed);

  const itemList = items.data?.items;
  const views = useMemo<OwnedHeroView[] | undefined>(() => {
    if (!heroes.data) return undefined;
    return toOwnedHeroViews(heroes.data.heroes, itemList ?? []);
  }, [heroes.data, itemList]);

  return {
    heroes: views,
    items: itemList ?? [],
    isLoading: heroes.isLoading,
    isError: heroes.isError && !heroes.data,
    itemsFailed: items.isError && !items.data,
    retry: () => {
      void heroes.refetch();
      void items.refetch();
    },
  };
}
