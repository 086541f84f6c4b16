import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import type { EventBus } from './bus.ts';
import { newEndpointId, open, seal } from './envelope.ts';
import { PublishQueue } from './publish-queue.ts';
import { Subscribers } from './subscribers.ts';

/** One channel for every topic: a process LISTENs once. */
const CHANNEL = 'wos_shared_state';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_MESSAGE_BYTES = 7_900;
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

export interface PostgresBusOptions {
  /** Sends the notifications (the shared pool). */
  db: Database;
  /** Connects the dedicated listening client (the pool's own settings). */
  clientConfig: pg.ClientConfig;
  log: Logger;
}

/**
 * The bus over PostgreSQL LISTEN/NOTIFY. A dedicated client listens; when its
 * connection is lost it reconnects with backoff and then calls the resync
 * handlers, since notifications sent meanwhile are gone. Publishing goes
 * through the pool, one batch at a time so the order holds.
 */
export async function openPostgresBus({ db, clientConfig, log }: PostgresBusOptions): Promise<EventBus> {
  const self = newEndpointId();
  const subscribers = new Subscribers(log);
  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || message.payload === undefined) return;
    const envelope = open(message.payload);
    if (envelope && envelope.from !== self) subscribers.deliver(envelope.topic, envelope.payload);
  };
  const listener = new Listener(clientConfig, onNotification, () => subscribers.resync(), log);
  await listener.start();

  const queue = new PublishQueue(async (messages) => {
    const notifications = messages.map((message) => sql`pg_notify(${CHANNEL}, ${message})`);
    await db.execute(sql`select ${sql.join(notifications, sql`, `)}`);
  });

  return {
    kind: 'postgres',
    async publish(topic, payload) {
      const message = seal(self, topic, payload);
      if (Buffer.byteLength(message) > MAX_MESSAGE_BYTES) {
        log.error({ topic }, 'shared-state message too long for NOTIFY; not sent');
        return;
      }
      await queue.publish(message).catch((error: unknown) => {
        log.warn({ err: error, topic }, 'shared-state message not sent');
      });
    },
    subscribe: (topic, handler) => subscribers.add(topic, handler),
    onResync: (handler) => subscribers.addResync(handler),
    async close() {
      await queue.drained();
      await listener.stop();
    },
  };
}

/** The LISTENing connection, kept open: reconnected after a loss until stopped. */
class Listener {
  private client: pg.Client | undefined;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly onNotification: (message: pg.Notification) => void,
    private readonly onReconnected: () => void,
    private readonly log: Logger,
  ) {}

  /** The first connection: a failure here stops the process's start. */
  async start(): Promise<void> {
    this.client = await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<pg.Client> {
    // Keep-alive: a connection the network dropped silently is noticed, and reconnected.
    const client = new pg.Client({ ...this.config, password: this.config.password, keepAlive: true });
    client.on('notification', this.onNotification);
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      return client;
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => {});
    if (this.stopped) return;
    this.log.warn({ err: error }, 'shared-state listener lost its PostgreSQL connection; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.retryTimer = setTimeout(async () => {
      try {
        const client = await this.connect();
        if (this.stopped) {
          await client.end().catch(() => {});
          return;
        }
        this.client = client;
        this.retryMs = FIRST_RETRY_MS;
        this.log.info('shared-state listener reconnected; dropping what a missed message may have changed');
        this.onReconnected();
      } catch (error) {
        this.log.warn({ err: error }, 'shared-state listener could not reconnect yet');
        this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
        if (!this.stopped) this.scheduleReconnect();
      }
    }, this.retryMs);
  }
}
