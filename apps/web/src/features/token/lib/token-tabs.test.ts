import { describe, expect, it } from 'vitest';
import { tabFromHash } from './token-tabs.ts';

describe('token tabs', () => {
  it('read a tab from its #hash, and nothing else', () => {
    expect(tabFromHash('#how-to-buy')).toBe('how-to-buy');
    expect(tabFromHash('#FAQ')).toBe('faq');
    expect(tabFromHash('#tokenomics')).toBe('tokenomics');
    expect(tabFromHash('')).toBeNull();
    expect(tabFromHash('#packs')).toBeNull();
  });
});
