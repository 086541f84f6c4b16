import {
  type Address,
  type Base64EncodedWireTransaction,
  type Blockhash,
  createSolanaRpcFromTransport,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  type Lamports,
  type RequestAirdropApi,
  type Rpc,
  type RpcTransport,
  type Signature,
  type Transaction,
} from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { WosError } from '@wos/shared';
import { Confirmations } from './confirmations.ts';
import type {
  BlockhashLifetime,
  Chain,
  PrioritizationFee,
  SendOptions,
  SignatureState,
  TokenAccountBalance,
} from './port.ts';
import { RecentBlockhash } from './recent-blockhash.ts';
import { deadlineSignal } from './rpc-deadline.ts';
import { sendRefusal, unavailable } from './rpc-errors.ts';
import type { RpcRateLimit } from './rpc-rate-limiter.ts';
import { createRpcTransport } from './rpc-transport.ts';
import { associatedTokenAddress } from './token.ts';

const POLL_INTERVAL_MS = 250;
/** A blockhash is shared by every transaction built within this long of fetching it. */
const BLOCKHASH_MAX_AGE_MS = 10_000;
/** A node that answered this recently is up: a readiness probe then sends nothing. */
const RECENT_ANSWER_MS = 5_000;
const AIRDROP_TIMEOUT_MS = 30_000;
/** getSignatureStatuses takes at most this many signatures per request. */
const MAX_SIGNATURES_PER_REQUEST = 256;
/** getMultipleAccounts takes at most this many addresses per request. */
const MAX_ACCOUNTS_PER_REQUEST = 100;
/** An SPL token account's amount: a u64 after the mint and the owner. */
const TOKEN_AMOUNT_OFFSET = 64;

export interface RpcChainOptions {
  url: string;
  /** A request the node has not answered in this time fails as CHAIN__UNAVAILABLE. */
  timeoutMs: number;
  /** The local node (`npm run localnet`): its own extra methods (the dev clock) may be called. */
  localNode: boolean;
  /** Told of every request that failed to get an answer (metrics). */
  onRpcError?: (method: string) => void;
  /** Told of every JSON-RPC method call sent to the node (metrics). */
  onRpcRequest?: (method: string) => void;
  /** The node's (a provider's) request limit; absent: none, though its 429s still pause the client. */
  rateLimit?: RpcRateLimit;
}

/** Any Solana JSON-RPC endpoint (devnet, mainnet, a provider, the local node), at commitment `confirmed`. */
/** A payment reference is named by one transaction, or a few when someone resends it: more is noise. */
const SIGNATURES_PER_ADDRESS = 20;

export class RpcChain implements Chain {
  readonly kind = 'rpc' as const;
  private readonly transport: RpcTransport;
  private readonly rpc: ReturnType<typeof createSolanaRpcFromTransport<RpcTransport>>;
  private readonly testRpc: Rpc<RequestAirdropApi>;
  private readonly blockhash: RecentBlockhash;
  private readonly confirmations = new Confirmations(
    (signatures) => this.getSignatureStates(signatures),
    POLL_INTERVAL_MS,
  );
  private readonly counts = new Map<string, number>();
  private lastAnswerAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: RpcChainOptions) {
    this.transport = createRpcTransport({
      url: options.url,
      timeoutMs: options.timeoutMs,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      onRequest: (method) => {
        this.counts.set(method, (this.counts.get(method) ?? 0) + 1);
        options.onRpcRequest?.(method);
      },
      onAnswer: () => {
        this.lastAnswerAt = Date.now();
      },
    });
    this.rpc = createSolanaRpcFromTransport(this.transport);
    this.testRpc = this.rpc as unknown as Rpc<RequestAirdropApi>;
    this.blockhash = new RecentBlockhash(async () => {
      const { value } = await this.call('getLatestBlockhash', (abortSignal) =>
        this.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send({ abortSignal }),
      );
      return value;
    }, BLOCKHASH_MAX_AGE_MS);
  }

  /** JSON-RPC method calls this client sent to the node so far, by method (benchmarks, tests). */
  requestCounts(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }

  async getLamports(address: Address): Promise<bigint> {
    const { value } = await this.call('getBalance', (abortSignal) =>
      this.rpc.getBalance(address, { commitment: 'confirmed' }).send({ abortSignal }),
    );
    return value;
  }

  async getTokenAccounts(owner: Address): Promise<TokenAccountBalance[]> {
    const { value } = await this.call('getTokenAccountsByOwner', (abortSignal) =>
      this.rpc
        .getTokenAccountsByOwner(
          owner,
          { programId: TOKEN_PROGRAM_ADDRESS },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        )
        .send({ abortSignal }),
    );
    return value.map(({ pubkey, account }) => {
      const info = account.data.parsed.info;
      return {
        address: pubkey,
        mint: info.mint,
        amount: BigInt(info.tokenAmount.amount),
        decimals: info.tokenAmount.decimals,
      };
    });
  }

  /** One request: the token account's amount read from its data (0 when it does not exist). */
  async getTokenBalance(owner: Address, mint: Address): Promise<bigint> {
    const ata = await associatedTokenAddress(owner, mint);
    const { value } = await this.call('getAccountInfo', (abortSignal) =>
      this.rpc
        .getAccountInfo(ata, {
          commitment: 'confirmed',
          encoding: 'base64',
          dataSlice: { offset: TOKEN_AMOUNT_OFFSET, length: 8 },
        })
        .send({ abortSignal }),
    );
    if (!value) return 0n;
    return Buffer.from(value.data[0], 'base64').readBigUInt64LE(0);
  }

  async getTokenSupply(mint: Address): Promise<bigint> {
    const { value } = await this.call('getTokenSupply', (abortSignal) =>
      this.rpc.getTokenSupply(mint, { commitment: 'confirmed' }).send({ abortSignal }),
    );
    return BigInt(value.amount);
  }

  async accountExists(address: Address): Promise<boolean> {
    const { value } = await this.call('getAccountInfo', (abortSignal) =>
      this.rpc
        .getAccountInfo(address, {
          commitment: 'confirmed',
          encoding: 'base64',
          dataSlice: { offset: 0, length: 0 },
        })
        .send({ abortSignal }),
    );
    return value !== null;
  }

  async accountsExist(addresses: readonly Address[]): Promise<boolean[]> {
    const chunks: Address[][] = [];
    for (let start = 0; start < addresses.length; start += MAX_ACCOUNTS_PER_REQUEST) {
      chunks.push(addresses.slice(start, start + MAX_ACCOUNTS_PER_REQUEST));
    }
    const answers = await Promise.all(
      chunks.map((chunk) =>
        this.call('getMultipleAccounts', (abortSignal) =>
          this.rpc
            .getMultipleAccounts(chunk, {
              commitment: 'confirmed',
              encoding: 'base64',
              dataSlice: { offset: 0, length: 0 },
            })
            .send({ abortSignal }),
        ),
      ),
    );
    return answers.flatMap(({ value }) => value.map((account) => account !== null));
  }

  async getMinimumBalanceForRentExemption(size: bigint): Promise<bigint> {
    return this.call('getMinimumBalanceForRentExemption', (abortSignal) =>
      this.rpc.getMinimumBalanceForRentExemption(size).send({ abortSignal }),
    );
  }

  getLatestBlockhash(): Promise<BlockhashLifetime> {
    return this.blockhash.get();
  }

  forgetBlockhash(): void {
    this.blockhash.forget();
  }

  async getRecentPrioritizationFees(accounts: readonly Address[]): Promise<PrioritizationFee[]> {
    const fees = await this.call('getRecentPrioritizationFees', (abortSignal) =>
      this.rpc.getRecentPrioritizationFees([...accounts]).send({ abortSignal }),
    );
    return fees.map((fee) => ({ slot: fee.slot, prioritizationFee: BigInt(fee.prioritizationFee) }));
  }

  async simulateComputeUnits(wire: Uint8Array): Promise<number | null> {
    const { value } = await this.call('simulateTransaction', (abortSignal) =>
      this.rpc
        .simulateTransaction(Buffer.from(wire).toString('base64') as Base64EncodedWireTransaction, {
          encoding: 'base64',
          sigVerify: false,
          replaceRecentBlockhash: true,
          commitment: 'confirmed',
        })
        .send({ abortSignal }),
    );
    return value.err || value.unitsConsumed === undefined ? null : Number(value.unitsConsumed);
  }

  /**
   * Only a refusal by the node's preflight means the transaction did not
   * land; a request that got no answer (timeout, a node restarting) may have
   * reached it, so its fate is left to the signature's status. A 429 is
   * retried by the transport with the same signed bytes (a resend is
   * idempotent); one still refused at its deadline is left to the status too.
   */
  async sendTransaction(transaction: Transaction, options: SendOptions = {}): Promise<Signature> {
    const signature = getSignatureFromTransaction(transaction);
    const wire = getBase64EncodedWireTransaction(transaction);
    try {
      await this.rpc
        .sendTransaction(wire, {
          encoding: 'base64',
          skipPreflight: options.skipPreflight ?? false,
          preflightCommitment: 'confirmed',
        })
        .send({ abortSignal: this.deadline() });
      return signature;
    } catch (error) {
      const refusal = sendRefusal(error);
      if (!refusal) {
        this.options.onRpcError?.('sendTransaction');
        throw unavailable(error);
      }
      if (refusal.kind === 'already-processed') return signature;
      if (refusal.kind === 'blockhash-not-found') {
        this.blockhash.forget();
        const { lifetimeToken } = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
        if (await this.transactionExpired(lifetimeToken as Blockhash)) {
          throw new WosError('PAYMENT__TRANSACTION_EXPIRED');
        }
        // The node may lag the blockhash the wallet saw: a retry without preflight can land.
        throw new WosError('PAYMENT__PREFLIGHT_FAILED', { details: { retryWithSkipPreflight: true } });
      }
      throw new WosError('PAYMENT__PREFLIGHT_FAILED', {
        message: `Transaction preflight failed: ${refusal.reason}`,
        details: { retryWithSkipPreflight: false, logs: refusal.logs },
      });
    }
  }

  confirmTransaction(signature: Signature, timeoutMs: number): Promise<SignatureState> {
    return this.confirmations.wait(signature, timeoutMs);
  }

  async getSignatureState(signature: Signature): Promise<SignatureState> {
    const [state] = await this.getSignatureStates([signature]);
    return state ?? 'unknown';
  }

  async getSignatureStates(signatures: readonly Signature[]): Promise<SignatureState[]> {
    const states: SignatureState[] = [];
    for (let start = 0; start < signatures.length; start += MAX_SIGNATURES_PER_REQUEST) {
      const chunk = signatures.slice(start, start + MAX_SIGNATURES_PER_REQUEST);
      const { value } = await this.call('getSignatureStatuses', (abortSignal) =>
        this.rpc.getSignatureStatuses(chunk, { searchTransactionHistory: true }).send({ abortSignal }),
      );
      for (const status of value) {
        if (!status) states.push('unknown');
        else if (status.err) states.push('failed');
        else states.push(status.confirmationStatus === 'processed' ? 'unknown' : 'confirmed');
      }
    }
    return states;
  }

  async getSignaturesForAddress(address: Address): Promise<Signature[]> {
    const found = await this.call('getSignaturesForAddress', (abortSignal) =>
      this.rpc
        .getSignaturesForAddress(address, { commitment: 'confirmed', limit: SIGNATURES_PER_ADDRESS })
        .send({ abortSignal }),
    );
    return found.map((entry) => entry.signature);
  }

  async transactionExpired(blockhash: Blockhash): Promise<boolean> {
    const { value } = await this.call('isBlockhashValid', (abortSignal) =>
      this.rpc.isBlockhashValid(blockhash, { commitment: 'confirmed' }).send({ abortSignal }),
    );
    return !value;
  }

  /** Requests SOL from the network's faucet and waits until it landed. */
  async airdrop(address: Address, lamports: bigint): Promise<void> {
    const signature = await this.call('requestAirdrop', (abortSignal) =>
      this.testRpc.requestAirdrop(address, lamports as Lamports).send({ abortSignal }),
    );
    const state = await this.confirmTransaction(signature, AIRDROP_TIMEOUT_MS);
    if (state !== 'confirmed') {
      throw new WosError('CHAIN__UNAVAILABLE', { message: 'The airdrop did not land; please try again' });
    }
  }

  /** The local node follows the game's dev clock; a real cluster keeps its own time. */
  async setUnixTime(seconds: bigint): Promise<void> {
    if (!this.options.localNode) return;
    await this.call('wos_setUnixTime', (abortSignal) =>
      this.callNodeExtra('wos_setUnixTime', [Number(seconds)], abortSignal),
    );
  }

  /**
   * Whether the node answers. One that just answered a request is: a probe
   * then costs none of the provider's budget and never waits behind the rate
   * limit (a saturated client is not an unready one).
   */
  async ping(): Promise<void> {
    if (Date.now() - this.lastAnswerAt < RECENT_ANSWER_MS) return;
    await this.call('getLatestBlockhash', (abortSignal) =>
      this.rpc.getLatestBlockhash().send({ abortSignal }),
    );
  }

  async close(): Promise<void> {}

  /** A request's deadline: it waits for the rate limit and the node's answer together within timeoutMs. */
  private deadline(): AbortSignal {
    return deadlineSignal(Date.now() + this.options.timeoutMs);
  }

  /** One of the local node's own methods, which kit's typed client does not know, through the same transport. */
  private async callNodeExtra(
    method: `wos_${string}`,
    params: unknown[],
    signal: AbortSignal,
  ): Promise<unknown> {
    const answer = await this.transport<{ result?: unknown; error?: { message?: string } }>({
      payload: { jsonrpc: '2.0', id: 1, method, params },
      signal,
    });
    if (answer.error) throw new Error(`${method}: ${answer.error.message ?? 'refused'}`);
    return answer.result;
  }

  private async call<T>(method: string, request: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await request(this.deadline());
    } catch (error) {
      this.options.onRpcError?.(method);
      throw unavailable(error);
    }
  }
}
