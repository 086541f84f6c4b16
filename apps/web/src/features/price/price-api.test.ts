import { describe, expect, it } from 'vitest';
import { readPricePairs } from './price-api.ts';

describe('readPricePairs', () => {
  it('reads the pairs of a search answer and keeps only the fields it uses', () => {
    const body = {
      schemaVersion: '1.0.0',
      pairs: [
        {
          chainId: 'solana',
          dexId: 'raydium',
          baseToken: { address: 'MINT', symbol: 'WLO' },
          priceUsd: '0.0021',
          priceChange: { h1: 1, h24: -3.5 },
        },
        { chainId: 'ethereum', baseToken: { address: 'OTHER' }, priceUsd: 2 },
      ],
    };
    expect(readPricePairs(body)).toEqual([
      { chainId: 'solana', baseToken: { address: 'MINT' }, priceUsd: '0.0021', priceChange: { h24: -3.5 } },
      { chainId: 'ethereum', baseToken: { address: 'OTHER' }, priceUsd: 2 },
    ]);
  });

  it('skips malformed pairs and gives null for an answer without pairs', () => {
    expect(readPricePairs({ pairs: [{ chainId: 'solana' }, 'x', { chainId: 1, baseToken: {} }] })).toEqual(
      [],
    );
    expect(readPricePairs({ pairs: null })).toBeNull();
    expect(readPricePairs('not json')).toBeNull();
  });
});
