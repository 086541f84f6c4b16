import { WLO_DECIMALS } from '../constants.ts';

/**
 * The genesis plan: the whole WLO supply, minted once when the token is
 * created, and the pool that holds each part. The embedded chain's first
 * start (apps/server chain/bootstrap.ts) and `npm run launch` both mint
 * exactly this (docs/operations.md, Launch). The token page's labels are
 * the specification's 40K of 100K; the plan is the same 40 % in millions
 * (docs/rules.md section 5 says why).
 *
 * - The liquidity pool holds what circulates at launch: what players can buy.
 * - Staking rewards, the farming pool and the treasury hold the rest, which
 *   enters circulation as the game pays it out (staking rewards, weekly
 *   farming rewards, instant-sell buy-backs).
 * - Nothing is held back unminted: the supply only goes down (burns).
 *
 * Whole WLO per pool (pool names as the server's chain/pools.ts names them).
 */
export const GENESIS_POOL_WLO = {
  stakingVault: 0,
  stakingRewards: 49_000_000,
  farmingPool: 1_000_000,
  treasury: 10_000_000,
  developer: 0,
  liquidity: 40_000_000,
  marketplaceEscrow: 0,
} as const satisfies Record<string, number>;

export type GenesisPool = keyof typeof GENESIS_POOL_WLO;

/** Every WLO there will ever be, minted at genesis. */
export const GENESIS_TOTAL_WLO: number = Object.values(GENESIS_POOL_WLO).reduce<number>(
  (sum, amount) => sum + amount,
  0,
);

/** What circulates at launch: the liquidity pool's part. */
export const GENESIS_CIRCULATING_WLO: number = GENESIS_POOL_WLO.liquidity;

const BASE_UNITS_PER_WLO = 10n ** BigInt(WLO_DECIMALS);

/** The plan in base units (what the mint instructions carry), pool by pool. */
export function genesisPoolBaseUnits(): Record<GenesisPool, bigint> {
  const entries = Object.entries(GENESIS_POOL_WLO).map(
    ([pool, wlo]) => [pool, BigInt(wlo) * BASE_UNITS_PER_WLO] as const,
  );
  return Object.fromEntries(entries) as Record<GenesisPool, bigint>;
}

/** The whole genesis mint in base units. */
export const GENESIS_TOTAL_BASE_UNITS: bigint = BigInt(GENESIS_TOTAL_WLO) * BASE_UNITS_PER_WLO;
