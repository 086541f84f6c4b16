import type { Network } from '@wos/shared';
import type { LaunchRpc } from './launch-rpc.ts';

/** Genesis hashes of the public clusters: a --network that names another cluster's RPC is refused. */
export const CLUSTER_GENESIS_HASH: Partial<Record<Network, string>> = {
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
};

/** Throws unless the RPC answers and is the network's (any node is localnet). */
export async function checkCluster(rpc: LaunchRpc, network: Network, rpcUrl: string): Promise<void> {
  let hash: string;
  try {
    hash = await rpc.genesisHash();
  } catch (error) {
    throw new Error(
      `the RPC at ${rpcUrl} does not answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const expected = CLUSTER_GENESIS_HASH[network];
  if (expected && hash !== expected) {
    throw new Error(
      `the RPC at ${rpcUrl} is not ${network} (genesis hash ${hash}, ${network}'s is ${expected})`,
    );
  }
}
