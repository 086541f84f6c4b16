import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPairSigner } from '@solana/kit';
import { DurableSvm } from '@wos/svm';
import { afterEach, describe, expect, it, vi } from 'vitest';

let dataDir: string | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The generation the next checkpoint writes: one past the newest snapshot on disk. */
function nextSnapshotPath(dir: string): string {
  const generations = readdirSync(path.join(dir, 'chain'))
    .map((name) => /^snapshot-(\d+)\.litesvm$/.exec(name)?.[1])
    .filter((found): found is string => found !== undefined)
    .map(Number);
  return path.join(dir, 'chain', `snapshot-${Math.max(0, ...generations) + 1}.litesvm`);
}

describe('a chain whose snapshot cannot be written', () => {
  it('keeps running on its journal and loses nothing across a restart', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'wos-snapshot-'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const [first, second] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    const chain = DurableSvm.open(dataDir);
    await chain.credit(first.address, 1_000n, 0n);
    // A first snapshot, as a start writes once its setup is done.
    chain.checkpoint();
    // LiteSVM cannot write where its snapshot goes (in production: a state past its 4 MiB limit).
    const partial = `${nextSnapshotPath(dataDir)}.partial`;
    mkdirSync(partial);
    expect(() => chain.checkpoint()).not.toThrow();
    // What a failed write leaves behind: a partial file, never renamed into place.
    rmSync(partial, { recursive: true });
    writeFileSync(partial, 'half a snapshot');
    await chain.credit(second.address, 2_000n, 0n);
    chain.close();

    const reopened = DurableSvm.open(dataDir);
    expect(reopened.svm.getBalance(first.address)).toBe(1_000n);
    expect(reopened.svm.getBalance(second.address)).toBe(2_000n);
    reopened.close();
  });
});
