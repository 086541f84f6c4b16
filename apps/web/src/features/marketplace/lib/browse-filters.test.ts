import { RARITIES, type Rarity } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  hasFilters,
  listingsQuery,
  RARITY_FILTERS,
  toggleRarity,
} from './browse-filters.ts';

describe('listingsQuery', () => {
  it('sends only the sort, page and size when nothing is filtered', () => {
    expect(listingsQuery(DEFAULT_FILTERS)).toEqual({ sortBy: 'newest', page: 1, limit: 12 });
  });

  it('sends each set filter: category, rarities as a comma list in button order, trimmed search', () => {
    expect(
      listingsQuery(
        {
          rarities: ['common', 'legendary'],
          search: '  harvester ',
          sortBy: 'price_asc',
          category: 'farmers',
          page: 3,
        },
        24,
      ),
    ).toEqual({
      category: 'farmers',
      rarity: 'legendary,common',
      search: 'harvester',
      sortBy: 'price_asc',
      page: 3,
      limit: 24,
    });
  });

  it('leaves out a blank search', () => {
    expect(listingsQuery({ ...DEFAULT_FILTERS, search: '   ' })).not.toHaveProperty('search');
  });
});

describe('rarity buttons', () => {
  it('are LEGENDARY, EPIC, RARE, UNCOMMON, COMMON: every rarity an asset can have, rarest first', () => {
    expect(RARITY_FILTERS).toEqual(['legendary', 'epic', 'rare', 'uncommon', 'common']);
    expect([...RARITY_FILTERS].sort()).toEqual([...RARITIES].sort());
  });

  it('send uncommon in button order when it is pressed with the others', () => {
    const all = RARITY_FILTERS.reduce<Rarity[]>((pressed, rarity) => toggleRarity(pressed, rarity), []);
    expect(listingsQuery({ ...DEFAULT_FILTERS, rarities: all }).rarity).toBe(
      'legendary,epic,rare,uncommon,common',
    );
  });

  it('toggle on and off, several at once', () => {
    const one = toggleRarity([], 'epic');
    expect(one).toEqual(['epic']);
    const two = toggleRarity(one, 'rare');
    expect(two).toEqual(['epic', 'rare']);
    expect(toggleRarity(two, 'epic')).toEqual(['rare']);
  });

  it('count as filters, as do a search and a category; the sort does not', () => {
    expect(hasFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasFilters({ ...DEFAULT_FILTERS, sortBy: 'price_desc', page: 2 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_FILTERS, rarities: ['rare'] })).toBe(true);
    expect(hasFilters({ ...DEFAULT_FILTERS, search: 'x' })).toBe(true);
    expect(hasFilters({ ...DEFAULT_FILTERS, category: 'items' })).toBe(true);
  });
});
