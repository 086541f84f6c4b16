/**
 * `npm run crash-test [rounds]`: kills the embedded server with SIGKILL at a
 * random moment of a burst of stakes, claims, unstakes, packs, harvests,
 * marketplace trades and airdrops, restarts it, and checks after each round
 * that WLO is conserved and that every answer of 200 is true on chain.
 * Exits 1 when any round fails.
 */
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPairSigner } from '@solana/kit';
import { call, signIn } from './api.ts';
import { type Acknowledged, type Player, startBurst } from './burst.ts';
import { lowerTreasury } from './economy-ops.ts';
import { freePort, ServerProcess, UNLIMITED_RATE_LIMITS } from './server-process.ts';
import { verifyDataDir } from './verify.ts';

const rounds = Number(process.argv[2] ?? process.env.CRASH_ROUNDS ?? 20);
const PLAYERS = 6;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wos-crash-'));
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...UNLIMITED_RATE_LIMITS,
  };
  const port = await freePort();
  const signers = await Promise.all(Array.from({ length: PLAYERS }, () => generateKeyPairSigner()));
  let failures = 0;
  try {
    // A first start makes the chain; a small treasury then makes the daily buy-back budget bind in the burst.
    await (await ServerProcess.start(env, port)).stop();
    await lowerTreasury(dataDir);
    for (let round = 1; round <= rounds; round++) {
      const server = await ServerProcess.start(env, port);
      // Lock periods end and rewards accrue between rounds, so claims have something to pay.
      await call(server.baseUrl, 'POST', '/dev/clock/advance', { days: 8 });
      const players: Player[] = [];
      for (const signer of signers) {
        await call(server.baseUrl, 'POST', '/dev/airdrop', {
          walletAddress: signer.address,
          sol: 1,
          wlo: 2000,
        });
        players.push({ signer, token: await signIn(server.baseUrl, signer) });
      }
      const acknowledged: Acknowledged[] = [];
      const burst = startBurst(server.baseUrl, players, acknowledged);
      const killAfterMs = 300 + randomInt(2500);
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
      await server.kill();
      await burst.stop();

      // Restart once as an operator would (recovery at start), then stop cleanly and verify offline.
      const restarted = await ServerProcess.start(env, port);
      await restarted.stop();
      const problems = await verifyDataDir(dataDir, acknowledged);
      const counts = countByOp(acknowledged);
      if (problems.length === 0) {
        console.log(
          `round ${round}: killed after ${killAfterMs} ms; ${counts}; conserved, every 200 on chain`,
        );
      } else {
        failures += 1;
        console.log(
          `round ${round}: killed after ${killAfterMs} ms; ${counts}; FAILED\n  ${problems.join('\n  ')}`,
        );
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`${rounds - failures} passed, ${failures} failed`);
  process.exit(failures === 0 ? 0 : 1);
}

function countByOp(acknowledged: readonly Acknowledged[]): string {
  const counts = new Map<string, number>();
  for (const answer of acknowledged) counts.set(answer.op, (counts.get(answer.op) ?? 0) + 1);
  return [...counts].map(([op, count]) => `${count} ${op}`).join(', ') || 'nothing acknowledged';
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
