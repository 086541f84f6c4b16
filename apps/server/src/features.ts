import { assetsFeature } from './assets/feature.ts';
import { auditFeature } from './audit/feature.ts';
import { authFeature } from './auth/feature.ts';
import { devFeature } from './dev/feature.ts';
import { farmersFeature } from './farmers/feature.ts';
import { weeklyRewardsFeature } from './farmers/weekly/feature.ts';
import { feesFeature } from './fees/feature.ts';
import { heroesFeature } from './heroes/feature.ts';
import { intentsFeature } from './intents/feature.ts';
import { itemsFeature } from './items/feature.ts';
import { leaderboardFeature } from './leaderboard/feature.ts';
import { marketplaceFeature } from './marketplace/feature.ts';
import { packsFeature } from './packs/feature.ts';
import { payoutsFeature } from './payouts/feature.ts';
import { featureList, type ServicesOf } from './platform/feature-list.ts';
import { stakingFeature } from './staking/feature.ts';
import { tokenFeature } from './token/feature.ts';
import { vouchersFeature } from './vouchers/feature.ts';
import { walletFeature } from './wallet/feature.ts';

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
  stakingFeature,
  leaderboardFeature,
  weeklyRewardsFeature,
  // After every reconciler: see its module.
  auditFeature,
  tokenFeature,
  devFeature,
);

/** The services every feature provides, by name (`services.packs`, `services.staking.stakeFlow`, …). */
export type FeatureServices = ServicesOf<typeof FEATURES>;
