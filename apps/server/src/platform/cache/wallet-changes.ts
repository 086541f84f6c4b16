import { afterCommit } from '../../db/after-commit.ts';
import type { Database } from '../../db/database.ts';
import type { KeyedInvalidationLink } from './invalidation-link.ts';

/** Past this many wallets in one write (a weekly distribution), every wallet's caches are dropped at once. */
const MANY_WALLETS = 1_000;

/** Told of a wallet whose data changed; undefined: any wallet's may have. */
export type WalletChangeListener = (wallet: string | undefined) => void;

/**
 * The one signal of per-wallet reads: a feature that writes what a wallet
 * owns or did (history, positions, assets) says so here, and every
 * per-wallet cache drops that wallet, in this process and, over the shared
 * state bus, in the others. The signal goes out once the write is committed
 * (afterCommit): a reader cannot refill a cache from the rows it replaced.
 */
export interface WalletChanges {
  /** `wallet`'s data changed in `tx` (or just now, without one). */
  changed(wallet: string, tx?: Database): void;
  /** Several wallets' data changed in `tx`. */
  changedMany(wallets: Iterable<string>, tx?: Database): void;
  /** Calls `listener` for every change, here or in another process. */
  onChange(listener: WalletChangeListener): void;
}

export function createWalletChanges(link?: KeyedInvalidationLink): WalletChanges {
  const listeners: WalletChangeListener[] = [];
  const tell = (wallet: string | undefined) => {
    for (const listener of listeners) listener(wallet);
  };
  link?.onRemote(tell);
  const announce = (wallets: readonly string[]) => {
    if (wallets.length > MANY_WALLETS) {
      tell(undefined);
      link?.publish('');
      return;
    }
    for (const wallet of wallets) {
      tell(wallet);
      link?.publish(wallet);
    }
  };
  return {
    changed(wallet, tx) {
      if (tx) afterCommit(tx, () => announce([wallet]));
      else announce([wallet]);
    },
    changedMany(wallets, tx) {
      const distinct = [...new Set(wallets)];
      if (distinct.length === 0) return;
      if (tx) afterCommit(tx, () => announce(distinct));
      else announce(distinct);
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
