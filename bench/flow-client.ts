/**
 * The players of a paid-flow bench, in a process of their own (forked by
 * paid-flow.ts), so the API process's CPU is the API's alone: their keys,
 * signing and HTTP client cost nothing there. Over IPC: `start` → it signs
 * its players in and asks for `fund` → `funded` → one flow each, one at a
 * time, then one round at once (warm-up) → `timing` → every player repeats the flow concurrently →
 * `done` with the latencies.
 */

import type { KeyPairSigner } from '@solana/kit';
import { newKey, signPrepared, signText } from '../apps/server/test/players.ts';
import { percentile } from './concurrent.ts';

export type PaidFlowKind = 'stake' | 'pack';

export type ToClient =
  | { type: 'start'; origin: string; flow: PaidFlowKind; players: number; perPlayer: number }
  | { type: 'funded' };

export type FromClient =
  | { type: 'fund'; wallets: string[] }
  | { type: 'timing' }
  | {
      type: 'done';
      count: number;
      p50Ms: number;
      p99Ms: number;
      maxMs: number;
      elapsedMs: number;
      cpuMs: number;
    };

interface Player {
  signer: KeyPairSigner;
  address: string;
  headers: Record<string, string>;
}

function send(message: FromClient): void {
  process.send?.(message);
}

function nextMessage(): Promise<ToClient> {
  return new Promise((resolve) => process.once('message', (message) => resolve(message as ToClient)));
}

async function request<T>(
  origin: string,
  path: string,
  player: Player | undefined,
  body?: object,
): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...player?.headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

async function signIn(origin: string): Promise<Player> {
  const signer = await newKey();
  const { message, nonce } = await request<{ message: string; nonce: string }>(
    origin,
    `/auth/message/${signer.address}`,
    undefined,
  );
  const { token } = await request<{ token: string }>(origin, '/auth/sign', undefined, {
    walletAddress: signer.address,
    signature: await signText(signer, message),
    nonce,
  });
  return { signer, address: signer.address, headers: { authorization: `Bearer ${token}` } };
}

/** One paid flow as a wallet runs it: prepare, sign (the wallet's time, well under 1 ms), process. */
function flowOf(kind: PaidFlowKind, origin: string) {
  if (kind === 'stake') {
    return async (player: Player) => {
      const prepared = await request<{ transaction: string; stakeId: string }>(
        origin,
        '/staking/v2/stake',
        player,
        { walletAddress: player.address, amount: 100, lockPeriod: 7 },
      );
      await request(origin, '/staking/v2/process-transaction', player, {
        signedTransaction: await signPrepared(player.signer, prepared.transaction),
        stakeId: prepared.stakeId,
        walletAddress: player.address,
      });
    };
  }
  return async (player: Player) => {
    const prepared = await request<{ transaction: string; packDetails: { purchaseId: string } }>(
      origin,
      '/packs/prepare-transaction',
      player,
      { walletAddress: player.address, packId: 'farmer-basic', assetType: 'farmer' },
    );
    await request(origin, '/packs/process-transaction', player, {
      signedTransaction: await signPrepared(player.signer, prepared.transaction),
      purchaseId: prepared.packDetails.purchaseId,
      walletAddress: player.address,
    });
  };
}

async function run(): Promise<void> {
  const start = await nextMessage();
  if (start.type !== 'start') throw new Error(`expected start, got ${start.type}`);
  const players: Player[] = [];
  for (let i = 0; i < start.players; i += 1) players.push(await signIn(start.origin));
  send({ type: 'fund', wallets: players.map((player) => player.address) });
  await nextMessage();

  const once = flowOf(start.flow, start.origin);
  // One flow each, one at a time (JIT and first-call work are not the steady state), then one
  // round all at once, which opens every player's connection before the timing starts.
  for (const player of players) await once(player);
  await Promise.all(players.map((player) => once(player)));

  send({ type: 'timing' });
  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    players.map(async (player) => {
      for (let i = 0; i < start.perPlayer; i += 1) {
        const begin = performance.now();
        await once(player);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  send({
    type: 'done',
    count: latencies.length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? 0,
    elapsedMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
  });
}

run().then(
  () => process.disconnect?.(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
