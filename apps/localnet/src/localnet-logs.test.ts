import { generateKeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { memo } from '../test/history-support.ts';
import {
  fundedSigner,
  removeDirs,
  sendAndWait,
  signed,
  startTestNode,
  type TestNode,
  transferSol,
} from '../test/test-support.ts';

const dirs: string[] = [];
let test: TestNode;

beforeAll(async () => {
  test = await startTestNode(dirs);
});
afterAll(async () => {
  await test?.node.close();
  removeDirs(dirs);
});

interface Message {
  id?: number;
  result?: unknown;
  error?: { code: number; message: string };
  method?: string;
  params?: { subscription: number; result: { context: { slot: number }; value: Record<string, unknown> } };
}

/** A raw PubSub connection: requests by id, notifications in order of arrival. */
async function connect(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const notifications: Message[] = [];
  const answers = new Map<number, (message: Message) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message;
    if (message.id !== undefined) answers.get(message.id)?.(message);
    else notifications.push(message);
  });
  let nextId = 1;
  return {
    notifications,
    request(method: string, params: unknown[]): Promise<Message> {
      const id = nextId++;
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
      return new Promise((resolve) => answers.set(id, resolve));
    },
    close: () => socket.close(),
  };
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('no notification in 10 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('logsSubscribe', () => {
  it('notifies every transaction to "all" and only those naming the address to {mentions}', async () => {
    const alice = await fundedSigner(test, 2n);
    const bob = await generateKeyPairSigner();
    const carol = await generateKeyPairSigner();
    const client = await connect(test.node.wsUrl);
    const all = (await client.request('logsSubscribe', ['all', { commitment: 'confirmed' }]))
      .result as number;
    const mentions = (await client.request('logsSubscribe', [{ mentions: [bob.address] }])).result as number;
    expect(typeof all).toBe('number');
    expect(mentions).not.toBe(all);
    const two = await client.request('logsSubscribe', [{ mentions: [bob.address, carol.address] }]);
    expect(two.error).toEqual({ code: -32602, message: 'Invalid Request: Only 1 address supported' });

    const toCarol = await signed(test.rpc, alice, [transferSol(alice, carol.address, 1_000_000n), memo('c')]);
    await sendAndWait(test.rpc, toCarol.base64);
    const toBob = await signed(test.rpc, alice, [transferSol(alice, bob.address, 1_000_000n)]);
    await sendAndWait(test.rpc, toBob.base64);
    await until(() => client.notifications.filter((n) => n.params?.subscription === all).length >= 2);
    await until(() => client.notifications.some((n) => n.params?.subscription === mentions));

    const forAll = client.notifications.filter((n) => n.params?.subscription === all);
    expect(forAll.map((n) => n.params?.result.value.signature)).toEqual([toCarol.signature, toBob.signature]);
    const first = forAll[0] as Message;
    expect(first.method).toBe('logsNotification');
    expect(first.params?.result.context.slot).toBeGreaterThanOrEqual(0);
    expect(first.params?.result.value.err).toBeNull();
    expect(first.params?.result.value.logs).toContain('Program 11111111111111111111111111111111 success');
    const forBob = client.notifications.filter((n) => n.params?.subscription === mentions);
    expect(forBob.map((n) => n.params?.result.value.signature)).toEqual([toBob.signature]);

    expect((await client.request('logsUnsubscribe', [all])).result).toBe(true);
    expect((await client.request('logsUnsubscribe', [all])).error?.code).toBe(-32602);
    client.close();
  });
});
