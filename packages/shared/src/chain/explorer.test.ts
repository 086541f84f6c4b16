import { describe, expect, it } from 'vitest';
import { explorerAddressUrl, explorerTxUrlPattern } from './explorer.ts';

describe('explorer links', () => {
  it('name the cluster of the network: none on mainnet, devnet, or the local node as a custom cluster', () => {
    expect(explorerAddressUrl('mainnet', 'Abc', undefined)).toBe('https://explorer.solana.com/address/Abc');
    expect(explorerAddressUrl('devnet', 'Abc', 'https://api.devnet.solana.com')).toBe(
      'https://explorer.solana.com/address/Abc?cluster=devnet',
    );
    expect(explorerTxUrlPattern('localnet', 'http://127.0.0.1:8899')).toBe(
      'https://explorer.solana.com/tx/{signature}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899',
    );
    expect(explorerAddressUrl('localnet', 'Abc', undefined)).toBe(
      'https://explorer.solana.com/address/Abc?cluster=custom',
    );
  });
});
