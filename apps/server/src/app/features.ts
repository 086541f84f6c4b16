import { authFeature } from '../account/auth/feature.ts';
import { tokenFeature } from '../account/token/feature.ts';
import { walletFeature } from '../account/wallet/feature.ts';
import { actionsFeature } from '../game/actions/feature.ts';
import { assetsFeature } from '../game/assets/feature.ts';
import { farmersFeature } from '../game/farmers/feature.ts';
import { weeklyRewardsFeature } from '../game/farmers/weekly/feature.ts';
import { heroesFeature } from '../game/heroes/feature.ts';
import { itemsFeature } from '../game/items/feature.ts';
import { leaderboardFeature } from '../game/leaderboard/feature.ts';
import { packsFeature } from '../game/packs/feature.ts';
import { stakingFeature } from '../game/staking/feature.ts';
import { vouchersFeature } from '../game/vouchers/feature.ts';
import { marketplaceFeature } from '../market/marketplace/feature.ts';
import { overviewFeature } from '../ops/overview/feature.ts';
import { auditFeature } from '../payments/audit/feature.ts';
import { feesFeature } from '../payments/fees/feature.ts';
import { intentsFeature } from '../payments/intents/feature.ts';
import { payoutsFeature } from '../payments/payouts/feature.ts';
import { featureList, type ServicesOf } from '../platform/feature-list.ts';
import { devFeature } from './dev/feature.ts';

/**
 * Every feature of the server, in dependency order: each opens after the
 * features it needs (the compiler checks it), its jobs run in this order and
 * its routes are registered in this order. Adding a feature: its folder and
 * one line here.
 */
export const FEATURES = featureList(
  walletFeature,
  authFeature,
  intentsFeature,
  payoutsFeature,
  itemsFeature,
  heroesFeature,
  farmersFeature,
  assetsFeature,
  vouchersFeature,
  feesFeature,
  packsFeature,
  marketplaceFeature,
  actionsFeature,
  stakingFeature,
  leaderboardFeature,
  weeklyRewardsFeature,
  // After every reconciler: see its module.
  auditFeature,
  tokenFeature,
  // The operator's view reads the features above; it runs no jobs.
  overviewFeature,
  devFeature,
);

/** The services every feature provides, by name (`services.packs`, `services.staking.stakeFlow`, …). */
export type FeatureServices = ServicesOf<typeof FEATURES>;
