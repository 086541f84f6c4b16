import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkProof, verifyPackAt } from '../../../../../scripts/verify-pack.ts';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { buyPack, fundedPlayer, openPack } from '../../../test/packs.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../../..');

let t: TestApp;
let serverUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  serverUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** `npm run verify-pack -- <url> <packId>` as an operator types it. */
async function npmVerify(packId: string): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'verify-pack', '--', serverUrl, packId], {
      cwd: root,
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe('npm run verify-pack', () => {
  it('prints verified for an opened pack, fetched from a listening server', async () => {
    const player = await fundedPlayer(t, { sol: 1 });
    const { processed } = await buyPack(t, player, 'farmer-premium');
    const sealed = await npmVerify(processed.pack.id);
    expect(sealed.code).toBe(1);
    expect(sealed.stdout).toContain('verification failed: the pack is not opened yet');

    const { contents } = await openPack(t, player, processed.pack.id, 'operator-check');
    const opened = await npmVerify(processed.pack.id);
    expect(opened.code).toBe(0);
    expect(opened.stdout.split('\n')[0]).toBe('verified');
    expect(opened.stdout).toContain(contents.farmers?.[0]?.name ?? 'no farmer');
    expect(opened.stdout).toContain('clientSeed  operator-check');
  }, 120_000);

  it('fails a proof whose client seed or server seed was changed, and an unknown pack', async () => {
    const player = await fundedPlayer(t, {});
    const bought = await t.app.inject({
      method: 'POST',
      url: '/packs/buy',
      headers: player.auth,
      payload: { walletAddress: player.address, packId: 'hero-basic' },
    });
    const packId = bought.json().pack.id;
    await openPack(t, player, packId, 'seed-1');
    const result = await verifyPackAt(serverUrl, packId);
    expect(result.verified).toBe(true);
    if (!result.verified) return;

    const changedClientSeeds = ['seed-2', 'seed-3', 'seed-4', 'seed-5', 'seed-6', 'seed-7'].map(
      (clientSeed) => checkProof({ ...result.proof, clientSeed }),
    );
    expect(changedClientSeeds.some((check) => !check.verified)).toBe(true);
    expect(checkProof({ ...result.proof, serverSeed: '00'.repeat(32) })).toMatchObject({
      verified: false,
      reason: expect.stringContaining('commitment'),
    });

    const unknown = await verifyPackAt(serverUrl, '00000000-0000-4000-8000-000000000000');
    expect(unknown).toEqual({ verified: false, reason: 'the server answered 404: Pack not found' });
  });
});
