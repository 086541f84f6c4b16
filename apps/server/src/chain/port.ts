import type { Address, Blockhash, Signature, Transaction } from '@solana/kit';

export interface BlockhashLifetime {
  blockhash: Blockhash;
  lastValidBlockHeight: bigint;
}

export interface TokenAccountBalance {
  address: Address;
  mint: Address;
  amount: bigint;
  decimals: number;
}

export type SignatureState = 'confirmed' | 'failed' | 'unknown';

/** What a recent slot's landed transactions paid per compute unit (the lowest, as the RPC reports it). */
export interface PrioritizationFee {
  slot: bigint;
  /** Micro-lamports per compute unit. */
  prioritizationFee: bigint;
}

export interface SendOptions {
  skipPreflight?: boolean;
}

/**
 * The Solana chain as the game sees it. LiteSvmChain (embedded) and RpcChain
 * (any JSON-RPC endpoint) implement it; game code never knows which it has.
 * Errors are WosError: PAYMENT__PREFLIGHT_FAILED when a preflight refused the
 * transaction, PAYMENT__TRANSACTION_FAILED when it executed and failed,
 * CHAIN__UNAVAILABLE when the chain did not answer.
 */
export interface Chain {
  readonly kind: 'litesvm' | 'rpc';
  getLamports(address: Address): Promise<bigint>;
  /** Token accounts owned by `owner` (SPL Token program). */
  getTokenAccounts(owner: Address): Promise<TokenAccountBalance[]>;
  /** Base units in the associated token account of owner for mint; 0 when it does not exist. */
  getTokenBalance(owner: Address, mint: Address): Promise<bigint>;
  /** Base units of `mint` in existence (what was minted less what was burned). */
  getTokenSupply(mint: Address): Promise<bigint>;
  accountExists(address: Address): Promise<boolean>;
  /** Whether each of `addresses` exists, in their order (one request per 100 over RPC). */
  accountsExist(addresses: readonly Address[]): Promise<boolean[]>;
  getMinimumBalanceForRentExemption(size: bigint): Promise<bigint>;
  /** A recent blockhash; over RPC one is shared for a few seconds (chain/recent-blockhash.ts). */
  getLatestBlockhash(): Promise<BlockhashLifetime>;
  /** Forgets a blockhash kept for reuse: the next transaction gets a new one (a test moved the node's slots). */
  forgetBlockhash(): void;
  /** Recent slots' prioritization fees for transactions that lock `accounts` (empty on the embedded chain). */
  getRecentPrioritizationFees(accounts: readonly Address[]): Promise<PrioritizationFee[]>;
  /**
   * Compute units an unsigned wire transaction would use (signatures not
   * checked, the blockhash replaced), or null when it would fail.
   */
  simulateComputeUnits(wire: Uint8Array): Promise<number | null>;
  sendTransaction(transaction: Transaction, options?: SendOptions): Promise<Signature>;
  /** Waits for `confirmed` up to timeoutMs. */
  confirmTransaction(signature: Signature, timeoutMs: number): Promise<SignatureState>;
  getSignatureState(signature: Signature): Promise<SignatureState>;
  /** The states of many signatures, in their order (one request per 256 over RPC). */
  getSignatureStates(signatures: readonly Signature[]): Promise<SignatureState[]>;
  /**
   * Signatures of landed transactions that name `address` among their
   * accounts, newest first (getSignaturesForAddress): how a payment the
   * server never saw signed (a Solana Action's) is found by its reference key.
   */
  getSignaturesForAddress(address: Address): Promise<Signature[]>;
  /**
   * True when a transaction on `blockhash`, sent `ageMs` ago and still
   * unknown, can never land: only then may its payment be built again.
   */
  transactionExpired(blockhash: Blockhash, ageMs: number): Promise<boolean>;
  /** SOL from the network's faucet (embedded chain: instant). */
  airdrop(address: Address, lamports: bigint): Promise<void>;
  /** Sets the chain's clock where the chain allows it (the embedded chain and the local node). */
  setUnixTime(seconds: bigint): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
