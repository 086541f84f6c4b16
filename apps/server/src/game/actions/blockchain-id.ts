import type { AppConfig } from '../../platform/config.ts';

/**
 * The CAIP-2 id of the cluster (X-Blockchain-Ids): `solana:` and the first 32
 * characters of its genesis hash. A local cluster has no public genesis hash
 * a wallet would know, so it is named `solana:localnet`.
 */
export function blockchainId(network: AppConfig['network']): string {
  if (network === 'mainnet') return 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
  if (network === 'devnet') return 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
  return 'solana:localnet';
}

/** The version of the Solana Actions specification these endpoints follow (@solana/actions-spec). */
export const ACTIONS_VERSION = '2.4';
