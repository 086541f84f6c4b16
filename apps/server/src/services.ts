import type { Logger } from 'pino';
import { createAssetsService } from './assets/service.ts';
import { createAuditService } from './audit/service.ts';
import { createAuthRepo } from './auth/repo.ts';
import { createAuthService } from './auth/service.ts';
import { openChain } from './chain/open.ts';
import { Clock } from './clock/clock.ts';
import { readClockOffset } from './clock/repo.ts';
import { shareClockOffset } from './clock/shared-offset.ts';
import type { AppConfig } from './config.ts';
import { createAdvisoryLocks } from './db/advisory-lock.ts';
import type { DatabaseHandle } from './db/database.ts';
import { openDatabase } from './db/open.ts';
import { createClockControl } from './dev/clock-control.ts';
import { createFaucet } from './dev/faucet.ts';
import { createFarmersRepo } from './farmers/repo.ts';
import { createFarmersService } from './farmers/service.ts';
import { createFarmingDistributionsRepo } from './farmers/weekly/repo.ts';
import { createRewardPool } from './farmers/weekly/reward-pool.ts';
import { createWeeklyRewards } from './farmers/weekly/rewards.ts';
import { createFeesRepo } from './fees/repo.ts';
import { createFeesService } from './fees/service.ts';
import { createHeroesRepo } from './heroes/repo.ts';
import { createHeroesService } from './heroes/service.ts';
import { createIntentsRepo } from './intents/repo.ts';
import { createIntentsService } from './intents/service.ts';
import { createItemsRepo } from './items/repo.ts';
import { createItemsService } from './items/service.ts';
import { Scheduler } from './jobs/scheduler.ts';
import { createLeaderboardRepo } from './leaderboard/repo.ts';
import { createLeaderboardService } from './leaderboard/service.ts';
import { createMarketplaceRepo } from './marketplace/repo.ts';
import { createMarketplaceService } from './marketplace/service.ts';
import { chainRpcErrors } from './metrics/chain-rpc-errors.ts';
import { createPacksService } from './packs/service.ts';
import { createPayoutsRepo } from './payouts/repo.ts';
import { createPayoutsService } from './payouts/service.ts';
import { createCacheLinks } from './shared-state/cache-links.ts';
import { openSharedState } from './shared-state/open.ts';
import { createHitCounter } from './shared-state/postgres-rate-limit-store.ts';
import { stakingAccrualJob } from './staking/accrual-job.ts';
import { createStakingClaims } from './staking/claims.ts';
import { createStakingQueries } from './staking/queries.ts';
import { createStakingRepo } from './staking/repo.ts';
import { createStakeFlow } from './staking/stake-flow.ts';
import { loadCookieSecret } from './token/cookie-secret.ts';
import { createTokenRepo } from './token/repo.ts';
import { createTokenService } from './token/service.ts';
import { visitorCookieSigner } from './token/visitor-cookie.ts';
import { createVouchersRepo } from './vouchers/repo.ts';
import { createVouchersService } from './vouchers/service.ts';
import { createWalletRepo } from './wallet/repo.ts';
import { createWalletService } from './wallet/service.ts';

export interface OpenServicesOptions {
  config: AppConfig;
  log: Logger;
  /** Use this database instead of opening one from the configuration (tests). */
  database?: DatabaseHandle;
  /** Keep the embedded chain in memory (tests). */
  inMemoryChain?: boolean;
}

/**
 * Opens the database and the chain and wires every feature's service. The
 * one composition root: main.ts, tests and benchmarks all come through here.
 */
export async function openServices(options: OpenServicesOptions) {
  const { config, log } = options;
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
    }));
  const { db } = database;
  // Before anything is read: a change another process makes from here on reaches this one.
  const sharedState = await openSharedState({ config, database, log });
  const caches = createCacheLinks(sharedState.bus);
  const clock = new Clock(await readClockOffset(db));
  const locks = createAdvisoryLocks(database);
  const { chain, accounts, initialMint } = await openChain({
    config,
    locks,
    dataDir: options.inMemoryChain ? undefined : config.dataDir,
    unixTime: () => clock.unixSeconds(),
    onRpcError: (method) => chainRpcErrors.inc({ method }),
  });
  shareClockOffset({ clock, chain, db, bus: sharedState.bus, log });
  const scheduler = new Scheduler(db, clock, log, locks);

  const wallet = createWalletService({ repo: createWalletRepo(db), chain, accounts, clock });
  const auth = createAuthService({
    repo: createAuthRepo(db),
    clock,
    origin: config.publicOrigin,
    network: config.network,
    bus: sharedState.bus,
  });
  const intents = createIntentsService({
    db,
    repo: createIntentsRepo(db),
    chain,
    clock,
    log,
    mint: accounts.wloMint,
  });
  const payouts = createPayoutsService({
    db,
    repo: createPayoutsRepo(db),
    chain,
    accounts,
    wallet,
    clock,
    log,
  });
  const items = createItemsService({ db, repo: createItemsRepo(db), wallet, clock });
  const heroes = createHeroesService({ db, repo: createHeroesRepo(db), items, wallet, clock });
  const gameWallets = Object.values(accounts.pools).map((pool) => pool.address);
  const farmers = createFarmersService({
    db,
    repo: createFarmersRepo(db, gameWallets),
    payouts,
    wallet,
    clock,
  });
  const assets = createAssetsService({ heroes, farmers, items });
  const vouchers = createVouchersService({ db, repo: createVouchersRepo(db), clock });
  const fees = createFeesService({ db, repo: createFeesRepo(db), chain, accounts, clock });
  const packs = createPacksService({
    db,
    intents,
    wallet,
    fees,
    vouchers,
    farmers,
    heroes,
    items,
    chain,
    accounts,
    clock,
    log,
  });
  const marketplace = createMarketplaceService({
    db,
    repo: createMarketplaceRepo(db),
    assets: { farmer: farmers.tradeable, hero: heroes.tradeable, item: items.tradeable },
    intents,
    payouts,
    wallet,
    fees,
    chain,
    accounts,
    clock,
    log,
    caches,
  });
  const stakingRepo = createStakingRepo(db);
  const staking = {
    stakeFlow: createStakeFlow({ repo: stakingRepo, intents, wallet, chain, accounts, clock }),
    claims: createStakingClaims({
      db,
      repo: stakingRepo,
      payouts,
      vouchers,
      clock,
      treasury: accounts.pools.treasury.address,
    }),
    queries: createStakingQueries({ repo: stakingRepo, chain, clock, payouts, caches }),
  };
  scheduler.schedule(stakingAccrualJob(stakingRepo, clock));
  const leaderboard = createLeaderboardService({
    repo: createLeaderboardRepo(db),
    farmers,
    staking: staking.queries,
    clock,
    log,
    caches,
  });
  // A stake made or returned changes boosts: the ranking follows, in every process.
  const rankingInputs = caches.link('leaderboard.inputs');
  rankingInputs.onRemote(() => leaderboard.stakesChanged());
  stakingRepo.onChange((change) => {
    if (change !== 'position') return;
    leaderboard.stakesChanged();
    rankingInputs.publish();
  });
  // The leaderboard follows this process's farmers itself; the others hear of them here.
  farmers.onChange(() => rankingInputs.publish());
  const farmingDistributions = createFarmingDistributionsRepo(db);
  const rewardPool = createRewardPool({
    chain,
    accounts,
    repo: farmingDistributions,
    clock,
    caches,
    owed: () => payouts.owed('farmingPool'),
  });
  const weeklyRewards = createWeeklyRewards({
    payouts,
    repo: farmingDistributions,
    farmPower: leaderboard.farmPower,
    clock,
    log,
    onDispatched: rewardPool.invalidate,
  });
  scheduler.schedule(weeklyRewards.job);
  // Sends the week's payouts at once, in batches, after the job committed them.
  scheduler.recur(weeklyRewards.dispatcher);
  scheduler.recur({ name: 'payment-reconciler', run: () => intents.reconcile() });
  scheduler.recur({ name: 'payout-reconciler', run: () => payouts.reconcile() });
  // After the reconcilers, so what they finished is not reported as a difference.
  const audit = createAuditService({
    db,
    chain,
    accounts,
    clock,
    log,
    initialMint,
  });
  scheduler.recur({
    name: 'chain-audit',
    run: async () => {
      await audit.auditSignatures();
    },
  });

  const token = createTokenService({
    db,
    repo: createTokenRepo(db),
    clock,
    signer: visitorCookieSigner(
      await loadCookieSecret({
        configured: config.visitorCookieSecret,
        dataDir: options.inMemoryChain ? undefined : config.dataDir,
      }),
    ),
    countHit: createHitCounter(db),
  });
  const faucet = createFaucet({ chain, accounts, wallet });
  const clockControl = createClockControl({ db, clock, chain, scheduler });

  return {
    database,
    sharedState,
    chain,
    accounts,
    clock,
    scheduler,
    auth,
    wallet,
    heroes,
    farmers,
    items,
    assets,
    intents,
    payouts,
    vouchers,
    fees,
    packs,
    marketplace,
    audit,
    staking,
    leaderboard,
    rewardPool,
    weeklyRewards,
    token,
    faucet,
    clockControl,
    async close() {
      await chain.close();
      await sharedState.close();
      await database.close();
    },
  };
}

export type Services = Awaited<ReturnType<typeof openServices>>;
