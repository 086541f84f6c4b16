/**
 * Where a read route's CPU goes: the whole app (one player who staked twice,
 * optionally N players seeded), one route under autocannon (50 connections)
 * with a V8 CPU profile of the server's process, summarised by package and
 * by function. The .cpuprofile opens in Chrome DevTools.
 *
 *   npx tsx bench/profile-reads.ts <route with :addr> [seconds] [players] [profilePath]
 *   npx tsx bench/profile-reads.ts /staking/v2/wallet/:addr 5
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { signedInPlayer } from '../apps/server/test/players.ts';
import { stakeOverHttp } from '../apps/server/test/staking.ts';
import { startBenchApp } from './app.ts';
import { load } from './load.ts';
import { type CpuProfile, summarizeProfile } from './profile-summary.ts';
import { seedPlayers } from './seed-players.ts';

const [route = '/staking/v2/wallet/:addr', seconds = '5', players = '1', profilePath] = process.argv.slice(2);
const t = await startBenchApp(process.env.DATABASE_URL ? 'postgres' : 'pglite');
try {
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const player = await signedInPlayer(t.app);
  await t.services.faucet.airdrop(player.address, 1, 2000);
  await stakeOverHttp(t.app, player, 500, 30);
  await stakeOverHttp(t.app, player, 100, 7);
  if (Number(players) > 1)
    await seedPlayers(t.services.database.db, Number(players) - 1, t.services.clock.now());
  const url = route.replace(':addr', player.address);
  for (let i = 0; i < 300; i += 1) await t.app.inject({ url });

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const result = await load(`${origin}${url}`, Number(seconds));
  const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
  session.disconnect();
  if (profilePath) writeFileSync(profilePath, JSON.stringify(profile));
  console.log(
    `${route}: ${result.requestsPerSecond.toFixed(0)} req/s, ${result.cpuMsPerRequest.toFixed(3)} ms CPU a request, p99 ${result.p99Ms} ms, ${result.non2xx + result.errors} failed`,
  );
  console.log(summarizeProfile(profile, 25));
} finally {
  await t.close();
}
