import type { Logger } from 'pino';
import type { EventBus } from './bus.ts';
import { Subscribers } from './subscribers.ts';

/** The endpoints of one process's database: several apps on one PGlite handle (tests) talk through it. */
type Hub = Set<Subscribers>;
const hubs = new WeakMap<object, Hub>();

/**
 * The bus of one process (PGlite): a message goes, synchronously, to the
 * other endpoints opened for the same database object in this process.
 */
export function openMemoryBus(database: object, log: Logger): EventBus {
  let hub = hubs.get(database);
  if (!hub) {
    hub = new Set();
    hubs.set(database, hub);
  }
  const peers = hub;
  const subscribers = new Subscribers(log);
  peers.add(subscribers);
  return {
    kind: 'memory',
    async publish(topic, payload) {
      for (const peer of peers) if (peer !== subscribers) peer.deliver(topic, payload);
    },
    subscribe: (topic, handler) => subscribers.add(topic, handler),
    // Nothing is ever lost in memory.
    onResync: (handler) => subscribers.addResync(handler),
    async close() {
      peers.delete(subscribers);
    },
  };
}
