import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database and chain on localnet', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      network: 'localnet',
      databaseUrl: undefined,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('requires devnet or mainnet and every key with an RPC URL', () => {
    expect(() => loadConfig({ SOLANA_RPC_URL: 'https://rpc.example' })).toThrow(/NETWORK/);
    expect(() => loadConfig({ SOLANA_RPC_URL: 'https://rpc.example', NETWORK: 'devnet' })).toThrow(
      /WLO_MINT/,
    );
  });

  it('refuses a non-localnet network on the embedded chain and a bad port', () => {
    expect(() => loadConfig({ NETWORK: 'mainnet' })).toThrow(/embedded chain is localnet/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
