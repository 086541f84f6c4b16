import { configResponse } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './app-config.ts';

const valid = {
  brand: 'Warlords of Solana',
  version: '2.0.19',
  network: 'localnet',
  wloMint: 'So11111111111111111111111111111111111111112',
  explorerTxUrl: 'https://explorer.example/tx/{signature}',
  contactEmail: 'support@warlords.example',
  priceSearchUrl: 'https://prices.example/latest/dex/search',
  priceChartUrl: 'https://prices.example/chart',
  socialLinks: { x: 'https://x.example', docs: 'https://docs.example', chat: 'https://chat.example' },
};

const variants: Array<[string, unknown]> = [
  ['a valid config', valid],
  ['a config with an extra field', { ...valid, extra: 1 }],
  ['every network', { ...valid, network: 'mainnet' }],
  ['an unknown network', { ...valid, network: 'testnet' }],
  ['a missing field', { ...valid, wloMint: undefined }],
  ['a number for a string', { ...valid, version: 2 }],
  ['a missing social link', { ...valid, socialLinks: { x: 'a', docs: 'b' } }],
  ['no social links', { ...valid, socialLinks: null }],
  ['an array', [valid]],
  ['null', null],
  ['a string', 'config'],
];

describe('parseAppConfig', () => {
  it.each(variants)('agrees with the configResponse contract on %s', (_name, body) => {
    const contract = configResponse.safeParse(body);
    expect(parseAppConfig(body)).toEqual(contract.success ? contract.data : null);
  });
});
