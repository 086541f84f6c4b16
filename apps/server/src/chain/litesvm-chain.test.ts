import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { buildServerSigned } from '@wos/svm';
import { afterAll, describe, expect, it } from 'vitest';
import { LiteSvmChain } from './litesvm-chain.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function newDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wos-chain-'));
  dirs.push(dir);
  return dir;
}

const clock = () => 1_800_000_000n;

async function transfer(chain: LiteSvmChain, from: KeyPairSigner, to: KeyPairSigner, lamports: bigint) {
  const instruction = getTransferSolInstruction({ source: from, destination: to.address, amount: lamports });
  const transaction = await buildServerSigned(from, [], [instruction], await chain.getLatestBlockhash());
  return chain.sendTransaction(transaction);
}

describe('the embedded chain on disk', () => {
  it('keeps every reported change when the process dies without saving (no close, no snapshot)', async () => {
    const dir = newDir();
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    const first = new LiteSvmChain(clock, dir);
    first.flush(); // the first start's snapshot, as openChain takes after setup
    await first.airdrop(alice.address, 5_000_000_000n);
    await first.airdrop(alice.address, 5_000_000_000n); // the same airdrop again still lands
    const signature = await transfer(first, alice, bob, 1_000_000_000n);
    // "kill -9": the first instance is simply abandoned.

    const second = new LiteSvmChain(clock, dir);
    expect(second.isNew).toBe(false);
    expect(await second.getLamports(bob.address)).toBe(1_000_000_000n);
    expect(await second.getLamports(alice.address)).toBe(10_000_000_000n - 1_000_000_000n - 5_000n);
    expect(await second.getSignatureState(signature)).toBe('confirmed');
    await second.close();
  });

  it('ignores a torn record at the end of the journal and keeps appending after it', async () => {
    const dir = newDir();
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    const first = new LiteSvmChain(clock, dir);
    first.flush();
    await first.airdrop(alice.address, 2_000_000_000n);
    const journal = readdirSync(path.join(dir, 'chain')).find((name) => name.startsWith('journal-'));
    if (!journal) throw new Error('no journal written');
    appendFileSync(path.join(dir, 'chain', journal), Buffer.from([200, 0, 0, 0, 1, 2, 3]));

    const second = new LiteSvmChain(clock, dir);
    expect(await second.getLamports(alice.address)).toBe(2_000_000_000n);
    await transfer(second, alice, bob, 1_500_000_000n);
    const third = new LiteSvmChain(clock, dir);
    expect(await third.getLamports(bob.address)).toBe(1_500_000_000n);
    await third.close();
  });

  it('remembers old signatures past LiteSVM history and refuses to execute them twice', async () => {
    const chain = new LiteSvmChain(clock);
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    await chain.airdrop(alice.address, 10_000_000_000n);
    const instruction = getTransferSolInstruction({
      source: alice,
      destination: bob.address,
      amount: 1_000_000_000n,
    });
    const transaction = await buildServerSigned(alice, [], [instruction], await chain.getLatestBlockhash());
    await chain.sendTransaction(transaction);
    await chain.sendTransaction(transaction);
    expect(await chain.getLamports(bob.address)).toBe(1_000_000_000n);
  });
});
