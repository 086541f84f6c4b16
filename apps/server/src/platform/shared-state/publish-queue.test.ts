import { describe, expect, it } from 'vitest';
import { PublishQueue } from './publish-queue.ts';

/** A transport whose sends finish when released, recording each batch. */
function transport() {
  const batches: string[][] = [];
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  return {
    batches,
    send: (messages: string[]) =>
      new Promise<void>((resolve, reject) => {
        batches.push(messages);
        pending.push({ resolve, reject });
      }),
    finish: (index: number) => pending[index]?.resolve(),
    fail: (index: number) => pending[index]?.reject(new Error('connection lost')),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PublishQueue', () => {
  it('sends one batch at a time, in order, gathering (and collapsing) what comes meanwhile', async () => {
    const wire = transport();
    const queue = new PublishQueue(wire.send);
    const first = queue.publish('a');
    await tick();
    expect(wire.batches).toEqual([['a']]);
    const later = [queue.publish('b'), queue.publish('c'), queue.publish('b')];
    await tick();
    // Nothing more leaves before the first batch is through.
    expect(wire.batches).toEqual([['a']]);
    wire.finish(0);
    await first;
    await tick();
    expect(wire.batches).toEqual([['a'], ['b', 'c']]);
    wire.finish(1);
    await Promise.all(later);
    await queue.drained();
  });

  it('fails the publishers of a batch that failed, and goes on with the next', async () => {
    const wire = transport();
    const queue = new PublishQueue(wire.send);
    const lost = queue.publish('a');
    await tick();
    const next = queue.publish('b');
    wire.fail(0);
    await expect(lost).rejects.toThrow('connection lost');
    await tick();
    expect(wire.batches).toEqual([['a'], ['b']]);
    wire.finish(1);
    await next;
  });
});
