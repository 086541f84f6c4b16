import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { EventBus } from './bus.ts';
import { newEndpointId, open, seal } from './envelope.ts';
import { Subscribers } from './subscribers.ts';

export interface RedisBusOptions {
  /** Publishes (a normal connection: the rate limits' store shares it). */
  commands: Redis;
  /** Subscribes: a connection in subscriber mode can do nothing else. */
  subscriber: Redis;
  /** This deployment's channel (see scope.ts). */
  channel: string;
  log: Logger;
}

/**
 * The bus over Redis pub/sub. ioredis reconnects and resubscribes by itself;
 * after a reconnection the resync handlers run, since messages published
 * meanwhile are gone. One connection publishes, so the order holds.
 */
export async function openRedisBus({
  commands,
  subscriber,
  channel,
  log,
}: RedisBusOptions): Promise<EventBus> {
  const self = newEndpointId();
  const subscribers = new Subscribers(log);
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const envelope = open(message);
    if (envelope && envelope.from !== self) subscribers.deliver(envelope.topic, envelope.payload);
  });
  await subscriber.subscribe(channel);
  // 'ready' comes again after each reconnection, before ioredis has resubscribed:
  // subscribing again waits for that, then whatever was missed is dropped.
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        log.info(
          'shared-state subscriber reconnected to Redis; dropping what a missed message may have changed',
        );
        subscribers.resync();
      },
      (error: unknown) => log.warn({ err: error }, 'shared-state subscriber could not resubscribe'),
    );
  });
  subscriber.on('error', (error: Error) => log.warn({ err: error }, 'shared-state subscriber: Redis error'));

  return {
    kind: 'redis',
    async publish(topic, payload) {
      await commands.publish(channel, seal(self, topic, payload)).catch((error: unknown) => {
        log.warn({ err: error, topic }, 'shared-state message not sent');
      });
    },
    subscribe: (topic, handler) => subscribers.add(topic, handler),
    onResync: (handler) => subscribers.addResync(handler),
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
