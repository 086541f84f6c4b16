import type { Logger } from 'pino';
import { openGameChain } from '../chain/open.ts';
import { PriorityFees } from '../chain/priority-fees.ts';
import { createAdvisoryLocks } from '../db/advisory-lock.ts';
import { trackCommits } from '../db/after-commit.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';
import { createWalletChanges } from '../platform/cache/wallet-changes.ts';
import { openClock } from '../platform/clock/open-clock.ts';
import { shareClockOffset } from '../platform/clock/shared-offset.ts';
import type { AppConfig } from '../platform/config.ts';
import type { AnyFeature, Platform } from '../platform/feature.ts';
import { Scheduler } from '../platform/jobs/scheduler.ts';
import { createCacheLinks } from '../platform/shared-state/cache-links.ts';
import { openSharedState } from '../platform/shared-state/open.ts';
import { FEATURES, type FeatureServices } from './features.ts';
import { chainRpcErrors } from './metrics/chain-rpc-errors.ts';
import { chainRpcRequests } from './metrics/chain-rpc-requests.ts';

export interface OpenServicesOptions {
  config: AppConfig;
  log: Logger;
  /** Use this database instead of opening one from the configuration (tests). */
  database?: DatabaseHandle;
  /** Keep the embedded chain in memory (tests). */
  inMemoryChain?: boolean;
  /**
   * The features to open, in dependency order; absent: the game's list
   * (features.ts). Tests add a fixture feature after it.
   */
  features?: readonly AnyFeature[];
}

export type Services = Platform &
  FeatureServices & {
    /** The features opened, in order: buildApp registers their routes. */
    features: readonly AnyFeature[];
    close(): Promise<void>;
  };

/**
 * Opens the platform (database, shared state, clock, chain, scheduler), then
 * every feature of the list in order. The one composition root: main.ts,
 * tests and benchmarks all come through here.
 */
export async function openServices(options: OpenServicesOptions): Promise<Services> {
  const platform = await openPlatform(options);
  const features = options.features ?? FEATURES;
  const opened = await openFeatures(platform, features);
  return {
    ...platform,
    // The list is checked to open every feature's needs before it, so what it opened is FeatureServices.
    ...(opened as FeatureServices),
    features,
    async close() {
      platform.balances.close();
      await platform.chain.close();
      await platform.sharedState.close();
      await platform.database.close();
    },
  };
}

async function openPlatform(options: OpenServicesOptions): Promise<Platform> {
  const { config, log } = options;
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      templateCacheDir: config.pgliteTemplateDir,
      onTemplateError: (error) =>
        log.warn({ err: error }, 'no PGlite template for the new data directory: running initdb'),
    }));
  const { db } = database;
  // Per-wallet caches are dropped once a write commits (afterCommit), not before.
  trackCommits(db);
  const dataDir = options.inMemoryChain ? undefined : config.dataDir;
  // Before anything is read: a change another process makes from here on reaches this one.
  const sharedState = await openSharedState({ config, database, log });
  const caches = createCacheLinks(sharedState.bus);
  const walletChanges = createWalletChanges(caches.keyedLink('wallet'));
  const clock = await openClock(db);
  const locks = createAdvisoryLocks(database);
  const { chain, accounts, initialMint, balances } = await openGameChain({
    config,
    locks,
    dataDir,
    unixTime: () => clock.unixSeconds(),
    onRpcError: (method) => chainRpcErrors.inc({ method }),
    onRpcRequest: (method) => chainRpcRequests.inc({ method }),
  });
  shareClockOffset({ clock, chain, db, bus: sharedState.bus, log });
  // A wallet's data changed (here or in another process): its balances may have moved too.
  walletChanges.onChange((wallet) => (wallet ? balances.forgetOwner(wallet) : balances.invalidateAll()));
  return {
    config,
    log,
    database,
    db,
    sharedState,
    caches,
    clock,
    locks,
    chain,
    priorityFees: new PriorityFees(chain, {
      capLamports: config.priorityFeeCapLamports,
      payoutCapLamports: config.payoutPriorityCapLamports,
    }),
    balances,
    walletChanges,
    accounts,
    initialMint,
    scheduler: new Scheduler(db, clock, log, locks),
    dataDir,
  };
}

/** Opens each feature on what the features before it opened, then wires its subscriptions and jobs. */
async function openFeatures(platform: Platform, features: readonly AnyFeature[]): Promise<object> {
  const opened: Record<string, unknown> = {};
  for (const feature of features) {
    const provided = await feature.open(platform, opened);
    for (const name of Object.keys(provided)) {
      if (name in opened || name in platform) {
        throw new Error(
          `Feature ${feature.name}: another feature or the platform already provides '${name}'`,
        );
      }
    }
    Object.assign(opened, provided);
    feature.subscribe?.(opened, platform);
    const jobs = feature.jobs?.(opened);
    for (const job of jobs?.scheduled ?? []) platform.scheduler.schedule(job);
    for (const task of jobs?.recurring ?? []) platform.scheduler.recur(task);
  }
  return opened;
}
