/**
 * One weekly farming-rewards distribution over W wallets (default 100,000):
 * the job's transaction (farm power of every wallet, the shares, W payouts
 * and W history rows), then the dispatch of those payouts in batched
 * transactions on the embedded chain. The wallets hold token accounts
 * already (they farm; they have been paid before).
 *
 *   npx tsx bench/weekly.ts [wallets] [farmers] [pglite|postgres]
 */
import { address, type Instruction } from '@solana/kit';
import { LAMPORTS_PER_SOL, weekPeriodOf } from '@wos/shared';
import { buildServerSigned } from '@wos/svm';
import { sql } from 'drizzle-orm';
import type { Services } from '../apps/server/src/app/services.ts';
import { wloMintInstructions } from '../apps/server/src/chain/token.ts';
import { queryRows } from '../apps/server/src/db/rows.ts';
import { type BenchEngine, benchEngines, startBenchApp } from './app.ts';
import { randomWallets, seedFarmers } from './seed-farmers.ts';

export interface WeeklyReport {
  engine: string;
  wallets: number;
  farmers: number;
  seedMs: number;
  chainSeedMs: number;
  /** The job's transaction: aggregate, shares, payouts and history accepted. */
  acceptMs: number;
  /** Sending every payout until all landed. */
  dispatchMs: number;
  transactions: number;
  paidWallets: number;
  totalWlo: number;
}

/** Token accounts for these wallets, several per transaction (the mint authority pays). */
async function seedTokenAccountsFor(services: Services, wallets: readonly string[]) {
  const { chain, accounts } = services;
  const authority = accounts.mintAuthority;
  if (!authority) throw new Error('needs the embedded chain');
  const perTransaction = 8;
  for (let start = 0; start < wallets.length; start += perTransaction) {
    const instructions: Instruction[] = [];
    for (const wallet of wallets.slice(start, start + perTransaction)) {
      instructions.push(...(await wloMintInstructions(accounts.wloMint, authority, address(wallet), 1n)));
    }
    await chain.sendTransaction(
      await buildServerSigned(authority, [], instructions, await chain.getLatestBlockhash()),
    );
  }
}

export async function benchWeekly(
  walletCount = 100_000,
  farmerCount = 1_000_000,
  engine: BenchEngine = 'pglite',
): Promise<WeeklyReport> {
  const t = await startBenchApp(engine);
  try {
    const { db } = t.services.database;
    // The week the app starts in is claimed first, as in production.
    await t.services.scheduler.runDue();
    const wallets = randomWallets(walletCount);
    const seedStart = performance.now();
    await seedFarmers(db, wallets, farmerCount, t.services.clock.now());
    const seedMs = performance.now() - seedStart;
    const chainStart = performance.now();
    await seedTokenAccountsFor(t.services, wallets);
    const chainSeedMs = performance.now() - chainStart;
    // Fees for the payout transactions.
    await t.services.chain.airdrop(t.services.accounts.pools.farmingPool.address, 100n * LAMPORTS_PER_SOL);

    const week = weekPeriodOf(t.services.clock.nowMs() + 7 * 86_400_000);
    const acceptStart = performance.now();
    await db.transaction((tx) => t.services.weeklyRewards.distribute(tx, week));
    const acceptMs = performance.now() - acceptStart;
    const dispatchStart = performance.now();
    await t.services.weeklyRewards.dispatchDue();
    const dispatchMs = performance.now() - dispatchStart;

    const [paid] = await queryRows<{ wallets: string; total: string; transactions: string }>(
      db,
      sql`select count(*) as wallets, coalesce(sum(amount), 0) as total, count(distinct signature) as transactions
          from payouts where dedupe_key like ${`weekly:${week}:%`} and status = 'confirmed'`,
    );
    return {
      engine: t.services.database.engine,
      wallets: walletCount,
      farmers: farmerCount,
      seedMs,
      chainSeedMs,
      acceptMs,
      dispatchMs,
      transactions: Number(paid?.transactions ?? 0),
      paidWallets: Number(paid?.wallets ?? 0),
      totalWlo: Number(paid?.total ?? 0) / 1e6,
    };
  } finally {
    await t.close();
  }
}

export function formatWeekly(report: WeeklyReport): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    `  ${report.wallets.toLocaleString('en-US')} wallets, ${report.farmers.toLocaleString('en-US')} farmers seeded in ${s(report.seedMs)} (database), ${s(report.chainSeedMs)} (token accounts)`,
    `  distribution ${s(report.acceptMs + report.dispatchMs)}: accepted in ${s(report.acceptMs)} (farm power, shares, payouts and history in the job's transaction), sent in ${s(report.dispatchMs)}`,
    `  ${report.paidWallets.toLocaleString('en-US')} wallets paid ${report.totalWlo.toLocaleString('en-US')} WLO in ${report.transactions.toLocaleString('en-US')} transactions (${(report.paidWallets / Math.max(1, report.transactions)).toFixed(1)} transfers each, ${(report.paidWallets / Math.max(0.001, report.dispatchMs / 1000)).toFixed(0)} payouts/s)`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const engines = process.argv[4] ? [process.argv[4] as BenchEngine] : benchEngines();
  for (const engine of engines) {
    const report = await benchWeekly(
      Number(process.argv[2] ?? 100_000),
      Number(process.argv[3] ?? 1_000_000),
      engine,
    );
    console.log(`Weekly farming rewards on ${report.engine}, embedded chain`);
    console.log(formatWeekly(report));
  }
}
