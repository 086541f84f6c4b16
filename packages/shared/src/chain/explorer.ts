import type { Network } from '../constants.ts';

/**
 * Solana Explorer's query for the network the server runs on: none on
 * mainnet, the devnet cluster, or on localnet a custom cluster the explorer
 * reads at the node's own URL.
 */
export function explorerClusterQuery(network: Network, rpcUrl: string | undefined): string {
  if (network === 'mainnet') return '';
  if (network === 'devnet') return '?cluster=devnet';
  return `?cluster=custom${rpcUrl ? `&customUrl=${encodeURIComponent(rpcUrl)}` : ''}`;
}

/** A transaction's explorer page, with `{signature}` where the signature goes (GET /config). */
export function explorerTxUrlPattern(network: Network, rpcUrl: string | undefined): string {
  return `https://explorer.solana.com/tx/{signature}${explorerClusterQuery(network, rpcUrl)}`;
}

/** An account's explorer page (a pool's address in the operator console). */
export function explorerAddressUrl(network: Network, address: string, rpcUrl: string | undefined): string {
  return `https://explorer.solana.com/address/${address}${explorerClusterQuery(network, rpcUrl)}`;
}
