import { describe, expect, it } from 'vitest';
import { CONNECT_REASONS, tabFromHash, visibleTab } from './heroes-tabs.ts';

describe('heroes tabs', () => {
  it('opens on MY HEROES with a wallet and on the showcase without', () => {
    expect(visibleTab(null, true)).toBe('heroes');
    expect(visibleTab(null, false)).toBe('showcase');
  });

  it('falls back to the showcase from a wallet-only tab when the wallet is gone', () => {
    expect(visibleTab('heroes', false)).toBe('showcase');
    expect(visibleTab('inventory', false)).toBe('showcase');
    expect(visibleTab('packs', false)).toBe('packs');
    expect(visibleTab('inventory', true)).toBe('inventory');
  });

  it('reads #packs and #showcase, any case, and nothing else', () => {
    expect(tabFromHash('#packs')).toBe('packs');
    expect(tabFromHash('#PACKS')).toBe('packs');
    expect(tabFromHash('#showcase')).toBe('showcase');
    expect(tabFromHash('#leaderboard')).toBeNull();
    expect(tabFromHash('')).toBeNull();
  });

  it('asks for a wallet in the words of the farmers page', () => {
    expect(CONNECT_REASONS.heroes).toBe('Connect your wallet to view your heroes');
    expect(CONNECT_REASONS.inventory).toBe('Connect your wallet to access your packs');
  });
});
