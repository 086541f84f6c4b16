/**
 * Sends messages one batch at a time, in the order they were published:
 * while a batch is on its way the next ones gather (repeats collapse), so a
 * burst of invalidations costs one round trip, and a message published after
 * another is never delivered before it.
 */
export class PublishQueue {
  private gathering: { messages: Set<string>; sent: Promise<void> } | undefined;
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly send: (messages: string[]) => Promise<void>) {}

  /** Resolves when the batch holding `message` has been sent; rejects if sending it failed. */
  publish(message: string): Promise<void> {
    if (this.gathering) {
      this.gathering.messages.add(message);
      return this.gathering.sent;
    }
    const messages = new Set([message]);
    const batch = {
      messages,
      sent: this.tail.then(() => {
        // From here on a message starts the next batch.
        if (this.gathering === batch) this.gathering = undefined;
        return this.send([...messages]);
      }),
    };
    this.gathering = batch;
    this.tail = batch.sent.catch(() => {});
    return batch.sent;
  }

  /** Resolves when everything published so far has been sent (or failed). */
  drained(): Promise<void> {
    return this.tail;
  }
}
