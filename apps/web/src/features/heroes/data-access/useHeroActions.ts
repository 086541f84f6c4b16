import type { ItemAsset, Network } from '@wos/shared';
import { useCallback, useState } from 'react';
import { itemToast, type Toasts, toast } from '../../../lib/toast/toast-store.ts';
import { useWalletPrompts } from '../../connect/index.ts';
import { useRefreshAfterPayment, useSignedInAccount } from '../../game/index.ts';
import { consumeItem, equipItem, levelUpHero, unequipItem } from '../api/heroes-api.ts';
import { heroesActionKeys } from '../api/heroes-query-keys.ts';
import { heroActionError } from '../lib/action-error.ts';
import type { OwnedHeroView } from '../lib/hero-view.ts';
import { CONNECT_TO_VIEW_HEROES, HEROES_MESSAGES } from '../lib/heroes-messages.ts';
import { consumeBlocker, equipBlocker } from '../lib/item-view.ts';

export type HeroItemAction =
  | { kind: 'level-up'; heroId: string; itemId?: undefined }
  | { kind: 'equip' | 'unequip'; heroId: string; itemId: string }
  | { kind: 'use'; heroId?: undefined; itemId: string };

/**
 * The toasts of an action: an item's (use, equip, unequip) close after 3000 ms
 * (docs/spec/001-game.md §9, local marketplace), a hero's level-up after 5000.
 */
const toastsOf = (action: HeroItemAction): Toasts => (action.kind === 'level-up' ? toast : itemToast);

function fail(error: unknown, fallback: string, toasts: Toasts): void {
  console.error(error);
  toasts.error(heroActionError(error, fallback));
}

/**
 * What the player does with heroes and items: level up (a merge), equip, unequip and use a
 * consumable. One action at a time; each success re-reads heroes, items and the wallet, each
 * failure says what the server or the spec says. The page checks what it can before asking
 * (a consumable is never sent to equip), the server checks everything again.
 */
export function useHeroActions() {
  const account = useSignedInAccount();
  const { requireWallet } = useWalletPrompts();
  const refresh = useRefreshAfterPayment();
  const [pending, setPending] = useState<HeroItemAction | null>(null);
  const [levelledUp, setLevelledUp] = useState<{ heroId: string; powerIncrease: number } | null>(null);

  const run = useCallback(
    async <T>(
      action: HeroItemAction,
      call: (wallet: { address: string; network: Network }) => Promise<T>,
      fallback: string,
    ): Promise<T | null> => {
      if (!requireWallet(CONNECT_TO_VIEW_HEROES) || !account.signedIn) return null;
      setPending(action);
      try {
        const result = await call({ address: account.address, network: account.network });
        await refresh.now(heroesActionKeys(account.address));
        return result;
      } catch (error) {
        fail(error, fallback, toastsOf(action));
        return null;
      } finally {
        setPending(null);
      }
    },
    [account, refresh, requireWallet],
  );

  const levelUp = useCallback(
    async (hero: OwnedHeroView) => {
      const result = await run(
        { kind: 'level-up', heroId: hero.id },
        ({ address, network }) => levelUpHero({ walletAddress: address, heroId: hero.id, network }),
        HEROES_MESSAGES.levelUpFailed,
      );
      if (!result) return false;
      toast.success(result.message);
      setLevelledUp({ heroId: result.hero.id, powerIncrease: result.powerIncrease });
      return true;
    },
    [run],
  );

  const equip = useCallback(
    async (hero: OwnedHeroView, item: ItemAsset) => {
      const blocker = equipBlocker(item, hero.id);
      if (blocker === HEROES_MESSAGES.consumableCannotEquip) {
        itemToast.error(blocker);
        return false;
      }
      const result = await run(
        { kind: 'equip', heroId: hero.id, itemId: item.id },
        ({ address, network }) =>
          equipItem({ walletAddress: address, heroId: hero.id, itemId: item.id, network }),
        HEROES_MESSAGES.equipFailed,
      );
      if (result) itemToast.success(result.message);
      return result !== null;
    },
    [run],
  );

  const unequip = useCallback(
    async (hero: OwnedHeroView, item: ItemAsset) => {
      const result = await run(
        { kind: 'unequip', heroId: hero.id, itemId: item.id },
        ({ address, network }) =>
          unequipItem({ walletAddress: address, heroId: hero.id, itemId: item.id, network }),
        HEROES_MESSAGES.unequipFailed,
      );
      if (result) itemToast.success(result.message);
      return result !== null;
    },
    [run],
  );

  const consume = useCallback(
    async (item: ItemAsset) => {
      const blocker = consumeBlocker(item);
      if (blocker) {
        itemToast.error(blocker);
        return false;
      }
      const result = await run(
        { kind: 'use', itemId: item.id },
        ({ address, network }) => consumeItem({ walletAddress: address, itemId: item.id, network }),
        HEROES_MESSAGES.useFailed,
      );
      if (result) itemToast.success(result.message);
      return result !== null;
    },
    [run],
  );

  return {
    pending,
    /** The hero a level-up just produced, for its card to celebrate. */
    levelledUp,
    clearLevelledUp: useCallback(() => setLevelledUp(null), []),
    levelUp,
    equip,
    unequip,
    consume,
  };
}
