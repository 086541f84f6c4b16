import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Address, generateKeyPairSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { type FaultProxy, type SpawnedLocalnet, spawnLocalnet, startFaultProxy } from '@wos/localnet';
import { isWosError } from '@wos/shared';
import { buildServerSigned } from '@wos/svm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RpcChain } from './rpc-chain.ts';

/** RpcChain's rate limiter against a provider's limit: the local node behind the fault proxy. */
const SOL = 1_000_000_000n;
const dataDir = mkdtempSync(path.join(tmpdir(), 'wos-rpc-limit-'));
let node: SpawnedLocalnet;
let proxy: FaultProxy;

beforeAll(async () => {
  node = await spawnLocalnet({ dataDir });
  proxy = await startFaultProxy({ target: node.rpcUrl, wsTarget: node.wsUrl });
});
beforeEach(() => {
  proxy.reset();
  proxy.limitRate(undefined);
  proxy.resetForwarded();
});
afterAll(async () => {
  await proxy?.close();
  await node?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const someAddresses = async (count: number): Promise<Address[]> =>
  Promise.all(Array.from({ length: count }, async () => (await generateKeyPairSigner()).address));

describe('a node limited to 5 requests a second, a client with no limit of its own', () => {
  it('gets 429s with Retry-After, pauses, and completes every request, a send landing once', async () => {
    // Funded straight on the node, not through the limit.
    const direct = new RpcChain({ url: node.rpcUrl, timeoutMs: 10_000, localNode: true });
    const alice = await generateKeyPairSigner();
    const bob = await generateKeyPairSigner();
    await direct.airdrop(alice.address, 2n * SOL);
    const transfer = await buildServerSigned(
      alice,
      [],
      [getTransferSolInstruction({ source: alice, destination: bob.address, amount: SOL / 2n })],
      await direct.getLatestBlockhash(),
    );

    const chain = new RpcChain({ url: proxy.url, timeoutMs: 15_000, localNode: true });
    proxy.limitRate(5);
    const limitedBefore = proxy.counts.limited;
    const addresses = await someAddresses(20);
    const [balances, sent] = await Promise.all([
      Promise.all(addresses.map((address) => chain.getLamports(address))),
      chain.sendTransaction(transfer),
    ]);

    expect(balances).toEqual(addresses.map(() => 0n));
    const limited = proxy.counts.limited - limitedBefore;
    expect(limited).toBeGreaterThan(0);
    expect(proxy.forwarded.maxPerSecond).toBeLessThanOrEqual(5);
    // Each attempt is a request the client counts: what the node got plus what the limit refused.
    const counted = chain.requestCounts();
    expect((counted.getBalance ?? 0) + (counted.sendTransaction ?? 0)).toBe(
      (proxy.forwarded.byMethod.getBalance ?? 0) + (proxy.forwarded.byMethod.sendTransaction ?? 0) + limited,
    );
    expect(proxy.forwarded.byMethod.getBalance).toBe(20);
    expect(await direct.confirmTransaction(sent, 10_000)).toBe('confirmed');
    expect(await direct.getLamports(bob.address)).toBe(SOL / 2n);
  });
});

describe('a client limited to 1 request a second', () => {
  it('refuses at once, sending nothing, a request whose turn would come after its deadline', async () => {
    const chain = new RpcChain({
      url: proxy.url,
      timeoutMs: 1_500,
      localNode: true,
      rateLimit: { maxRps: 1, burst: 1 },
    });
    const addresses = await someAddresses(5);
    const limitedBefore = proxy.counts.limited;
    const outcomes = await Promise.allSettled(addresses.map((address) => chain.getLamports(address)));

    const answered = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    // One a second, each holding its place a second past its answer: at most two fit in 1.5 s.
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    for (const error of refused) {
      expect(isWosError(error) && error.code).toBe('CHAIN__UNAVAILABLE');
      expect((error as Error).message).toBe('The Solana network is busy; please try again in a moment');
    }
    expect(proxy.forwarded.byMethod.getBalance).toBe(answered.length);
    expect(chain.requestCounts().getBalance).toBe(answered.length);
    expect(proxy.counts.limited).toBe(limitedBefore);
  });

  it('answers a readiness ping without a request, and without waiting, while its requests queue', async () => {
    const chain = new RpcChain({
      url: proxy.url,
      timeoutMs: 10_000,
      localNode: true,
      rateLimit: { maxRps: 1, burst: 1 },
    });
    const [first, ...queued] = await someAddresses(3);
    if (!first) throw new Error('three addresses');
    await chain.getLamports(first);
    const waiting = Promise.all(queued.map((address) => chain.getLamports(address)));
    await chain.ping();
    expect(chain.requestCounts()).toEqual({ getBalance: 1 });
    expect(await waiting).toEqual([0n, 0n]);
    expect(proxy.forwarded.byMethod).toEqual({ getBalance: 3 });
  });
});
