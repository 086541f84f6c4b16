import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { GameAccounts } from '../chain/accounts.ts';
import type { BalanceCache } from '../chain/balance-cache.ts';
import type { Chain } from '../chain/port.ts';
import type { PriorityFees } from '../chain/priority-fees.ts';
import type { AdvisoryLocks } from '../db/advisory-lock.ts';
import type { Database, DatabaseHandle } from '../db/database.ts';
import type { WalletChanges } from './cache/wallet-changes.ts';
import type { Clock } from './clock/clock.ts';
import type { AppConfig } from './config.ts';
import type { RecurringTask, ScheduledJob, Scheduler } from './jobs/scheduler.ts';
import type { CacheLinks } from './shared-state/cache-links.ts';
import type { SharedState } from './shared-state/open.ts';

/** What every feature may use: the process's infrastructure, opened before any feature. */
export interface Platform {
  config: AppConfig;
  log: Logger;
  database: DatabaseHandle;
  db: Database;
  sharedState: SharedState;
  caches: CacheLinks;
  clock: Clock;
  locks: AdvisoryLocks;
  chain: Chain;
  /** The compute budget (unit limit and priority fee) of the game's transactions. */
  priorityFees: PriorityFees;
  /** Wallets' SOL and token balances for display, cached (docs/architecture.md §2); never for payments. */
  balances: BalanceCache;
  /** Announce a write to a wallet's data here: its per-wallet caches drop it in every process. */
  walletChanges: WalletChanges;
  accounts: GameAccounts;
  /** WLO the game minted at the embedded chain's first start; null when not known. */
  initialMint: bigint | null;
  scheduler: Scheduler;
  /** Where state outlives the process (keys, secrets); undefined: memory only (tests). */
  dataDir: string | undefined;
}

/** The jobs a feature hands the scheduler, run in the feature list's order. */
export interface FeatureJobs {
  /** Run once per period (cadence), claimed in the database. */
  scheduled?: readonly ScheduledJob[];
  /** Run on every tick, by one process at a time. */
  recurring?: readonly RecurringTask[];
}

/** A feature's route plugin with the options it was given; buildApp registers it. */
export interface FeatureRoutes {
  register(app: FastifyInstance): Promise<void>;
}

/**
 * One feature, registered by one entry in the feature list (features.ts).
 * `Needs` are services of features listed before it (checked at compile
 * time by the list), `Provides` what it adds for the features after it, the
 * routes and the tests (`services.<key>`).
 *
 * Methods, not function properties: their parameters compare bivariantly, so
 * every feature fits the list's one element type.
 */
export interface Feature<Name extends string, Needs extends object, Provides extends object> {
  readonly name: Name;
  /** Opens the feature's repositories and services. */
  open(platform: Platform, needs: Needs): Provides | Promise<Provides>;
  /** Reactions to events of features before it, wired once it is open. */
  subscribe?(opened: Needs & Provides, platform: Platform): void;
  /** Jobs of the feature, scheduled once it is open. */
  jobs?(opened: Needs & Provides): FeatureJobs;
  /** Its HTTP routes; undefined: none under this configuration. */
  routes?(opened: Needs & Provides, config: AppConfig): FeatureRoutes | undefined;
}

/** Any feature, as the list and its loops hold them. */
export type AnyFeature = Feature<string, object, object>;

/** Types a feature module: Needs and Provides are inferred from `open`. */
export function defineFeature<const Name extends string, Needs extends object, Provides extends object>(
  feature: Feature<Name, Needs, Provides>,
): Feature<Name, Needs, Provides> {
  return feature;
}

/** A route plugin and its options, typed together. */
export function routes<Options extends object>(
  plugin: FastifyPluginAsyncZod<Options>,
  options: Options,
): FeatureRoutes {
  return {
    async register(app) {
      await app.register(plugin, options);
    },
  };
}
