import { generateKeyPairSigner, lamports } from '@solana/kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fundedSigner,
  kitClients,
  rawRpc,
  removeDirs,
  signed,
  startTestNode,
  type TestNode,
  tempDir,
  transferSol,
  waitForStatus,
} from '../test/test-support.ts';
import { type FaultProxy, startFaultProxy } from './fault-proxy.ts';
import { spawnLocalnet } from './spawn.ts';

const dirs: string[] = [];
let test: TestNode;
let proxy: FaultProxy;
const SOL = 1_000_000_000n;

beforeAll(async () => {
  test = await startTestNode(dirs);
  proxy = await startFaultProxy({ target: test.node.rpcUrl, wsTarget: test.node.wsUrl });
});
beforeEach(() => proxy.reset());
afterAll(async () => {
  await proxy?.close();
  await test?.node.close();
  removeDirs(dirs);
});

describe('the fault proxy in front of the local node', () => {
  it('passes requests and WebSocket subscriptions through', async () => {
    const through = kitClients(proxy.url, proxy.wsUrl);
    expect(await through.rpc.getHealth().send()).toBe('ok');
    const alice = await fundedSigner(test, 1n);
    const tx = await signed(through.rpc, alice, [transferSol(alice, alice.address, 1n)]);
    const abort = new AbortController();
    const notifications = await through.rpcSubscriptions
      .signatureNotifications(tx.signature as never, { commitment: 'confirmed' })
      .subscribe({ abortSignal: abort.signal });
    const landed = notifications[Symbol.asyncIterator]().next();
    await through.rpc.sendTransaction(tx.base64 as never, { encoding: 'base64' }).send();
    expect((await landed).value?.value).toEqual({ err: null });
    abort.abort();
  });

  it('answers the next requests with 429, then passes again', async () => {
    proxy.failNext(2);
    const body = { jsonrpc: '2.0', id: 1, method: 'getSlot' };
    expect((await rawRpc(proxy.url, body)).status).toBe(429);
    const { rpc } = kitClients(proxy.url, proxy.wsUrl);
    await expect(rpc.getSlot().send()).rejects.toThrow(/429/);
    expect((await rawRpc(proxy.url, body)).status).toBe(200);
  });

  it('limits requests like a provider: 429 with Retry-After past the limit, counting what it forwarded', async () => {
    proxy.resetForwarded();
    proxy.limitRate(3);
    try {
      const post = (body: unknown) =>
        fetch(proxy.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const limitedBefore = proxy.counts.limited;
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, (_, id) => post({ jsonrpc: '2.0', id, method: 'getSlot' })),
        post([
          { jsonrpc: '2.0', id: 1, method: 'getSlot' },
          { jsonrpc: '2.0', id: 2, method: 'getHealth' },
        ]),
      ]);
      const refused = answers.filter((answer) => answer.status === 429);
      const passed = answers.filter((answer) => answer.status === 200);
      expect(refused.length + passed.length).toBe(answers.length);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) expect(answer.headers.get('retry-after')).toBe('1');
      expect(proxy.counts.limited - limitedBefore).toBe(refused.length);
      // Never more than the limit in any second, and at least the limit's worth went through.
      expect(passed.length).toBeGreaterThanOrEqual(3);
      expect(proxy.forwarded.maxPerSecond).toBe(3);
      const forwardedCalls = Object.values(proxy.forwarded.byMethod).reduce((sum, n) => sum + n, 0);
      expect(forwardedCalls).toBeGreaterThanOrEqual(passed.length);
      expect(proxy.forwarded.byMethod.getSlot).toBeGreaterThan(0);
    } finally {
      proxy.limitRate(undefined);
    }
    expect((await rawRpc(proxy.url, { jsonrpc: '2.0', id: 1, method: 'getSlot' })).status).toBe(200);
  });

  it('hangs the next requests until the client gives up; with forward the node still executes', async () => {
    const { rpc } = kitClients(proxy.url, proxy.wsUrl);
    proxy.hangNext(1);
    await expect(rpc.getSlot().send({ abortSignal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect(await rpc.getSlot().send()).toBeTypeOf('bigint');

    const alice = await fundedSigner(test, 1n);
    const bob = await generateKeyPairSigner();
    const tx = await signed(rpc, alice, [transferSol(alice, bob.address, SOL / 2n)]);
    proxy.hangNext(1, { method: 'sendTransaction', forward: true });
    const hungBefore = proxy.counts.hung;
    await expect(
      rpc
        .sendTransaction(tx.base64 as never, { encoding: 'base64' })
        .send({ abortSignal: AbortSignal.timeout(500) }),
    ).rejects.toThrow();
    expect(proxy.counts.hung).toBe(hungBefore + 1);
    // The answer was lost, the transaction was not.
    expect((await waitForStatus(test.rpc, tx.signature)).err).toBeNull();
    expect((await test.rpc.getBalance(bob.address).send()).value).toBe(SOL / 2n);
  });

  it('drops the next sendTransaction: the signature comes back, the transaction never lands', async () => {
    const { rpc } = kitClients(proxy.url, proxy.wsUrl);
    const alice = await fundedSigner(test, 1n);
    const bob = await generateKeyPairSigner();
    const tx = await signed(rpc, alice, [transferSol(alice, bob.address, SOL / 2n)]);
    proxy.dropNextSends(1);
    expect(await rpc.sendTransaction(tx.base64 as never, { encoding: 'base64' }).send()).toBe(tx.signature);
    expect(proxy.droppedSignatures).toContain(tx.signature);
    const status = await rpc
      .getSignatureStatuses([tx.signature as never], { searchTransactionHistory: true })
      .send();
    expect(status.value[0]).toBeNull();
    expect((await rpc.getBalance(bob.address).send()).value).toBe(0n);
    // The same transaction sent again (within its blockhash's life) lands once.
    await rpc.sendTransaction(tx.base64 as never, { encoding: 'base64' }).send();
    expect((await rpc.getBalance(bob.address).send()).value).toBe(SOL / 2n);
  });

  it('cuts the connection while the node behind it is down, and passes again once it is back', async () => {
    const dir = tempDir(dirs);
    const node = await spawnLocalnet({ dataDir: dir });
    const front = await startFaultProxy({ target: node.rpcUrl });
    try {
      const { rpc } = kitClients(front.url, front.wsUrl);
      const alice = await generateKeyPairSigner();
      await rpc.requestAirdrop(alice.address, lamports(SOL)).send();
      await node.stop('SIGKILL');
      await expect(rpc.getBalance(alice.address).send()).rejects.toThrow();
      const restarted = await spawnLocalnet({ dataDir: dir, port: node.port });
      try {
        expect((await rpc.getBalance(alice.address).send()).value).toBe(SOL);
      } finally {
        await restarted.stop('SIGKILL');
      }
    } finally {
      await front.close();
      await node.stop('SIGKILL');
    }
  });
});
