import { type Address, getAddressEncoder } from '@solana/kit';
import type { MessageAccounts } from './message-accounts.ts';
import type { ChainWrites } from './observed-chain.ts';
import type { Chain, TokenAccountBalance } from './port.ts';
import { associatedTokenAddress } from './token.ts';

/** The reads a wallet's page makes of the chain: what the balance cache serves. */
export type ChainReads = Pick<Chain, 'getLamports' | 'getTokenBalance' | 'getTokenAccounts'>;

/** A subscription: `ready` once the node will report changes, `stop` to end it. */
export interface Watch {
  ready: Promise<void>;
  stop(): void;
}

/**
 * Changes the chain reports on its own (RpcChain: the node's WebSocket), so
 * that what another process or another program changed reaches this cache.
 * `lost` runs when a subscription ended unasked: its changes may be missed.
 */
export interface AccountWatch {
  /** The owner's own account (its SOL). */
  owner(owner: Address, changed: () => void, lost: () => void): Watch;
  /** Every token account of `mint`; `changed` gets the account's owner as 64 hex digits. */
  mint(mint: Address, changed: (ownerHex: string) => void, lost: () => void): Watch;
}

export interface BalanceCacheOptions {
  /** The safety net: a value is read again after this even if no change was seen. */
  ttlMs: number;
  /** Owners kept (and watched); past it the one cached longest ago goes first. */
  maxOwners: number;
  /** The game's mint: its token accounts are watched as one (absent `watch`: nothing is). */
  mint: Address;
  watch?: AccountWatch | undefined;
  /** After a subscription failed, reads go straight to the chain for this long before trying again. */
  watchRetryMs?: number;
  now?: () => number;
}

interface Slot<T> {
  value?: { data: T; expiresAt: number };
  flight?: Promise<T>;
}

/** One owner's values; replaced as a whole when any of its accounts changes. */
interface Values {
  lamports: Slot<bigint>;
  tokens: Map<Address, Slot<bigint>>;
  accounts: Slot<TokenAccountBalance[]>;
}

interface OwnerEntry {
  values: Values;
  /** The owner's account and its token accounts, as hex keys of the index. */
  keys: Set<string>;
  watch: Watch | undefined;
}

const newValues = (): Values => ({ lamports: {}, tokens: new Map(), accounts: {} });
const addressEncoder = getAddressEncoder();
const hexOf = (address: Address) => Buffer.from(addressEncoder.encode(address)).toString('hex');

/**
 * SOL and token balances of wallets, read from the chain once and then
 * served from memory: a wallet's page no longer makes RPC calls per request.
 * A value is dropped when one of the owner's accounts changes: the game's own
 * transactions (ChainWrites, through ObservedChain), the node's account
 * notifications (`watch`, over RPC), a wallet change announced by another
 * process (`forgetOwner`), or after `ttlMs`. Only reads for display come
 * here: payments and payouts read the chain itself.
 */
export class BalanceCache implements ChainReads, ChainWrites {
  private owners = new Map<Address, OwnerEntry>();
  private readonly ownerOfKey = new Map<string, Address>();
  private readonly now: () => number;
  private mintWatch: Watch | undefined;
  private watchBlockedUntil = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly chain: ChainReads,
    private readonly options: BalanceCacheOptions,
  ) {
    this.now = options.now ?? (() => performance.now());
  }

  getLamports(owner: Address): Promise<bigint> {
    const entry = this.entry(owner);
    if (!entry) return this.chain.getLamports(owner);
    return this.read(owner, entry, entry.values.lamports, () => this.chain.getLamports(owner));
  }

  async getTokenBalance(owner: Address, mint: Address): Promise<bigint> {
    const entry = this.entry(owner);
    if (!entry) return this.chain.getTokenBalance(owner, mint);
    if (!entry.values.tokens.has(mint)) this.index(owner, entry, await associatedTokenAddress(owner, mint));
    const { tokens } = entry.values;
    let slot = tokens.get(mint);
    if (!slot) {
      slot = {};
      tokens.set(mint, slot);
    }
    return this.read(owner, entry, slot, () => this.chain.getTokenBalance(owner, mint));
  }

  getTokenAccounts(owner: Address): Promise<TokenAccountBalance[]> {
    const entry = this.entry(owner);
    if (!entry) return this.chain.getTokenAccounts(owner);
    return this.read(owner, entry, entry.values.accounts, async () => {
      const accounts = await this.chain.getTokenAccounts(owner);
      if (this.owners.get(owner) === entry)
        for (const account of accounts) this.index(owner, entry, account.address);
      return accounts;
    });
  }

  /** ChainWrites: a transaction of these accounts went through this process. */
  accounts({ keys, usesLookupTables }: MessageAccounts): void {
    if (usesLookupTables) {
      this.invalidateAll();
      return;
    }
    for (const key of keys) {
      const owner = this.ownerOfKey.get(key);
      if (owner) this.invalidate(owner);
    }
  }

  /** ChainWrites: SOL credited to an address. */
  credited(address: Address): void {
    this.invalidate(address);
  }

  /** Another process announced a change of this wallet's data (its balances may have moved). */
  forgetOwner(owner: string): void {
    this.invalidate(owner as Address);
  }

  invalidateAll(): void {
    for (const entry of this.owners.values()) entry.values = newValues();
  }

  /** Stops every subscription (the process closes). */
  close(): void {
    this.mintWatch?.stop();
    this.mintWatch = undefined;
    for (const owner of [...this.owners.keys()]) this.drop(owner);
  }

  private invalidate(owner: Address): void {
    const entry = this.owners.get(owner);
    if (entry) entry.values = newValues();
  }

  /** The owner's entry, made (and watched) when new; undefined while subscriptions fail (read through). */
  private entry(owner: Address): OwnerEntry | undefined {
    const known = this.owners.get(owner);
    if (known) return known;
    const { watch } = this.options;
    if (watch && this.now() < this.watchBlockedUntil) return undefined;
    if (this.owners.size >= this.options.maxOwners) {
      const oldest = this.owners.keys().next();
      if (!oldest.done) this.drop(oldest.value);
    }
    const entry: OwnerEntry = { values: newValues(), keys: new Set(), watch: undefined };
    this.owners.set(owner, entry);
    this.index(owner, entry, owner);
    if (watch) {
      this.mintWatch ??= watch.mint(
        this.options.mint,
        (ownerHex) => {
          const changed = this.ownerOfKey.get(ownerHex);
          if (changed) this.invalidate(changed);
        },
        () => this.watchLost(),
      );
      entry.watch = watch.owner(
        owner,
        () => this.invalidate(owner),
        () => this.watchLost(),
      );
    }
    return entry;
  }

  /** A subscription ended or failed: nothing kept can be trusted, and reads go to the chain for a while. */
  private watchLost(): void {
    this.watchBlockedUntil = this.now() + (this.options.watchRetryMs ?? 5_000);
    this.mintWatch?.stop();
    this.mintWatch = undefined;
    for (const owner of [...this.owners.keys()]) this.drop(owner);
  }

  private drop(owner: Address): void {
    const entry = this.owners.get(owner);
    if (!entry) return;
    this.owners.delete(owner);
    entry.watch?.stop();
    for (const key of entry.keys) if (this.ownerOfKey.get(key) === owner) this.ownerOfKey.delete(key);
  }

  private index(owner: Address, entry: OwnerEntry, account: Address): void {
    const key = hexOf(account);
    entry.keys.add(key);
    this.ownerOfKey.set(key, owner);
  }

  private read<T>(owner: Address, entry: OwnerEntry, slot: Slot<T>, fetch: () => Promise<T>): Promise<T> {
    const value = slot.value;
    if (value && value.expiresAt > this.now()) return Promise.resolve(value.data);
    if (slot.flight) return slot.flight;
    const values = entry.values;
    const landed = () => {
      if (slot.flight === flight) slot.flight = undefined;
    };
    // Subscribed before the first read: a change after it is always heard of. A failed
    // subscription drops the entry (watchLost), so what is read then is not kept.
    const ready = Promise.all([entry.watch?.ready, this.mintWatch?.ready]);
    const flight: Promise<T> = ready.then(fetch, fetch).then(
      (data) => {
        landed();
        // Kept only if no change was seen meanwhile (the owner's values would have been replaced).
        if (entry.values === values && this.owners.get(owner) === entry) {
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
}
