import { type Address, getAddressEncoder } from '@solana/kit';
import type { MessageAccounts } from './message-accounts.ts';
import type { ChainWrites, WritePhase } from './observed-chain.ts';
import type { Chain, TokenAccountBalance } from './port.ts';
import { associatedTokenAddress } from './token.ts';

/** The reads a wallet's page makes of the chain: what the balance cache serves. */
export type ChainReads = Pick<Chain, 'getLamports' | 'getTokenBalance' | 'getTokenAccounts'>;

/** What a payment's early balance check reads (BalanceCache: the last value known). */
export interface PaymentBalances {
  lastLamports(owner: Address): Promise<bigint>;
  lastTokenBalance(owner: Address, mint: Address): Promise<bigint>;
}

/** A subscription: `ready` once the node will report changes, `stop` to end it. */
export interface Watch {
  ready: Promise<void>;
  stop(): void;
}

/**
 * Changes the chain reports on its own (RpcChain: the node's WebSocket), with
 * the new values, so that what another process or another program changed
 * reaches this cache without a read. `lost` runs when a subscription ended
 * unasked: its changes may be missed.
 */
export interface AccountWatch {
  /** The owner's own account: its SOL. */
  owner(owner: Address, changed: (lamports: bigint) => void, lost: () => void): Watch;
  /** Every token account of `mint`: its owner and its own address as 64 hex digits, and its amount. */
  mint(mint: Address, changed: (change: TokenAccountChange) => void, lost: () => void): Watch;
}

export interface TokenAccountChange {
  ownerHex: string;
  accountHex: string;
  amount: bigint;
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
  value?: {
    data: T;
    expiresAt: number;
    /** When a notification brought it (absent: it was read): it then already shows what changed. */
    notifiedAt?: number;
  };
  flight?: Promise<T>;
  /** Bumped by every drop and notification: a read that started before one is not kept. */
  version: number;
  /** The last value known, kept through drops: what a payment's early balance check goes by. */
  last?: { data: T; at: number };
}

/** One owner's values. */
interface Values {
  lamports: Slot<bigint>;
  tokens: Map<Address, Slot<bigint>>;
  accounts: Slot<TokenAccountBalance[]>;
}

interface OwnerEntry {
  values: Values;
  /** The owner's account and its token accounts, as hex keys of the index. */
  keys: Set<string>;
  /** The owner's associated token accounts (hex) and their mints: a notification of one is its balance. */
  tokenAccounts: Map<string, Address>;
  /** When the game last sent a transaction naming one of the owner's accounts. */
  sentAt: number;
  watch: Watch | undefined;
}

/**
 * Another process's write (`forgetOwner`) is announced after its transaction
 * landed; a notification this recent is taken to be the landing's own, and kept.
 */
const RECENT_NOTIFICATION_MS = 1_000;
const newSlot = <T>(): Slot<T> => ({ version: 0 });
const newValues = (): Values => ({ lamports: newSlot(), tokens: new Map(), accounts: newSlot() });
const addressEncoder = getAddressEncoder();
const hexOf = (address: Address) => Buffer.from(addressEncoder.encode(address)).toString('hex');

/**
 * SOL and token balances of wallets, read from the chain once and then
 * served from memory: a wallet's page and a payment's balance check make no
 * RPC call per request. Over RPC the node's notifications bring every change
 * with its new value (`watch`), so a value stays right without a read. A read
 * value is dropped when the game's own transaction names one of the owner's
 * accounts (ChainWrites, through ObservedChain), when another process
 * announces a change of the wallet (`forgetOwner`), or after `ttlMs`; a
 * notified value outlives the drops whose change it already shows.
 *
 * A payment checks balances only to answer early (the chain itself refuses a
 * transfer the payer cannot cover), so it goes by the last value known within
 * the TTL over RPC (`lastLamports`, `lastTokenBalance`), dropped or not: a
 * player's next payment costs no request, and a value a moment old costs at
 * worst that early answer (the payment then fails its preflight, moving nothing).
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
    return this.read(owner, entry, await this.tokenSlot(owner, entry, mint), () =>
      this.chain.getTokenBalance(owner, mint),
    );
  }

  /** SOL for a payment's early check: the last value known (docs above), else a read. */
  lastLamports(owner: Address): Promise<bigint> {
    const entry = this.entry(owner);
    if (!entry) return this.chain.getLamports(owner);
    return this.lastOr(entry.values.lamports, () => this.getLamports(owner));
  }

  /** WLO for a payment's early check: the last value known (docs above), else a read. */
  async lastTokenBalance(owner: Address, mint: Address): Promise<bigint> {
    const entry = this.entry(owner);
    if (!entry) return this.chain.getTokenBalance(owner, mint);
    return this.lastOr(await this.tokenSlot(owner, entry, mint), () => this.getTokenBalance(owner, mint));
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

  /**
   * ChainWrites: a transaction of these accounts went through this process.
   * Sent: what was read may change. Settled: what was known before the send
   * is stale, unless a notification since then already brought the change.
   */
  accounts({ keys, usesLookupTables }: MessageAccounts, phase: WritePhase): void {
    const owners = new Set(
      usesLookupTables ? this.owners.keys() : keys.flatMap((key) => this.ownerOfKey.get(key) ?? []),
    );
    for (const owner of owners) {
      const entry = this.owners.get(owner);
      if (!entry) continue;
      if (phase === 'sent') {
        entry.sentAt = this.now();
        this.drop(entry, Number.NEGATIVE_INFINITY);
      } else {
        this.drop(entry, entry.sentAt);
      }
    }
  }

  /** ChainWrites: SOL credited to an address. */
  credited(address: Address): void {
    const entry = this.owners.get(address);
    if (entry) this.drop(entry, Number.POSITIVE_INFINITY);
  }

  /** Another process announced a change of this wallet's data (its balances may have moved). */
  forgetOwner(owner: string): void {
    const entry = this.owners.get(owner as Address);
    if (entry) this.drop(entry, this.now() - RECENT_NOTIFICATION_MS);
  }

  invalidateAll(): void {
    for (const entry of this.owners.values()) this.drop(entry, Number.POSITIVE_INFINITY);
  }

  /** Stops every subscription (the process closes). */
  close(): void {
    this.mintWatch?.stop();
    this.mintWatch = undefined;
    for (const owner of [...this.owners.keys()]) this.remove(owner);
  }

  /** Drops the owner's values but those a notification brought after `keepNotifiedAfter`. */
  private drop(entry: OwnerEntry, keepNotifiedAfter: number): void {
    const { values } = entry;
    for (const slot of [values.accounts, values.lamports, ...values.tokens.values()] as Slot<unknown>[]) {
      const notifiedAt = slot.value?.notifiedAt;
      if (notifiedAt !== undefined && notifiedAt > keepNotifiedAfter) continue;
      slot.value = undefined;
      slot.version += 1;
    }
  }

  /** Only over RPC, where a read is a request: on the embedded chain a read costs nothing and is exact. */
  private lastOr<T>(slot: Slot<T>, read: () => Promise<T>): Promise<T> {
    const { last } = slot;
    const usable = this.options.watch && last && this.now() - last.at < this.options.ttlMs;
    return usable ? Promise.resolve(last.data) : read();
  }

  private notified<T>(slot: Slot<T>, data: T): void {
    const now = this.now();
    slot.value = { data, expiresAt: now + this.options.ttlMs, notifiedAt: now };
    slot.last = { data, at: now };
    slot.version += 1;
  }

  private lamportsChanged(owner: Address, lamports: bigint): void {
    const entry = this.owners.get(owner);
    if (entry) this.notified(entry.values.lamports, lamports);
  }

  private tokenAccountChanged({ ownerHex, accountHex, amount }: TokenAccountChange): void {
    const owner = this.ownerOfKey.get(ownerHex);
    const entry = owner && this.owners.get(owner);
    if (!entry) return;
    const mint = entry.tokenAccounts.get(accountHex);
    if (mint) {
      let slot = entry.values.tokens.get(mint);
      if (!slot) {
        slot = newSlot();
        entry.values.tokens.set(mint, slot);
      }
      this.notified(slot, amount);
    }
    const { accounts } = entry.values;
    const listed = accounts.value?.data;
    if (!listed) return;
    const index = listed.findIndex((account) => hexOf(account.address) === accountHex);
    const account = listed[index];
    if (account) {
      this.notified(accounts, listed.with(index, { ...account, amount }));
    } else {
      accounts.value = undefined;
      accounts.version += 1;
    }
  }

  /** The owner's entry, made (and watched) when new; undefined while subscriptions fail (read through). */
  private entry(owner: Address): OwnerEntry | undefined {
    const known = this.owners.get(owner);
    if (known) return known;
    const { watch } = this.options;
    if (watch && this.now() < this.watchBlockedUntil) return undefined;
    if (this.owners.size >= this.options.maxOwners) {
      const oldest = this.owners.keys().next();
      if (!oldest.done) this.remove(oldest.value);
    }
    const entry: OwnerEntry = {
      values: newValues(),
      keys: new Set(),
      tokenAccounts: new Map(),
      sentAt: Number.NEGATIVE_INFINITY,
      watch: undefined,
    };
    this.owners.set(owner, entry);
    this.index(owner, entry, owner);
    if (watch) {
      this.mintWatch ??= watch.mint(
        this.options.mint,
        (change) => this.tokenAccountChanged(change),
        () => this.watchLost(),
      );
      entry.watch = watch.owner(
        owner,
        (lamports) => this.lamportsChanged(owner, lamports),
        () => this.watchLost(),
      );
    }
    return entry;
  }

  private async tokenSlot(owner: Address, entry: OwnerEntry, mint: Address): Promise<Slot<bigint>> {
    const known = entry.values.tokens.get(mint);
    if (known) return known;
    const account = await associatedTokenAddress(owner, mint);
    this.index(owner, entry, account);
    entry.tokenAccounts.set(hexOf(account), mint);
    const { tokens } = entry.values;
    const slot = tokens.get(mint) ?? newSlot<bigint>();
    tokens.set(mint, slot);
    return slot;
  }

  /** A subscription ended or failed: nothing kept can be trusted, and reads go to the chain for a while. */
  private watchLost(): void {
    this.watchBlockedUntil = this.now() + (this.options.watchRetryMs ?? 5_000);
    this.mintWatch?.stop();
    this.mintWatch = undefined;
    for (const owner of [...this.owners.keys()]) this.remove(owner);
  }

  private remove(owner: Address): void {
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
    const version = slot.version;
    const landed = () => {
      if (slot.flight === flight) slot.flight = undefined;
    };
    // Subscribed before the first read: a change after it is always heard of. A failed
    // subscription drops the entry (watchLost), so what is read then is not kept.
    const ready = Promise.all([entry.watch?.ready, this.mintWatch?.ready]);
    const flight: Promise<T> = ready.then(fetch, fetch).then(
      (data) => {
        landed();
        // Kept only if nothing changed meanwhile (a drop or a notification bumps the version).
        if (slot.version === version && this.owners.get(owner) === entry) {
          const now = this.now();
          slot.value = { data, expiresAt: now + this.options.ttlMs };
          slot.last = { data, at: now };
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
