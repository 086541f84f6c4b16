import { describe, expect, it } from 'vitest';
import {
  categoryOptions,
  INITIAL_TRANSACTION_FILTERS,
  toPageQuery,
  typeOptions,
  withCategory,
  withType,
} from './transaction-filters.ts';

describe('transaction filters', () => {
  it('start on page 1 of everything, 10 a page, sending no filter', () => {
    expect(toPageQuery(INITIAL_TRANSACTION_FILTERS)).toEqual({ page: 1, limit: 10 });
  });

  it('go back to page 1 on any change of category or type', () => {
    const onPage3 = { ...INITIAL_TRANSACTION_FILTERS, page: 3 };
    expect(withCategory(onPage3, 'staking').page).toBe(1);
    expect(withType(onPage3, 'Stake').page).toBe(1);
    expect(toPageQuery(withType(withCategory(onPage3, 'packs'), 'Purchase'))).toEqual({
      page: 1,
      limit: 10,
      category: 'packs',
      type: 'Purchase',
    });
  });

  it('offer only the types of the chosen category, and drop a type the new category cannot hold', () => {
    const staking = withCategory(INITIAL_TRANSACTION_FILTERS, 'staking');
    expect(typeOptions(staking)).toEqual(['Stake', 'Unstake', 'Stake Returned', 'Staking Reward']);
    expect(typeOptions(INITIAL_TRANSACTION_FILTERS)).toContain('Airdrop');

    const stakes = withType(staking, 'Stake');
    expect(withCategory(stakes, 'packs').type).toBe('all');
    expect(withCategory(stakes, 'all').type).toBe('Stake');
    // 'Purchase' is both a pack and a marketplace type: it stays.
    expect(withCategory(withType(INITIAL_TRANSACTION_FILTERS, 'Purchase'), 'marketplace').type).toBe(
      'Purchase',
    );
  });

  it('offer the faucet category only where the faucet exists (localnet)', () => {
    expect(categoryOptions('localnet')).toContain('dev');
    expect(categoryOptions('devnet')).not.toContain('dev');
    expect(categoryOptions('mainnet')).toEqual([
      'staking',
      'packs',
      'farming',
      'heroes',
      'items',
      'marketplace',
    ]);
  });
});
