import { Counter } from 'prom-client';
import { processRegistry } from './registry.ts';

/** Solana JSON-RPC method calls sent to the node, by method (RpcChain's transport increments it). */
export const chainRpcRequests = new Counter({
  name: 'wos_chain_rpc_requests_total',
  help: 'Solana JSON-RPC method calls sent to the node over HTTP (each attempt; each method of a batch), by method',
  labelNames: ['method'] as const,
  registers: [processRegistry],
});

/** This process's counts so far, by method: what a benchmark or test reads in process. */
export async function chainRpcRequestCounts(): Promise<Record<string, number>> {
  const { values } = await chainRpcRequests.get();
  const counts: Record<string, number> = {};
  for (const { labels, value } of values) {
    if (typeof labels.method === 'string') counts[labels.method] = value;
  }
  return counts;
}
