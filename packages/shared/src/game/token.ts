import {
  PACK_SPLIT,
  type PackSplitPool,
  type PoolShare,
  TOKEN_TAX_SPLIT,
  type TokenTaxPool,
} from './split.ts';

/** docs/spec/001-game.md §9, the token page's figures: WLO at launch. */
export const TOKEN_LAUNCH_PRICE_USD = 0.1;
/**
 * The page's supply labels, as the specification words them. What the chain
 * is given is the genesis plan (genesis.ts), the same 40 % in millions:
 * docs/rules.md section 5 says why the two differ.
 */
export const TOKEN_CIRCULATING_SUPPLY_AT_LAUNCH = 40_000;
export const TOKEN_TOTAL_SUPPLY = 100_000;
/** The buy/sell tax every WLO trade pays, shared out by TOKEN_TAX_SPLIT. */
export const TOKEN_TRANSACTION_FEE_PERCENT = 10;
/** The marketing reading of staking (docs/spec/000-shell-wallet-staking.md §9): "up to 25.7% APY". */
export const TOKEN_MAX_STAKING_APY_PERCENT = 25.7;
export const TOKEN_NETWORK_NAME = 'Solana';

export type SplitPool = PackSplitPool | TokenTaxPool;

/** Where a share of a split goes, as the token page names it. */
export const SPLIT_POOL_LABELS: Record<SplitPool, string> = {
  farming: 'Farming pool',
  staking: 'Staking pool',
  developer: 'Developer wallet',
  burn: 'Burn',
  liquidity: 'Liquidity',
  treasury: 'Treasury',
};

export interface LabelledShare {
  pool: SplitPool;
  label: string;
  percent: number;
}

function labelled(split: readonly PoolShare<SplitPool>[]): LabelledShare[] {
  return split.map(({ pool, percent }) => ({ pool, label: SPLIT_POOL_LABELS[pool], percent }));
}

/** The 10 % buy/sell tax: farming 40 / staking 40 / developer 10 / burn 5 / liquidity 5. */
export const TOKEN_TAX_SHARES: readonly LabelledShare[] = labelled(TOKEN_TAX_SPLIT);
/** A pack purchase: farming 30 / staking 30 / developer 25 / burn 10 / treasury 5. */
export const PACK_PURCHASE_SHARES: readonly LabelledShare[] = labelled(PACK_SPLIT);

/**
 * The token page's visit counter counts each browser once per UTC day: the
 * day a visit at `date` falls on, as YYYY-MM-DD.
 */
export function visitDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
