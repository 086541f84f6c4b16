/**
 * The same data in a cluster's database as the single-process read benches
 * seed, smaller: stake players, farmers (the power leaderboard) and open
 * listings, straight into PostgreSQL with set-based SQL.
 */
import { openDatabase } from '../apps/server/src/db/open.ts';
import { seedListings } from './marketplace.ts';
import { randomWallets, seedFarmers } from './seed-farmers.ts';
import { seedPlayers } from './seed-players.ts';

export interface ClusterSeed {
  players: number;
  farmers: number;
  listings: number;
}

export async function seedClusterDatabase(url: string, seed: ClusterSeed): Promise<number> {
  const started = performance.now();
  const database = await openDatabase({ url });
  try {
    const now = new Date();
    await seedPlayers(database.db, seed.players, now);
    await seedFarmers(
      database.db,
      randomWallets(Math.max(1, Math.floor(seed.farmers / 10))),
      seed.farmers,
      now,
    );
    await seedListings(database.db, seed.listings, now);
  } finally {
    await database.close();
  }
  return performance.now() - started;
}
