import { generateKeyPairSigner, type KeyPairSigner, lamports } from '@solana/kit';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { computeUnitLimit, computeUnitPrice, memo } from '../test/history-support.ts';
import {
  call,
  kitClients,
  removeDirs,
  signed,
  tempDir,
  transferSol,
  waitForStatus,
} from '../test/test-support.ts';
import { type Localnet, startLocalnet } from './localnet.ts';
import { type SpawnedLocalnet, spawnLocalnet } from './spawn.ts';

const dirs: string[] = [];
const running: SpawnedLocalnet[] = [];
const opened: Localnet[] = [];
const SOL = 1_000_000_000n;
const V0 = { maxSupportedTransactionVersion: 0 };
const PRICE = 4_242n;

afterEach(async () => {
  await Promise.all(running.splice(0).map((node) => node.stop('SIGKILL')));
  await Promise.all(opened.splice(0).map((node) => node.close()));
});
afterAll(() => removeDirs(dirs));

async function result(url: string, method: string, params: unknown[]): Promise<unknown> {
  const answer = await call(url, method, params);
  if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** Sends `count` transfers with memos from a funded payer; their signatures, oldest first. */
async function transfers(rpcUrl: string, wsUrl: string, count: number, payer?: KeyPairSigner) {
  const { rpc } = kitClients(rpcUrl, wsUrl);
  const alice = payer ?? (await generateKeyPairSigner());
  if (!payer) await waitForStatus(rpc, await rpc.requestAirdrop(alice.address, lamports(5n * SOL)).send());
  const bob = await generateKeyPairSigner();
  const signatures: string[] = [];
  for (let index = 0; index < count; index++) {
    const tx = await signed(rpc, alice, [
      computeUnitLimit(20_000),
      computeUnitPrice(PRICE),
      transferSol(alice, bob.address, SOL / 100n),
      memo(`t${index}`),
    ]);
    await rpc.sendTransaction(tx.base64 as never, { encoding: 'base64' }).send();
    signatures.push(tx.signature);
  }
  return { alice, bob, signatures };
}

/** What an explorer reads about a transaction and its accounts, as text to compare. */
async function views(url: string, signature: string, address: string) {
  const transaction = (await result(url, 'getTransaction', [
    signature,
    { encoding: 'jsonParsed', ...V0 },
  ])) as {
    slot: number;
  };
  const fees = (await result(url, 'getRecentPrioritizationFees', [[address]])) as {
    slot: number;
    prioritizationFee: number;
  }[];
  return JSON.stringify({
    transaction,
    signatures: await result(url, 'getSignaturesForAddress', [address]),
    block: await result(url, 'getBlock', [transaction.slot, { ...V0, transactionDetails: 'signatures' }]),
    blockTime: await result(url, 'getBlockTime', [transaction.slot]),
    fee: fees.find((fee) => fee.slot === transaction.slot)?.prioritizationFee,
  });
}

describe('the transaction history across restarts', () => {
  it('answers the same after a clean stop (SIGTERM) and after a kill -9', async () => {
    const dir = tempDir(dirs);
    const first = await spawnLocalnet({ dataDir: dir });
    running.push(first);
    const { signatures, bob } = await transfers(first.rpcUrl, first.wsUrl, 3);
    const last = signatures.at(-1) as string;
    const before = await views(first.rpcUrl, last, bob.address);
    expect(JSON.parse(before).fee).toBe(Number(PRICE));

    await first.stop('SIGTERM');
    const second = await spawnLocalnet({ dataDir: dir, port: first.port });
    running.push(second);
    expect(await views(second.rpcUrl, last, bob.address)).toBe(before);

    // Answered landed, then killed: the record is on disk with the status.
    const more = await transfers(second.rpcUrl, second.wsUrl, 1);
    const { rpc } = kitClients(second.rpcUrl, second.wsUrl);
    await waitForStatus(rpc, more.signatures[0] as string);
    const landed = await views(second.rpcUrl, more.signatures[0] as string, more.bob.address);
    await second.stop('SIGKILL');
    const third = await spawnLocalnet({ dataDir: dir, port: first.port });
    running.push(third);
    expect(await views(third.rpcUrl, more.signatures[0] as string, more.bob.address)).toBe(landed);
    expect(await views(third.rpcUrl, last, bob.address)).toBe(before);
  });

  it('keeps a bounded history: the oldest transactions and their blocks go, the first available block moves on', async () => {
    const dir = tempDir(dirs);
    let node = await startLocalnet({ dataDir: dir, port: 0, historyLimit: 4 });
    opened.push(node);
    // The airdrop and 6 transfers: 7 records in generations of 2, at most 2 generations kept.
    const { signatures, bob } = await transfers(node.rpcUrl, node.wsUrl, 6);
    const listed = (await result(node.rpcUrl, 'getSignaturesForAddress', [bob.address])) as {
      signature: string;
    }[];
    const kept = listed.map((info) => info.signature);
    expect(kept.length).toBeGreaterThanOrEqual(2);
    expect(kept.length).toBeLessThanOrEqual(4);
    expect(kept).toEqual([...signatures].reverse().slice(0, kept.length));
    const oldest = signatures[0] as string;
    expect(await result(node.rpcUrl, 'getTransaction', [oldest, V0])).toBeNull();
    const first = (await result(node.rpcUrl, 'getFirstAvailableBlock', [])) as number;
    expect(first).toBeGreaterThan(0);
    const gone = await call(node.rpcUrl, 'getBlock', [first - 1, V0]);
    expect(gone.error).toEqual({
      code: -32001,
      message: `Block ${first - 1} cleaned up, does not exist on node. First available block: ${first}`,
    });
    expect(await result(node.rpcUrl, 'getTransaction', [kept[0], V0])).not.toBeNull();

    await node.close();
    node = await startLocalnet({ dataDir: dir, port: 0, historyLimit: 4 });
    opened.push(node);
    const after = (await result(node.rpcUrl, 'getSignaturesForAddress', [bob.address])) as {
      signature: string;
    }[];
    expect(after.map((info) => info.signature)).toEqual(kept);
    expect(await result(node.rpcUrl, 'getFirstAvailableBlock', [])).toBe(first);
    expect(await result(node.rpcUrl, 'getTransaction', [oldest, V0])).toBeNull();
  });
});
