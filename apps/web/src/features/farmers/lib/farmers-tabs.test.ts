import { describe, expect, it } from 'vitest';
import { defaultTab, sectionIdOf, tabFromHash, visibleTab } from './farmers-tabs.ts';

describe('farmers tabs', () => {
  it('default to the dashboard with a wallet and to the showcase without', () => {
    expect(defaultTab(true)).toBe('dashboard');
    expect(defaultTab(false)).toBe('showcase');
    expect(visibleTab(null, true)).toBe('dashboard');
    expect(visibleTab(null, false)).toBe('showcase');
  });

  it('fall back to the showcase when a wallet-only tab loses its wallet', () => {
    expect(visibleTab('dashboard', false)).toBe('showcase');
    expect(visibleTab('inventory', false)).toBe('showcase');
    expect(visibleTab('inventory', true)).toBe('inventory');
  });

  it('keep the tabs anyone may see whether or not a wallet is connected', () => {
    for (const connected of [true, false]) {
      expect(visibleTab('leaderboard', connected)).toBe('leaderboard');
      expect(visibleTab('packs', connected)).toBe('packs');
      expect(visibleTab('showcase', connected)).toBe('showcase');
    }
  });

  it('read #packs and #leaderboard, and nothing else, from the hash', () => {
    expect(tabFromHash('#packs')).toBe('packs');
    expect(tabFromHash('#leaderboard')).toBe('leaderboard');
    expect(tabFromHash('#PACKS')).toBe('packs');
    expect(tabFromHash('')).toBeNull();
    expect(tabFromHash('#dashboard')).toBeNull();
  });

  it('name the sections the anchors scroll to after their hash', () => {
    expect(sectionIdOf('packs')).toBe('packs');
    expect(sectionIdOf('leaderboard')).toBe('leaderboard');
    expect(sectionIdOf('dashboard')).toBe('farmers-tabs');
  });
});
