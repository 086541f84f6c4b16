import { createDefaultRpcTransport, type RpcTransport } from '@solana/kit';

export interface RpcTransportOptions {
  url: string;
  /** Told of every JSON-RPC method call sent to the node: one per HTTP request, each method of a batch. */
  onRequest?: (method: string) => void;
}

/**
 * The one way RpcChain reaches the node over HTTP: kit's default transport
 * (headers, bigint-safe JSON, identical same-tick calls merged), every
 * request it is handed counted by method first.
 */
export function createRpcTransport(options: RpcTransportOptions): RpcTransport {
  const http = createDefaultRpcTransport({ url: options.url });
  const onRequest = options.onRequest;
  if (!onRequest) return http;
  return <TResponse>(request: Parameters<RpcTransport>[0]) => {
    for (const method of methodsOf(request.payload)) onRequest(method);
    return http<TResponse>(request);
  };
}

/** The JSON-RPC methods a payload calls: one, or each of a batch; `unknown` for what names none. */
export function methodsOf(payload: unknown): string[] {
  const calls = Array.isArray(payload) ? payload : [payload];
  return calls.map((call) => {
    const method =
      typeof call === 'object' && call !== null ? (call as { method?: unknown }).method : undefined;
    return typeof method === 'string' ? method : 'unknown';
  });
}
