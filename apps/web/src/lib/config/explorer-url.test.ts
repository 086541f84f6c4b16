import { describe, expect, it } from 'vitest';
import { explorerTxUrl } from './explorer-url.ts';

describe('explorerTxUrl', () => {
  it('puts the signature where the configured pattern asks, keeping the cluster', () => {
    expect(explorerTxUrl('https://explorer.solana.com/tx/{signature}?cluster=devnet', '5abc')).toBe(
      'https://explorer.solana.com/tx/5abc?cluster=devnet',
    );
    expect(explorerTxUrl('https://solscan.io/tx/{signature}', 'x/y')).toBe('https://solscan.io/tx/x%2Fy');
  });

  it('is null until the configuration is known', () => {
    expect(explorerTxUrl(undefined, '5abc')).toBeNull();
  });
});
