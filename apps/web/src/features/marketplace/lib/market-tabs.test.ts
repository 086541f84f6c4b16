import { describe, expect, it } from 'vitest';
import { MARKET_TAB_LABELS, shownTabs, visibleTab } from './market-tabs.ts';

describe('marketplace tabs', () => {
  it('are Browse Marketplace, My Inventory and My Listings', () => {
    expect(Object.values(MARKET_TAB_LABELS)).toEqual(['Browse Marketplace', 'My Inventory', 'My Listings']);
  });

  it('show the chosen tab with a wallet; the wallet tabs fall back to Browse without one', () => {
    expect(visibleTab('listings', true)).toBe('listings');
    expect(visibleTab('inventory', true)).toBe('inventory');
    expect(visibleTab('listings', false)).toBe('browse');
    expect(visibleTab('inventory', false)).toBe('browse');
    expect(visibleTab('browse', false)).toBe('browse');
  });

  it('show Browse Marketplace alone without a wallet, and all three with one', () => {
    expect(shownTabs(false)).toEqual(['browse']);
    expect(shownTabs(true)).toEqual(['browse', 'inventory', 'listings']);
  });
});
