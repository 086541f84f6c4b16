import { generateKeyPairSigner, lamports } from '@solana/kit';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  call,
  kitClients,
  removeDirs,
  signed,
  tempDir,
  transferSol,
  waitForStatus,
} from '../test/test-support.ts';
import { startLocalnet } from './localnet.ts';
import { type SpawnedLocalnet, spawnLocalnet } from './spawn.ts';

const dirs: string[] = [];
const running: SpawnedLocalnet[] = [];
const SOL = 1_000_000_000n;

async function start(dataDir: string, port?: number): Promise<SpawnedLocalnet> {
  const node = await spawnLocalnet({ dataDir, port });
  running.push(node);
  return node;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((node) => node.stop('SIGKILL')));
});
afterAll(() => removeDirs(dirs));

describe('the local node across restarts (a child process)', () => {
  it('keeps accounts, signature statuses and its clocks after a kill -9, and refuses to execute a transaction again', async () => {
    const dir = tempDir(dirs);
    const first = await start(dir);
    const { rpc } = kitClients(first.rpcUrl, first.wsUrl);
    const alice = await generateKeyPairSigner();
    const bob = await generateKeyPairSigner();
    const airdrop = await rpc.requestAirdrop(alice.address, lamports(3n * SOL)).send();
    const transfer = await signed(rpc, alice, [transferSol(alice, bob.address, SOL)]);
    await rpc.sendTransaction(transfer.base64 as never, { encoding: 'base64' }).send();
    const failing = await signed(rpc, alice, [transferSol(alice, bob.address, 100n * SOL)]);
    await rpc.sendTransaction(failing.base64 as never, { encoding: 'base64', skipPreflight: true }).send();
    const before = (
      await rpc
        .getSignatureStatuses([airdrop, transfer.signature as never, failing.signature as never])
        .send()
    ).value;
    expect(before.every((status) => status !== null)).toBe(true);
    await call(first.rpcUrl, 'wos_warpSlots', [10]);
    await call(first.rpcUrl, 'wos_setUnixTime', [1_950_000_000]);
    const slotBefore = await rpc.getSlot().send();
    const genesis = await rpc.getGenesisHash().send();

    await first.stop('SIGKILL');
    const second = await start(dir, first.port);
    expect(second.rpcUrl).toBe(first.rpcUrl);

    expect((await rpc.getBalance(bob.address).send()).value).toBe(SOL);
    expect((await rpc.getBalance(alice.address).send()).value).toBe(2n * SOL - 10_000n);
    const after = (
      await rpc
        .getSignatureStatuses([airdrop, transfer.signature as never, failing.signature as never], {
          searchTransactionHistory: true,
        })
        .send()
    ).value;
    expect(after).toEqual(before);
    expect(after[2]?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    expect(await rpc.getGenesisHash().send()).toBe(genesis);
    expect(await rpc.getSlot().send()).toBeGreaterThanOrEqual(slotBefore);
    const unixTime = await call<number>(second.rpcUrl, 'wos_getUnixTime');
    expect(unixTime.result).toBeGreaterThanOrEqual(1_950_000_000);
    expect(unixTime.result).toBeLessThan(1_950_000_000 + 120);

    // The blockhash from before the restart is still in its window, and the
    // transaction on it is known: refused at preflight, ignored without.
    expect((await rpc.isBlockhashValid(transfer.transaction.lifetimeConstraint.blockhash).send()).value).toBe(
      true,
    );
    const again = await call(second.rpcUrl, 'sendTransaction', [transfer.base64, { encoding: 'base64' }]);
    expect(again.error?.data?.err).toBe('AlreadyProcessed');
    await rpc.sendTransaction(transfer.base64 as never, { encoding: 'base64', skipPreflight: true }).send();
    expect((await rpc.getBalance(bob.address).send()).value).toBe(SOL);

    // And it goes on: a new transfer and a new airdrop land.
    const next = await signed(rpc, alice, [transferSol(alice, bob.address, SOL / 2n)]);
    await rpc.sendTransaction(next.base64 as never, { encoding: 'base64' }).send();
    await rpc.requestAirdrop(bob.address, lamports(SOL)).send();
    expect((await rpc.getBalance(bob.address).send()).value).toBe(SOL + SOL / 2n + SOL);
  });

  it('loses no answered transaction when killed -9 in the middle of a stream of sends', async () => {
    const dir = tempDir(dirs);
    const first = await start(dir);
    const { rpc } = kitClients(first.rpcUrl, first.wsUrl);
    const payers = await Promise.all(Array.from({ length: 8 }, () => generateKeyPairSigner()));
    const bob = await generateKeyPairSigner();
    for (const payer of payers) await rpc.requestAirdrop(payer.address, lamports(10n * SOL)).send();
    const transfers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => {
        const payer = payers[index % payers.length];
        if (!payer) throw new Error('no payer');
        return signed(rpc, payer, [transferSol(payer, bob.address, 1_000_000n + BigInt(index))]);
      }),
    );
    const answered: string[] = [];
    let killed = false;
    await Promise.all(
      transfers.map(async (transfer, index) => {
        // Spread the sends so the kill lands while some are in flight.
        await new Promise((resolve) => setTimeout(resolve, index));
        try {
          const signature = await rpc
            .sendTransaction(transfer.base64 as never, { encoding: 'base64' })
            .send();
          answered.push(signature);
          if (answered.length === 60 && !killed) {
            killed = true;
            await first.stop('SIGKILL');
          }
        } catch {
          // Cut off by the kill: it may or may not have landed.
        }
      }),
    );
    expect(killed).toBe(true);

    const second = await start(dir, first.port);
    const all = transfers.map((transfer) => transfer.signature);
    const statuses: (unknown | null)[] = [];
    for (let offset = 0; offset < all.length; offset += 100) {
      const page = all.slice(offset, offset + 100) as never[];
      statuses.push(
        ...(await rpc.getSignatureStatuses(page, { searchTransactionHistory: true }).send()).value,
      );
    }
    const landed = new Set(all.filter((_, index) => statuses[index] !== null));
    for (const signature of answered) expect(landed.has(signature)).toBe(true);
    // Bob holds exactly what the landed transfers paid him.
    const expected = transfers.reduce(
      (sum, transfer, index) => (landed.has(transfer.signature) ? sum + 1_000_000n + BigInt(index) : sum),
      0n,
    );
    expect((await rpc.getBalance(bob.address).send()).value).toBe(expected);
    expect(second.rpcUrl).toBe(first.rpcUrl);
  });

  it('refuses a second node on a data directory in use', async () => {
    const dir = tempDir(dirs);
    await start(dir);
    await expect(startLocalnet({ dataDir: dir, port: 0 })).rejects.toThrow(/another local node \(pid \d+\)/);
  });

  it('snapshots on SIGTERM and exits 0, then starts with the same state', async () => {
    const dir = tempDir(dirs);
    const first = await start(dir);
    const { rpc } = kitClients(first.rpcUrl, first.wsUrl);
    const alice = await generateKeyPairSigner();
    const signature = await rpc.requestAirdrop(alice.address, lamports(SOL)).send();
    await first.stop('SIGTERM');
    expect(first.child.exitCode).toBe(0);
    const second = await start(dir, first.port);
    expect((await rpc.getBalance(alice.address).send()).value).toBe(SOL);
    expect((await waitForStatus(rpc, signature)).err).toBeNull();
    expect(second.port).toBe(first.port);
  });
});
