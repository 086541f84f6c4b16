import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Address, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { type Localnet, startLocalnet } from '@wos/localnet';
import { buildServerSigned } from '@wos/svm';
import { afterAll, describe, expect, it } from 'vitest';
import { BalanceCache } from './balance-cache.ts';
import { LiteSvmChain } from './litesvm-chain.ts';
import { ObservedChain } from './observed-chain.ts';
import { openGameChain } from './open.ts';
import type { Chain } from './port.ts';
import { RpcChain } from './rpc-chain.ts';
import { wloMintInstructions } from './token.ts';

const SOL = 1_000_000_000n;
const unixTime = () => 1_800_000_000n;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function transfer(chain: Chain, from: KeyPairSigner, to: Address, lamports: bigint) {
  const instruction = getTransferSolInstruction({ source: from, destination: to, amount: lamports });
  const signature = await chain.sendTransaction(
    await buildServerSigned(from, [], [instruction], await chain.getLatestBlockhash()),
  );
  expect(await chain.confirmTransaction(signature, 10_000)).toBe('confirmed');
}

/** Waits for what a notification brings (at most 10 s, then fails). */
async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in 10 s');
    await sleep(20);
  }
}

describe('the balance cache on the embedded chain', () => {
  it("drops an account's balance when the game's own transaction names it, else serves it until the TTL", async () => {
    let now = 0;
    const svm = new LiteSvmChain(unixTime);
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    const balances = new BalanceCache(svm, {
      ttlMs: 10_000,
      maxOwners: 10,
      mint: alice.address,
      now: () => now,
    });
    const chain = new ObservedChain(svm, balances);

    expect(await balances.getLamports(alice.address)).toBe(0n);
    await chain.airdrop(alice.address, 10n * SOL);
    expect(await balances.getLamports(alice.address)).toBe(10n * SOL);
    expect(await balances.getLamports(bob.address)).toBe(0n);
    await transfer(chain, alice, bob.address, SOL);
    expect(await balances.getLamports(bob.address)).toBe(SOL);

    // Behind the game's back (another program, another process without notifications): the TTL is the net.
    await transfer(svm, alice, bob.address, SOL / 2n);
    expect(await balances.getLamports(bob.address)).toBe(SOL);
    now = 10_000;
    expect(await balances.getLamports(bob.address)).toBe(SOL + SOL / 2n);
    await svm.close();
  });
});

describe('the balance cache on the local node', () => {
  let node: Localnet | undefined;
  afterAll(() => node?.close());

  it('hears through the WebSocket of SOL and WLO another process moved', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wos-balances-'));
    dirs.push(dataDir);
    node = await startLocalnet({ dataDir, port: 0 });
    const config = {
      solanaRpcUrl: node.rpcUrl,
      solanaWsUrl: node.wsUrl,
      solanaRpcTimeoutMs: 5_000,
      network: 'localnet' as const,
      keys: { wloMint: undefined, mintAuthority: undefined, pools: {} },
    };
    const locks = { run: <T>(_name: string, work: () => Promise<T>) => work() };
    const game = await openGameChain({ config, locks, dataDir: undefined, unixTime });
    const { balances, accounts } = game;
    const mintAuthority = accounts.mintAuthority;
    if (!mintAuthority) throw new Error('the local node game has a mint authority');
    // Another API process: its own client of the node, whose transactions this one never sees.
    const other = new RpcChain({ url: node.rpcUrl, timeoutMs: 5_000, localNode: true });
    const bob = await generateKeyPairSigner();
    try {
      expect(await balances.getLamports(bob.address)).toBe(0n);
      expect(await balances.getTokenBalance(bob.address, accounts.wloMint)).toBe(0n);

      await other.airdrop(bob.address, 2n * SOL);
      await until(async () => (await balances.getLamports(bob.address)) === 2n * SOL);

      const minted = await buildServerSigned(
        mintAuthority,
        [],
        await wloMintInstructions(accounts.wloMint, mintAuthority, bob.address, 5_000_000n),
        await other.getLatestBlockhash(),
      );
      expect(await other.confirmTransaction(await other.sendTransaction(minted), 10_000)).toBe('confirmed');
      await until(async () => (await balances.getTokenBalance(bob.address, accounts.wloMint)) === 5_000_000n);
      expect((await balances.getTokenAccounts(bob.address)).map((account) => account.amount)).toEqual([
        5_000_000n,
      ]);
    } finally {
      balances.close();
      await game.chain.close();
    }
  });
});
