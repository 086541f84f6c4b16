import { LISTING_SORTS, type ListingSort, type Rarity } from '@wos/shared';
import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';
import {
  type BrowseFilters,
  CATEGORY_LABELS,
  type CategoryFilter,
  RARITY_FILTERS,
  SORT_LABELS,
  toggleRarity,
} from '../lib/browse-filters.ts';
import { SearchField } from './PanelParts.tsx';

const SEARCH_DELAY_MS = 300;
const CATEGORIES = Object.keys(CATEGORY_LABELS) as CategoryFilter[];

interface Props {
  filters: BrowseFilters;
  onChange: (next: BrowseFilters) => void;
}

/**
 * Rarity buttons (multi-select), text search, type and sort (docs/spec/001-game.md §2). Any change goes back
 * to page 1.
 */
export function BrowseFiltersBar({ filters, onChange }: Props) {
  const categoryId = useId();
  const sortId = useId();
  const [text, setText] = useState(filters.search);
  const search = useDebouncedValue(text, SEARCH_DELAY_MS);

  // The filters were reset from outside (VIEW ALL): the box follows.
  useEffect(() => setText(filters.search), [filters.search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search is sent
  useEffect(() => {
    if (search !== filters.search) onChange({ ...filters, search, page: 1 });
  }, [search]);

  const set = (change: Partial<BrowseFilters>) => onChange({ ...filters, ...change, page: 1 });

  return (
    <div className="market-filters">
      <fieldset className="market-filters__rarities">
        <legend className="market-filters__legend">Rarity</legend>
        {RARITY_FILTERS.map((rarity: Rarity) => {
          const on = filters.rarities.includes(rarity);
          return (
            <button
              key={rarity}
              type="button"
              className={`rarity-filter rarity-filter--${rarity} ${on ? 'is-on' : ''}`}
              aria-pressed={on}
              onClick={() => set({ rarities: toggleRarity(filters.rarities, rarity) })}
            >
              {rarity.toUpperCase()}
            </button>
          );
        })}
      </fieldset>
      <div className="market-filters__fields">
        <SearchField label="Search" placeholder="SEARCH ITEMS..." value={text} onChange={setText} />
        <div className="market-field">
          <label htmlFor={categoryId} className="market-field__label">
            Type
          </label>
          <select
            id={categoryId}
            className="market-input"
            value={filters.category}
            onChange={(event) => set({ category: event.target.value as CategoryFilter })}
          >
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </div>
        <div className="market-field">
          <label htmlFor={sortId} className="market-field__label">
            Sort by
          </label>
          <select
            id={sortId}
            className="market-input"
            value={filters.sortBy}
            onChange={(event) => set({ sortBy: event.target.value as ListingSort })}
          >
            {LISTING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
