import { describe, expect, it } from 'vitest';
import { WLO_DECIMALS } from '../constants.ts';
import {
  GENESIS_CIRCULATING_WLO,
  GENESIS_POOL_WLO,
  GENESIS_TOTAL_BASE_UNITS,
  GENESIS_TOTAL_WLO,
  genesisPoolBaseUnits,
} from './genesis.ts';
import { TOKEN_CIRCULATING_SUPPLY_AT_LAUNCH, TOKEN_TOTAL_SUPPLY } from './token.ts';

describe('the genesis plan', () => {
  it("mints the token page's supply in millions where the page says thousands, the liquidity pool holding what circulates at launch", () => {
    expect(GENESIS_TOTAL_WLO).toBe(100_000_000);
    expect(GENESIS_TOTAL_WLO).toBe(TOKEN_TOTAL_SUPPLY * 1000);
    expect(GENESIS_POOL_WLO.liquidity).toBe(TOKEN_CIRCULATING_SUPPLY_AT_LAUNCH * 1000);
    expect(GENESIS_CIRCULATING_WLO / GENESIS_TOTAL_WLO).toBe(0.4);
  });

  it('gives each pool its part in base units, adding up to the total exactly', () => {
    const plan = genesisPoolBaseUnits();
    const unit = 10n ** BigInt(WLO_DECIMALS);
    expect(plan.treasury).toBe(10_000_000n * unit);
    expect(plan.stakingVault).toBe(0n);
    expect(Object.values(plan).reduce((sum, amount) => sum + amount, 0n)).toBe(GENESIS_TOTAL_BASE_UNITS);
  });
});
