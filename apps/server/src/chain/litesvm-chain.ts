import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import {
  type Address,
  type Blockhash,
  getSignatureFromTransaction,
  type Lamports,
  type Signature,
  type Transaction,
} from '@solana/kit';
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { WosError } from '@wos/shared';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import type { BlockhashLifetime, Chain, SendOptions, SignatureState, TokenAccountBalance } from './port.ts';
import { associatedTokenAddress } from './token.ts';

const SNAPSHOT_FILE = 'chain.litesvm';
/** Saves are coalesced: many transactions in a burst cost one snapshot. */
const SAVE_DELAY_MS = 50;
const IN_FLIGHT_GRACE_MS = 30_000;

/**
 * The embedded chain: LiteSVM in this process. With a directory its whole
 * state is saved there after every change, so balances survive a restart.
 */
export class LiteSvmChain implements Chain {
  readonly kind = 'litesvm' as const;
  readonly isNew: boolean;
  private readonly svm: LiteSVM;
  private readonly snapshotPath: string | undefined;
  private saveTimer: NodeJS.Timeout | undefined;

  /** `unixTime` is the server clock; the chain's clock follows it before every transaction. */
  constructor(
    private readonly unixTime: () => bigint,
    dataDir?: string,
  ) {
    this.snapshotPath = dataDir ? path.join(dataDir, SNAPSHOT_FILE) : undefined;
    const saved = this.snapshotPath !== undefined && existsSync(this.snapshotPath);
    this.svm = saved ? LiteSVM.loadFromFile(this.snapshotPath as string) : new LiteSVM();
    this.isNew = !saved;
  }

  async getLamports(address: Address): Promise<bigint> {
    return this.svm.getBalance(address) ?? 0n;
  }

  async getTokenAccounts(owner: Address): Promise<TokenAccountBalance[]> {
    const decoder = getTokenDecoder();
    const accounts: TokenAccountBalance[] = [];
    for (const account of this.svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS)) {
      if (account.data.length !== 165) continue;
      const token = decoder.decode(account.data);
      if (token.owner !== owner) continue;
      accounts.push({
        address: account.address,
        mint: token.mint,
        amount: token.amount,
        decimals: this.mintDecimals(token.mint),
      });
    }
    return accounts;
  }

  async getTokenBalance(owner: Address, mint: Address): Promise<bigint> {
    const account = this.svm.getAccount(await associatedTokenAddress(owner, mint));
    if (!account.exists) return 0n;
    return getTokenDecoder().decode(account.data).amount;
  }

  private mintDecimals(mint: Address): number {
    const account = this.svm.getAccount(mint);
    return account.exists ? getMintDecoder().decode(account.data).decimals : 0;
  }

  async accountExists(address: Address): Promise<boolean> {
    return this.svm.getAccount(address).exists;
  }

  async getMinimumBalanceForRentExemption(size: bigint): Promise<bigint> {
    return this.svm.minimumBalanceForRentExemption(size);
  }

  async getLatestBlockhash(): Promise<BlockhashLifetime> {
    const slot = this.svm.getClock().slot;
    return { blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: slot + 150n };
  }

  async sendTransaction(transaction: Transaction, _options?: SendOptions): Promise<Signature> {
    const signature = getSignatureFromTransaction(transaction);
    this.setUnixTime(this.unixTime());
    const result = this.svm.sendTransaction(transaction);
    if (result instanceof FailedTransactionMetadata) {
      const reason = String(result.err());
      // A re-send of a transaction that already landed is not a failure.
      if (/AlreadyProcessed/.test(reason)) return signature;
      if (/BlockhashNotFound/.test(reason)) {
        throw new WosError('TRANSACTION_EXPIRED', 'The transaction expired; please try again');
      }
      throw new WosError('TRANSACTION_FAILED', `Transaction failed: ${reason}`, {
        logs: result.meta().logs(),
      });
    }
    this.scheduleSave();
    return signature;
  }

  async confirmTransaction(signature: Signature): Promise<SignatureState> {
    return this.getSignatureState(signature);
  }

  async getSignatureState(signature: Signature): Promise<SignatureState> {
    const result = this.svm.getTransaction(signature);
    if (result === null) return 'unknown';
    return result instanceof FailedTransactionMetadata ? 'failed' : 'confirmed';
  }

  async transactionExpired(blockhash: Blockhash, ageMs: number): Promise<boolean> {
    // Sending is synchronous in this process: an unknown transaction that is
    // not brand new was never executed (or was lost with an unsaved state).
    return blockhash !== this.svm.latestBlockhash() || ageMs > IN_FLIGHT_GRACE_MS;
  }

  async airdrop(address: Address, lamports: bigint): Promise<void> {
    const result = this.svm.airdrop(address, lamports as Lamports);
    if (result instanceof FailedTransactionMetadata) {
      throw new WosError('TRANSACTION_FAILED', `Airdrop failed: ${String(result.err())}`);
    }
    this.scheduleSave();
  }

  setUnixTime(seconds: bigint): void {
    const clock = this.svm.getClock();
    if (clock.unixTimestamp === seconds) return;
    clock.unixTimestamp = seconds;
    this.svm.setClock(clock);
  }

  async ping(): Promise<void> {
    this.svm.latestBlockhash();
  }

  async close(): Promise<void> {
    this.flush();
  }

  /** Writes the snapshot now (atomic: write aside, then rename). */
  flush(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    if (!this.snapshotPath) return;
    const partial = `${this.snapshotPath}.partial`;
    this.svm.saveToFile(partial);
    renameSync(partial, this.snapshotPath);
  }

  private scheduleSave(): void {
    if (!this.snapshotPath || this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.flush(), SAVE_DELAY_MS);
    this.saveTimer.unref();
  }
}
