import { createSolanaRpc } from '@solana/kit';

/** The node as the doctor reads it: kit's plain JSON-RPC client, apart from the game's RpcChain. */
export type DoctorRpc = ReturnType<typeof createSolanaRpc>;

export function openDoctorRpc(url: string): DoctorRpc {
  return createSolanaRpc(url);
}

/** The node's host for a report line: an RPC URL often carries a provider's API key in its path or query. */
export function rpcHostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the configured node';
  }
}
