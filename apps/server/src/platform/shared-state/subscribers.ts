import type { Logger } from 'pino';
import type { MessageHandler } from './bus.ts';

/** The handlers of one bus endpoint, by topic, and its resync handlers; every adapter delivers through it. */
export class Subscribers {
  private readonly byTopic = new Map<string, Set<MessageHandler>>();
  private readonly resyncHandlers = new Set<() => void | Promise<void>>();

  constructor(private readonly log: Logger) {}

  add(topic: string, handler: MessageHandler): () => void {
    let handlers = this.byTopic.get(topic);
    if (!handlers) {
      handlers = new Set();
      this.byTopic.set(topic, handlers);
    }
    const added = handlers;
    // A wrapper per call: the same function subscribed twice is called twice and removed once.
    const entry: MessageHandler = (payload) => handler(payload);
    added.add(entry);
    return () => {
      added.delete(entry);
    };
  }

  addResync(handler: () => void | Promise<void>): () => void {
    const entry = () => handler();
    this.resyncHandlers.add(entry);
    return () => {
      this.resyncHandlers.delete(entry);
    };
  }

  /** Runs every handler of `topic`; one that throws is logged and does not stop the others. */
  deliver(topic: string, payload: string): void {
    for (const handler of this.byTopic.get(topic) ?? []) {
      this.run(() => handler(payload), topic);
    }
  }

  resync(): void {
    for (const handler of this.resyncHandlers) this.run(handler, 'resync');
  }

  private run(handler: () => void | Promise<void>, what: string): void {
    try {
      const result = handler();
      if (result instanceof Promise) result.catch((error: unknown) => this.failed(error, what));
    } catch (error) {
      this.failed(error, what);
    }
  }

  private failed(error: unknown, what: string): void {
    this.log.error({ err: error, topic: what }, 'shared-state message handler failed');
  }
}
