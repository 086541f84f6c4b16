import type { RpcTransport } from '@solana/kit';

/**
 * Identical JSON-RPC calls in flight at once share one HTTP request: what
 * kit's default transport does for calls made in the same tick, done above
 * the rate limiter so a shared call takes one turn and counts once. The first
 * caller's signal governs the shared request; each caller still stops
 * waiting when its own signal aborts.
 */
export function sharingIdenticalRequests(transport: RpcTransport): RpcTransport {
  const inFlight = new Map<string, Promise<unknown>>();
  return <TResponse>(request: Parameters<RpcTransport>[0]) => {
    const key = keyOf(request.payload);
    if (key === undefined) return transport<TResponse>(request);
    const shared = inFlight.get(key);
    if (!shared) {
      const started = transport<TResponse>(request).finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    }
    return untilAborted(shared as Promise<TResponse>, request.signal);
  };
}

/** The method and parameters of one call (not a batch): its id never makes two calls different. */
function keyOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
  const { method, params } = payload as { method?: unknown; params?: unknown };
  if (typeof method !== 'string') return undefined;
  return JSON.stringify([method, params], (_key, value: unknown) =>
    typeof value === 'bigint' ? `${value}n` : value,
  );
}

function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
