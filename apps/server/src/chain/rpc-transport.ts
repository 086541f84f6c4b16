import { createDefaultRpcTransport, type RpcTransport } from '@solana/kit';
import { deadlineOf } from './rpc-deadline.ts';
import { throttledAnswer } from './rpc-errors.ts';
import { type RpcRateLimit, RpcRateLimiter } from './rpc-rate-limiter.ts';
import { sharingIdenticalRequests } from './rpc-shared-requests.ts';

export interface RpcTransportOptions {
  url: string;
  /** The deadline of a request whose signal carries none (rpc-deadline.ts): this long from its start. */
  timeoutMs: number;
  /** The node's (a provider's) limit; absent: none of our own, though a 429 still pauses. */
  rateLimit?: RpcRateLimit;
  /** Told of every JSON-RPC method call sent to the node: one per HTTP request, each method of a batch. */
  onRequest?: (method: string) => void;
  /** Told of every answer from the node (HTTP 200, whatever its JSON-RPC result): the node is up. */
  onAnswer?: () => void;
}

/**
 * The one way RpcChain reaches the node over HTTP: kit's default transport
 * (headers, bigint-safe JSON) behind the rate limiter, each request counted
 * by method as it is sent, identical calls in flight at once sent once. A 429 pauses
 * the client and the same request is sent again (for sendTransaction the
 * same signed bytes: a resend is idempotent on Solana); any other failure,
 * or no answer, is the caller's to read.
 */
export function createRpcTransport(options: RpcTransportOptions): RpcTransport {
  const http = createDefaultRpcTransport({ url: options.url });
  const limiter = new RpcRateLimiter(options.rateLimit ?? { maxRps: 0 });
  const { onRequest, onAnswer, timeoutMs } = options;
  // Shared above the limiter, so kit's own merging below never sees two alike and each count is one HTTP request.
  return sharingIdenticalRequests(async <TResponse>(request: Parameters<RpcTransport>[0]) => {
    const { signal, payload } = request;
    const deadline = deadlineOf(signal) ?? Date.now() + timeoutMs;
    for (let retry = false; ; retry = true) {
      const turn = await limiter.acquire(deadline, { ...(signal ? { signal } : {}), retry });
      if (onRequest) for (const method of methodsOf(payload)) onRequest(method);
      try {
        const answer = await http<TResponse>(request);
        turn.answered();
        onAnswer?.();
        return answer;
      } catch (error) {
        const throttled = throttledAnswer(error, Date.now());
        if (!throttled) throw error;
        turn.throttled(throttled.retryAfterMs);
      } finally {
        turn.release();
      }
    }
  });
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
