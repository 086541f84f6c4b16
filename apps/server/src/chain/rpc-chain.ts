import {
  type Address,
  type Blockhash,
  createSolanaRpc,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Lamports,
  type RequestAirdropApi,
  type Rpc,
  type Signature,
  type Transaction,
} from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { WosError } from '@wos/shared';
import type { BlockhashLifetime, Chain, SendOptions, SignatureState, TokenAccountBalance } from './port.ts';
import { associatedTokenAddress } from './token.ts';

const POLL_INTERVAL_MS = 500;

/** Any Solana JSON-RPC endpoint (devnet, mainnet, a provider), at commitment `confirmed`. */
export class RpcChain implements Chain {
  readonly kind = 'rpc' as const;
  private readonly rpc: ReturnType<typeof createSolanaRpc>;
  private readonly testRpc: Rpc<RequestAirdropApi>;

  constructor(url: string) {
    this.rpc = createSolanaRpc(url);
    this.testRpc = createSolanaRpc(url) as unknown as Rpc<RequestAirdropApi>;
  }

  async getLamports(address: Address): Promise<bigint> {
    const { value } = await this.call(() => this.rpc.getBalance(address, { commitment: 'confirmed' }).send());
    return value;
  }

  async getTokenAccounts(owner: Address): Promise<TokenAccountBalance[]> {
    const { value } = await this.call(() =>
      this.rpc
        .getTokenAccountsByOwner(
          owner,
          { programId: TOKEN_PROGRAM_ADDRESS },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        )
        .send(),
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

  async getTokenBalance(owner: Address, mint: Address): Promise<bigint> {
    const ata = await associatedTokenAddress(owner, mint);
    if (!(await this.accountExists(ata))) return 0n;
    const { value } = await this.call(() =>
      this.rpc.getTokenAccountBalance(ata, { commitment: 'confirmed' }).send(),
    );
    return BigInt(value.amount);
  }

  async getTokenSupply(mint: Address): Promise<bigint> {
    const { value } = await this.call(() =>
      this.rpc.getTokenSupply(mint, { commitment: 'confirmed' }).send(),
    );
    return BigInt(value.amount);
  }

  async accountExists(address: Address): Promise<boolean> {
    const { value } = await this.call(() =>
      this.rpc
        .getAccountInfo(address, {
          commitment: 'confirmed',
          encoding: 'base64',
          dataSlice: { offset: 0, length: 0 },
        })
        .send(),
    );
    return value !== null;
  }

  async getMinimumBalanceForRentExemption(size: bigint): Promise<bigint> {
    return this.call(() => this.rpc.getMinimumBalanceForRentExemption(size).send());
  }

  async getLatestBlockhash(): Promise<BlockhashLifetime> {
    const { value } = await this.call(() => this.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send());
    return value;
  }

  async sendTransaction(transaction: Transaction, options: SendOptions = {}): Promise<Signature> {
    const wire = getBase64EncodedWireTransaction(transaction);
    try {
      await this.rpc
        .sendTransaction(wire, {
          encoding: 'base64',
          skipPreflight: options.skipPreflight ?? false,
          preflightCommitment: 'confirmed',
        })
        .send();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (/already been processed/i.test(reason)) return getSignatureFromTransaction(transaction);
      if (/blockhash not found/i.test(reason)) {
        // The node may lag the blockhash the wallet saw: a retry without preflight can land.
        throw new WosError('PREFLIGHT_FAILED', 'Transaction preflight failed', {
          retryWithSkipPreflight: true,
        });
      }
      throw new WosError('PREFLIGHT_FAILED', `Transaction preflight failed: ${reason}`, {
        retryWithSkipPreflight: false,
      });
    }
    return getSignatureFromTransaction(transaction);
  }

  async confirmTransaction(signature: Signature, timeoutMs: number): Promise<SignatureState> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const state = await this.getSignatureState(signature);
      if (state !== 'unknown' || Date.now() >= deadline) return state;
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    }
  }

  async getSignatureState(signature: Signature): Promise<SignatureState> {
    const { value } = await this.call(() =>
      this.rpc.getSignatureStatuses([signature], { searchTransactionHistory: true }).send(),
    );
    const status = value[0];
    if (!status) return 'unknown';
    if (status.err) return 'failed';
    return status.confirmationStatus === 'processed' ? 'unknown' : 'confirmed';
  }

  async transactionExpired(blockhash: Blockhash): Promise<boolean> {
    const { value } = await this.call(() =>
      this.rpc.isBlockhashValid(blockhash, { commitment: 'confirmed' }).send(),
    );
    return !value;
  }

  async airdrop(address: Address, lamports: bigint): Promise<void> {
    await this.call(() => this.testRpc.requestAirdrop(address, lamports as Lamports).send());
  }

  setUnixTime(): void {
    // A real cluster keeps its own time.
  }

  async ping(): Promise<void> {
    await this.call(() => this.rpc.getLatestBlockhash().send());
  }

  async close(): Promise<void> {}

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new WosError('CHAIN_UNAVAILABLE', `The Solana RPC did not answer: ${reason}`);
    }
  }
}
