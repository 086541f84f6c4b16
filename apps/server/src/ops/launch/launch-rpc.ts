import {
  type Address,
  type Base64EncodedWireTransaction,
  createSolanaRpc,
  type Signature,
} from '@solana/kit';
import { fetchMaybeMint, fetchMaybeToken } from '@solana-program/token';
import type { BlockhashLifetime } from '@wos/svm';

export type LandedState = 'confirmed' | 'failed' | 'unknown';

export interface MintState {
  decimals: number;
  supply: bigint;
  mintAuthority: Address | null;
}

/**
 * What the launch asks of the cluster, over plain JSON-RPC (--rpc): reads at
 * `confirmed`, sends, and a transaction's fate by its signature.
 */
export interface LaunchRpc {
  genesisHash(): Promise<string>;
  lamports(owner: Address): Promise<bigint>;
  /** The mint, or null when there is no such account. */
  mint(mint: Address): Promise<MintState | null>;
  /** A token account's amount, or null when it does not exist. */
  tokenAmount(account: Address): Promise<bigint | null>;
  rentExemption(size: bigint): Promise<bigint>;
  latestBlockhash(): Promise<BlockhashLifetime>;
  blockHeight(): Promise<bigint>;
  send(wire: Base64EncodedWireTransaction): Promise<void>;
  landed(signature: Signature): Promise<LandedState>;
}

export function launchRpc(url: string): LaunchRpc {
  const rpc = createSolanaRpc(url);
  const confirmed = { commitment: 'confirmed' } as const;
  return {
    genesisHash: () => rpc.getGenesisHash().send(),
    lamports: async (owner) => (await rpc.getBalance(owner, confirmed).send()).value,
    mint: async (mint) => {
      const account = await fetchMaybeMint(rpc, mint, confirmed);
      if (!account.exists) return null;
      const { decimals, supply, mintAuthority } = account.data;
      return {
        decimals,
        supply,
        mintAuthority: mintAuthority.__option === 'Some' ? mintAuthority.value : null,
      };
    },
    tokenAmount: async (account) => {
      const token = await fetchMaybeToken(rpc, account, confirmed);
      return token.exists ? token.data.amount : null;
    },
    rentExemption: (size) => rpc.getMinimumBalanceForRentExemption(size).send(),
    latestBlockhash: async () => (await rpc.getLatestBlockhash(confirmed).send()).value,
    blockHeight: () => rpc.getBlockHeight(confirmed).send(),
    send: async (wire) => {
      await rpc.sendTransaction(wire, { encoding: 'base64', preflightCommitment: 'confirmed' }).send();
    },
    landed: async (signature) => {
      const [status] = (
        await rpc.getSignatureStatuses([signature], { searchTransactionHistory: true }).send()
      ).value;
      if (!status) return 'unknown';
      if (status.err) return 'failed';
      const level = status.confirmationStatus;
      return level === 'confirmed' || level === 'finalized' ? 'confirmed' : 'unknown';
    },
  };
}
