/** A message's handler; a promise it returns is awaited only to log its failure. */
export type MessageHandler = (payload: string) => void | Promise<void>;

/**
 * Messages between the API processes that share one database: a cache
 * invalidated, a session revoked, the dev clock moved. A message reaches the
 * subscribers of its topic in every other process, never this one (the
 * publisher has already acted here), in the order it was published.
 * Delivery is at most once: after a lost connection an adapter calls its
 * resync handlers, which drop whatever a missed message would have dropped.
 */
export interface EventBus {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Resolves once sent (never rejects: a failure is logged, and caches' TTLs bound what it costs). */
  publish(topic: string, payload: string): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, handler: MessageHandler): () => void;
  /** Called after a reconnection, when messages may have been missed. */
  onResync(handler: () => void | Promise<void>): () => void;
  close(): Promise<void>;
}
