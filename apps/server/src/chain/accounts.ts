import type { Address, KeyPairSigner } from '@solana/kit';
import type { PoolName } from './pools.ts';

/** The game's own keys and the WLO mint: who pays out, and where value is kept. */
export interface GameAccounts {
  wloMint: Address;
  /** Present in embedded mode only (the dev faucet mints with it). */
  mintAuthority: KeyPairSigner | undefined;
  pools: Record<PoolName, KeyPairSigner>;
}
