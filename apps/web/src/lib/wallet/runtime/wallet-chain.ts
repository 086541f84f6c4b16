import type { IdentifierString } from '@wallet-standard/base';
import type { Network } from '@wos/shared';

/** The Wallet Standard chain of the server's network (solana:mainnet, solana:devnet, solana:localnet). */
export function chainOf(network: Network): IdentifierString {
  return `solana:${network}`;
}
