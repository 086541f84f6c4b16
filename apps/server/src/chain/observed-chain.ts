import type { Address, Blockhash, ReadonlyUint8Array, Signature, Transaction } from '@solana/kit';
import { type MessageAccounts, messageAccounts } from './message-accounts.ts';
import type {
  BlockhashLifetime,
  Chain,
  PrioritizationFee,
  SendOptions,
  SignatureState,
  TokenAccountBalance,
} from './port.ts';

/** Sent transactions remembered until their outcome is known; past this the oldest are forgotten. */
const REMEMBERED_SENDS = 10_000;
/** Accounts remembered to exist (the game's own token accounts, in practice). */
const REMEMBERED_ACCOUNTS = 1_000;

/** A transaction was sent, or its outcome (landed or failed) was first seen. */
export type WritePhase = 'sent' | 'settled';

/** Told of what the game's own transactions may have changed. */
export interface ChainWrites {
  /** A transaction of these accounts was sent, landed or failed (a failure still costs its payer a fee). */
  accounts(accounts: MessageAccounts, phase: WritePhase): void;
  /** SOL credited to `address` (the faucet). */
  credited(address: Address): void;
}

/**
 * The chain, telling `writes` what each transaction sent through it may have
 * changed: when it is sent, and again when its outcome is first seen
 * (confirmation, a status check), since over RPC a transaction lands after
 * it is sent and a read in between would keep the old balances.
 */
export class ObservedChain implements Chain {
  readonly kind: Chain['kind'];
  private readonly sent = new Map<string, ReadonlyUint8Array>();
  private readonly existing = new Set<Address>();

  constructor(
    private readonly chain: Chain,
    private readonly writes: ChainWrites,
  ) {
    this.kind = chain.kind;
  }

  getLamports(address: Address): Promise<bigint> {
    return this.chain.getLamports(address);
  }

  getTokenAccounts(owner: Address): Promise<TokenAccountBalance[]> {
    return this.chain.getTokenAccounts(owner);
  }

  getTokenBalance(owner: Address, mint: Address): Promise<bigint> {
    return this.chain.getTokenBalance(owner, mint);
  }

  getTokenSupply(mint: Address): Promise<bigint> {
    return this.chain.getTokenSupply(mint);
  }

  /**
   * Remembered once seen: a payment asks whether its WLO destinations (the
   * game's own token accounts, never closed) exist. Were one closed, the
   * payment would fail on chain and move nothing. Payouts ask `accountsExist`,
   * which always reads: a player may close a token account.
   */
  async accountExists(address: Address): Promise<boolean> {
    if (this.existing.has(address)) return true;
    const exists = await this.chain.accountExists(address);
    if (exists && this.existing.size < REMEMBERED_ACCOUNTS) this.existing.add(address);
    return exists;
  }

  accountsExist(addresses: readonly Address[]): Promise<boolean[]> {
    return this.chain.accountsExist(addresses);
  }

  getMinimumBalanceForRentExemption(size: bigint): Promise<bigint> {
    return this.chain.getMinimumBalanceForRentExemption(size);
  }

  getLatestBlockhash(): Promise<BlockhashLifetime> {
    return this.chain.getLatestBlockhash();
  }

  forgetBlockhash(): void {
    this.chain.forgetBlockhash();
  }

  getRecentPrioritizationFees(accounts: readonly Address[]): Promise<PrioritizationFee[]> {
    return this.chain.getRecentPrioritizationFees(accounts);
  }

  simulateComputeUnits(wire: Uint8Array): Promise<number | null> {
    return this.chain.simulateComputeUnits(wire);
  }

  async sendTransaction(transaction: Transaction, options?: SendOptions): Promise<Signature> {
    try {
      const signature = await this.chain.sendTransaction(transaction, options);
      this.remember(signature, transaction.messageBytes);
      return signature;
    } finally {
      this.touched(transaction.messageBytes, 'sent');
    }
  }

  getSignaturesForAddress(address: Address): Promise<Signature[]> {
    return this.chain.getSignaturesForAddress(address);
  }

  async confirmTransaction(signature: Signature, timeoutMs: number): Promise<SignatureState> {
    return this.settled(signature, await this.chain.confirmTransaction(signature, timeoutMs));
  }

  async getSignatureState(signature: Signature): Promise<SignatureState> {
    return this.settled(signature, await this.chain.getSignatureState(signature));
  }

  async getSignatureStates(signatures: readonly Signature[]): Promise<SignatureState[]> {
    const states = await this.chain.getSignatureStates(signatures);
    states.forEach((state, i) => {
      const signature = signatures[i];
      if (signature) this.settled(signature, state);
    });
    return states;
  }

  transactionExpired(blockhash: Blockhash, ageMs: number): Promise<boolean> {
    return this.chain.transactionExpired(blockhash, ageMs);
  }

  async airdrop(address: Address, lamports: bigint): Promise<void> {
    try {
      await this.chain.airdrop(address, lamports);
    } finally {
      this.writes.credited(address);
    }
  }

  setUnixTime(seconds: bigint): Promise<void> {
    return this.chain.setUnixTime(seconds);
  }

  ping(): Promise<void> {
    return this.chain.ping();
  }

  close(): Promise<void> {
    return this.chain.close();
  }

  private remember(signature: string, message: ReadonlyUint8Array): void {
    if (this.sent.size >= REMEMBERED_SENDS) {
      const oldest = this.sent.keys().next();
      if (!oldest.done) this.sent.delete(oldest.value);
    }
    this.sent.set(signature, message);
  }

  private settled(signature: string, state: SignatureState): SignatureState {
    if (state === 'unknown') return state;
    const message = this.sent.get(signature);
    if (message) {
      this.sent.delete(signature);
      this.touched(message, 'settled');
    }
    return state;
  }

  private touched(message: ReadonlyUint8Array, phase: WritePhase): void {
    const accounts = messageAccounts(message);
    // Unreadable: every account may have changed.
    this.writes.accounts(accounts ?? { keys: [], usesLookupTables: true }, phase);
  }
}
