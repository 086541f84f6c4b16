import { Counter } from 'prom-client';
import { processRegistry } from './registry.ts';

/** Failed Solana JSON-RPC calls, by RPC method (RpcChain increments it). */
export const chainRpcErrors = new Counter({
  name: 'wos_chain_rpc_errors_total',
  help: 'Solana JSON-RPC calls that failed (no answer, HTTP error or RPC error), by method',
  labelNames: ['method'] as const,
  registers: [processRegistry],
});
