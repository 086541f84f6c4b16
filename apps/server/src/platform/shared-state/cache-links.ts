import type { InvalidationLink, KeyedInvalidationLink } from '../cache/invalidation-link.ts';
import type { EventBus } from './bus.ts';

const topicOf = (name: string) => `invalidate:${name}`;

/**
 * Named invalidation links over the bus: caches (ReadCache's `shared`) and
 * change hooks whose writes another process must see. A received message
 * acts here and is not sent on; after the bus lost messages every link acts.
 */
export function createCacheLinks(bus: EventBus) {
  return {
    link(name: string): InvalidationLink {
      const topic = topicOf(name);
      return {
        publish() {
          void bus.publish(topic, '');
        },
        onRemote(invalidate) {
          bus.subscribe(topic, invalidate);
          bus.onResync(invalidate);
        },
      };
    },
    /** A link whose messages name the key invalidated; an empty key stands for every key. */
    keyedLink(name: string): KeyedInvalidationLink {
      const topic = topicOf(name);
      return {
        publish(key) {
          void bus.publish(topic, key);
        },
        onRemote(invalidate) {
          bus.subscribe(topic, (key) => invalidate(key === '' ? undefined : key));
          bus.onResync(() => invalidate(undefined));
        },
      };
    },
  };
}

export type CacheLinks = ReturnType<typeof createCacheLinks>;
