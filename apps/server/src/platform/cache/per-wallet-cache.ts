import type { WalletChanges } from './wallet-changes.ts';

/**
 * The defaults of the per-wallet reads: a value lives until its wallet's next
 * announced change, or this long at most (the net under a write that forgot
 * to announce itself), for this many wallets per process (the players active
 * right now; an evicted one is read again), a few pages each.
 */
export const WALLET_READS = { ttlMs: 10_000, maxWallets: 5_000, maxKeysPerWallet: 8 } as const;

export interface PerWalletCacheOptions {
  /** The safety net: a value is read again after this, even if no change was announced. */
  ttlMs: number;
  /** Wallets kept; past it the one cached longest ago goes first. */
  maxWallets: number;
  /** Values kept per wallet (pages, filters); past it that wallet's are all dropped. */
  maxKeysPerWallet?: number;
  /** Monotonic milliseconds (tests). */
  now?: () => number;
}

interface Slot<T> {
  value?: { data: T; expiresAt: number };
  flight?: Promise<T>;
}

/** One wallet's values by key; replaced (never emptied in place) when the wallet changes. */
type WalletSlots<T> = Map<string, Slot<T>>;

/**
 * Reads of one wallet's data (its positions, a page of its history, its
 * assets) kept per wallet and per key, until the wallet changes
 * (WalletChanges, here or in another process) or `ttlMs` passes. Concurrent
 * readers of a missing value share one computation; a computation that
 * started before a change is returned to its readers but never kept.
 */
export class PerWalletCache<T> {
  private wallets = new Map<string, WalletSlots<T>>();
  private readonly now: () => number;
  private readonly maxKeysPerWallet: number;

  constructor(
    changes: WalletChanges | undefined,
    private readonly options: PerWalletCacheOptions,
  ) {
    this.now = options.now ?? (() => performance.now());
    this.maxKeysPerWallet = options.maxKeysPerWallet ?? 64;
    changes?.onChange((wallet) => (wallet === undefined ? this.clear() : this.forget(wallet)));
  }

  get(wallet: string, key: string, compute: () => Promise<T>): Promise<T> {
    let slots = this.wallets.get(wallet);
    if (!slots) {
      if (this.wallets.size >= this.options.maxWallets) this.evictOldest();
      slots = new Map();
      this.wallets.set(wallet, slots);
    }
    let slot = slots.get(key);
    if (slot?.value && slot.value.expiresAt > this.now()) return Promise.resolve(slot.value.data);
    if (slot?.flight) return slot.flight;
    if (!slot) {
      if (slots.size >= this.maxKeysPerWallet) slots.clear();
      slot = {};
      slots.set(key, slot);
    }
    return this.fly(wallet, slots, slot, compute);
  }

  /** Drops what is kept of `wallet` (its data changed). */
  forget(wallet: string): void {
    this.wallets.delete(wallet);
  }

  clear(): void {
    this.wallets = new Map();
  }

  private fly(wallet: string, slots: WalletSlots<T>, slot: Slot<T>, compute: () => Promise<T>): Promise<T> {
    const landed = () => {
      if (slot.flight === flight) slot.flight = undefined;
    };
    const flight: Promise<T> = compute().then(
      (data) => {
        landed();
        // Kept only when the wallet did not change meanwhile (its slots would have been replaced).
        if (this.wallets.get(wallet) === slots) {
          slot.value = { data, expiresAt: this.now() + this.options.ttlMs };
        }
        return data;
      },
      (error: unknown) => {
        landed();
        throw error;
      },
    );
    slot.flight = flight;
    return flight;
  }

  private evictOldest(): void {
    const oldest = this.wallets.keys().next();
    if (!oldest.done) this.wallets.delete(oldest.value);
  }
}
