import {
  type Address,
  type Blockhash,
  getSignatureFromTransaction,
  type Signature,
  type Transaction,
} from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { WosError } from '@wos/shared';
import { addressToBytes, DurableSvm, type NativeSvm, simulateWire } from '@wos/svm';
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm';
import { AddressSignatures } from './address-signatures.ts';
import { codecs } from './codecs.ts';
import type {
  BlockhashLifetime,
  Chain,
  PrioritizationFee,
  SendOptions,
  SignatureState,
  TokenAccountBalance,
} from './port.ts';
import { associatedTokenAccountBytes } from './token.ts';

const IN_FLIGHT_GRACE_MS = 30_000;

/**
 * The embedded chain: LiteSVM in this process. With a directory, every
 * change is journaled and fsync'd before it is reported (DurableSvm), so what
 * the server says landed survives a kill -9.
 */
export class LiteSvmChain implements Chain {
  readonly kind = 'litesvm' as const;
  readonly isNew: boolean;
  private readonly store: DurableSvm;
  private readonly svm: LiteSVM;
  /** Raw reads: the wrapper's getAccount converts addresses and owners through base58. */
  private readonly native: NativeSvm;
  private readonly decimals = new Map<Address, number>();
  /** Signatures by the accounts their transactions name (getSignaturesForAddress); this process's sends only. */
  private readonly byAddress = new AddressSignatures();
  /** Server time at which this process opened the chain. */
  private readonly startedAt: bigint;

  /** `unixTime` is the server clock; the chain's clock follows it before every transaction. */
  constructor(
    private readonly unixTime: () => bigint,
    dataDir?: string,
    onReplayDivergence?: (signature: string) => void,
  ) {
    this.startedAt = unixTime();
    this.store = DurableSvm.open(dataDir, onReplayDivergence);
    this.svm = this.store.svm;
    this.native = this.store.native;
    this.isNew = this.store.isNew;
  }

  async getLamports(address: Address): Promise<bigint> {
    return this.svm.getBalance(address) ?? 0n;
  }

  async getTokenAccounts(owner: Address): Promise<TokenAccountBalance[]> {
    const decoder = codecs.tokenAccount.decoder;
    const accounts: TokenAccountBalance[] = [];
    for (const tokenAccount of this.store.tokens.accountsOf(owner)) {
      const account = this.svm.getAccount(tokenAccount);
      if (!account.exists || account.programAddress !== TOKEN_PROGRAM_ADDRESS) continue;
      const token = decoder.decode(account.data);
      if (token.owner !== owner) continue;
      accounts.push({
        address: tokenAccount,
        mint: token.mint,
        amount: token.amount,
        decimals: this.mintDecimals(token.mint),
      });
    }
    return accounts;
  }

  async getTokenBalance(owner: Address, mint: Address): Promise<bigint> {
    const account = this.native.getAccount(associatedTokenAccountBytes(owner, mint));
    if (!account) return 0n;
    const data = account.data();
    // An SPL Token account's amount: u64 little-endian after the mint and the owner.
    return data.length >= 72
      ? Buffer.from(data.buffer, data.byteOffset, data.length).readBigUInt64LE(64)
      : 0n;
  }

  /** A mint's decimals never change once it exists. */
  private mintDecimals(mint: Address): number {
    const known = this.decimals.get(mint);
    if (known !== undefined) return known;
    const account = this.svm.getAccount(mint);
    if (!account.exists) return 0;
    const { decimals } = codecs.mint.decoder.decode(account.data);
    this.decimals.set(mint, decimals);
    return decimals;
  }

  async getTokenSupply(mint: Address): Promise<bigint> {
    const account = this.svm.getAccount(mint);
    return account.exists ? codecs.mint.decoder.decode(account.data).supply : 0n;
  }

  async accountExists(address: Address): Promise<boolean> {
    return this.native.getAccount(addressToBytes(address)) !== null;
  }

  async accountsExist(addresses: readonly Address[]): Promise<boolean[]> {
    return addresses.map((address) => this.native.getAccount(addressToBytes(address)) !== null);
  }

  async getMinimumBalanceForRentExemption(size: bigint): Promise<bigint> {
    return this.svm.minimumBalanceForRentExemption(size);
  }

  /** Every blockhash is read fresh from memory: nothing is kept. */
  forgetBlockhash(): void {}

  async getLatestBlockhash(): Promise<BlockhashLifetime> {
    const slot = this.svm.getClock().slot;
    return { blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: slot + 150n };
  }

  /** The embedded chain has no fee market: nothing competes for its accounts. */
  async getRecentPrioritizationFees(): Promise<PrioritizationFee[]> {
    return [];
  }

  async simulateComputeUnits(wire: Uint8Array): Promise<number | null> {
    // An unsigned transaction: signatures are not checked for the simulation alone (it changes nothing).
    this.svm.withSigverify(false);
    try {
      const result = simulateWire(this.svm, wire, (wire[1 + 64 * (wire[0] ?? 0)] ?? 0) >= 0x80);
      return result instanceof FailedTransactionMetadata
        ? null
        : Number(result.meta().computeUnitsConsumed());
    } finally {
      this.svm.withSigverify(true);
    }
  }

  async sendTransaction(transaction: Transaction, _options?: SendOptions): Promise<Signature> {
    const signature = getSignatureFromTransaction(transaction);
    const wire = codecs.transaction.encoder.encode(transaction) as Uint8Array;
    const result = this.store.execute(wire, this.unixTime());
    // A re-send of a transaction that already executed is not a failure.
    if (result.status === 'already-processed') return signature;
    if (result.status === 'rejected') {
      const reason = String(result.meta.err());
      if (/AlreadyProcessed/.test(reason)) return signature;
      if (/BlockhashNotFound/.test(reason)) {
        throw new WosError('PAYMENT__TRANSACTION_EXPIRED');
      }
      throw new WosError('PAYMENT__PREFLIGHT_FAILED', {
        message: `Transaction rejected: ${reason}`,
        details: { logs: result.meta.meta().logs() },
      });
    }
    // Nothing is reported, and so nothing recorded, before the change is on disk.
    await result.durable;
    this.byAddress.record(signature, transaction.messageBytes);
    if (result.meta instanceof FailedTransactionMetadata) {
      throw new WosError('PAYMENT__TRANSACTION_FAILED', {
        message: `Transaction failed: ${String(result.meta.err())}`,
        details: { logs: result.meta.meta().logs() },
      });
    }
    return signature;
  }

  async confirmTransaction(signature: Signature): Promise<SignatureState> {
    return this.getSignatureState(signature);
  }

  async getSignatureState(signature: Signature): Promise<SignatureState> {
    return this.store.signatures.outcomeOf(signature) ?? 'unknown';
  }

  async getSignatureStates(signatures: readonly Signature[]): Promise<SignatureState[]> {
    return signatures.map((signature) => this.store.signatures.outcomeOf(signature) ?? 'unknown');
  }

  async getSignaturesForAddress(address: Address): Promise<Signature[]> {
    return this.byAddress.of(address);
  }

  async transactionExpired(blockhash: Blockhash, ageMs: number): Promise<boolean> {
    // Only this process executes on this chain, and everything it executed is
    // journaled: an unknown transaction sent before it started is gone for
    // good. One sent since may still be on its way through this process.
    const aliveMs = Number(this.unixTime() - this.startedAt) * 1000;
    const sentBeforeStart = ageMs > aliveMs + 1000;
    return sentBeforeStart || blockhash !== this.svm.latestBlockhash() || ageMs > IN_FLIGHT_GRACE_MS;
  }

  /** Every airdrop lands, however alike (a credit, not a transaction LiteSVM could refuse as a duplicate). */
  async airdrop(address: Address, lamports: bigint): Promise<void> {
    await this.store.credit(address, lamports, this.unixTime());
  }

  async setUnixTime(seconds: bigint): Promise<void> {
    this.store.setUnixTime(seconds);
  }

  async ping(): Promise<void> {
    this.svm.latestBlockhash();
  }

  async close(): Promise<void> {
    this.store.close();
  }

  /** Takes a snapshot now (the journal makes this optional for safety; it shortens the next start). */
  flush(): void {
    this.store.checkpoint();
  }
}
