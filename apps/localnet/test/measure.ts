import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPairSigner, type KeyPairSigner, lamports } from '@solana/kit';
import { spawnLocalnet } from '../src/spawn.ts';
import { kitClients, type SignedTransaction, signed, transferSol } from './test-support.ts';

/**
 * Measures the local node: sendTransaction round trip (one at a time) and
 * the transfers per second it sustains with many in flight.
 * `tsx apps/localnet/test/measure.ts [rpcUrl]` (default: a fresh node
 * in its own process). Prints numbers only; nothing asserts on them.
 */
const SEQUENTIAL = 300;
const CONCURRENT = 3000;
const IN_FLIGHT = 32;
const PAYERS = 32;

const given = process.argv[2];
const dir = given ? undefined : mkdtempSync(path.join(tmpdir(), 'wos-localnet-measure-'));
const node = dir ? await spawnLocalnet({ dataDir: dir }) : undefined;
const rpcUrl = given ?? node?.rpcUrl ?? '';
const { rpc } = kitClients(rpcUrl, rpcUrl.replace(/^http/, 'ws'));

const payers: KeyPairSigner[] = await Promise.all(
  Array.from({ length: PAYERS }, () => generateKeyPairSigner()),
);
for (const payer of payers) await rpc.requestAirdrop(payer.address, lamports(100_000_000_000n)).send();
const sink = await generateKeyPairSigner();
// Rent-exempt from the start, so each small transfer to it is valid.
await rpc.requestAirdrop(sink.address, lamports(1_000_000_000n)).send();

async function transfers(count: number): Promise<SignedTransaction[]> {
  const latest = (await rpc.getLatestBlockhash().send()).value;
  return Promise.all(
    Array.from({ length: count }, (_, index) => {
      const payer = payers[index % PAYERS] as KeyPairSigner;
      return signed(rpc, payer, [transferSol(payer, sink.address, 1_000n + BigInt(index))], latest);
    }),
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

async function roundTrips(skipPreflight: boolean) {
  const batch = await transfers(SEQUENTIAL);
  const times: number[] = [];
  for (const tx of batch) {
    const start = performance.now();
    await rpc.sendTransaction(tx.base64 as never, { encoding: 'base64', skipPreflight }).send();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const label = skipPreflight ? 'skipPreflight' : 'preflight    ';
  console.log(
    `sendTransaction round trip, one at a time (${label}): p50 ${percentile(times, 50).toFixed(2)} ms, p90 ${percentile(times, 90).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`,
  );
}

async function throughput(skipPreflight: boolean) {
  const batch = await transfers(CONCURRENT);
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < batch.length) {
        const tx = batch[next++] as SignedTransaction;
        await rpc.sendTransaction(tx.base64 as never, { encoding: 'base64', skipPreflight }).send();
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const label = skipPreflight ? 'skipPreflight' : 'preflight';
  console.log(
    `throughput, ${IN_FLIGHT} in flight (${label}): ${CONCURRENT} transfers in ${seconds.toFixed(2)} s = ${(CONCURRENT / seconds).toFixed(0)} transfers/s`,
  );
}

async function readRoundTrip() {
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const start = performance.now();
    await rpc.getBalance(sink.address).send();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`getBalance round trip (reference): p50 ${percentile(times, 50).toFixed(2)} ms`);
}

try {
  await readRoundTrip();
  await roundTrips(false);
  await roundTrips(true);
  await throughput(false);
  await throughput(true);
  const landed = await rpc.getTransactionCount().send();
  console.log(`transactions on the node: ${landed}`);
} finally {
  await node?.stop('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
}
