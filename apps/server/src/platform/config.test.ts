import { getBase58Decoder } from '@solana/kit';
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

  it('runs localnet over RPC (the local node) without keys: the game creates them there', () => {
    const config = loadConfig({ SOLANA_RPC_URL: 'http://127.0.0.1:8899', NETWORK: 'localnet' });
    expect(config).toMatchObject({ network: 'localnet', solanaRpcUrl: 'http://127.0.0.1:8899' });
    expect(config.keys.wloMint).toBeUndefined();
  });

  it("reads ADMIN_TOKEN and each pool's *_ADDRESS beside its key", () => {
    const treasury = 'So11111111111111111111111111111111111111112';
    const config = loadConfig({ ADMIN_TOKEN: 'a'.repeat(32), TREASURY_ADDRESS: treasury });
    expect(config.adminToken).toBe('a'.repeat(32));
    expect(config.keys.poolAddresses).toMatchObject({ treasury, stakingVault: undefined });
    expect(() => loadConfig({ ADMIN_TOKEN: 'a'.repeat(31) })).toThrow(
      'ADMIN_TOKEN: must be at least 32 characters',
    );
  });

  it('refuses a non-localnet network on the embedded chain and a bad port', () => {
    expect(() => loadConfig({ NETWORK: 'mainnet' })).toThrow(/embedded chain is localnet/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('loadConfig, hardened', () => {
  const production = {
    SOLANA_RPC_URL: 'https://rpc.example',
    NETWORK: 'devnet',
    DATABASE_URL: 'postgres://db.example/wos',
    WLO_MINT: 'So11111111111111111111111111111111111111112',
    VISITOR_COOKIE_SECRET: 'v'.repeat(32),
  };
  const seed = Array.from({ length: 32 }, (_, i) => i + 1);
  const withKeys = (overrides: Record<string, string>) => ({
    ...production,
    STAKING_VAULT_SECRET_KEY: JSON.stringify(seed),
    STAKING_REWARDS_SECRET_KEY: JSON.stringify(seed),
    FARMING_POOL_SECRET_KEY: JSON.stringify(seed),
    TREASURY_SECRET_KEY: JSON.stringify(seed),
    DEVELOPER_SECRET_KEY: JSON.stringify(seed),
    LIQUIDITY_SECRET_KEY: JSON.stringify(seed),
    MARKETPLACE_ESCROW_SECRET_KEY: JSON.stringify(seed),
    ...overrides,
  });

  function errorOf(env: Record<string, string>): string {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('expected the configuration to be refused');
  }

  it('accepts keys as JSON byte arrays or base58 of 32 or 64 bytes', () => {
    expect(() => loadConfig(withKeys({}))).not.toThrow();
    const base58Of64 = getBase58Decoder().decode(Uint8Array.from({ length: 64 }, (_, i) => 255 - i));
    expect(() => loadConfig(withKeys({ TREASURY_SECRET_KEY: base58Of64 }))).not.toThrow();
    const pair = Array.from({ length: 64 }, (_, i) => i);
    expect(() => loadConfig(withKeys({ TREASURY_SECRET_KEY: JSON.stringify(pair) }))).not.toThrow();
  });

  it('names a malformed secret key and what is wrong, never its value', () => {
    const secrets = [
      'hunter2-not-base58-0OIl',
      '[1,2,3,"x-secret-marker"]',
      JSON.stringify(Array.from({ length: 31 }, () => 7)),
      '3yZe7d',
    ];
    for (const secret of secrets) {
      const message = errorOf(withKeys({ DEVELOPER_SECRET_KEY: secret }));
      expect(message).toContain('DEVELOPER_SECRET_KEY');
      expect(message).not.toContain(secret);
      expect(message).not.toContain('secret-marker');
      expect(message).not.toContain('hunter2');
    }
    expect(errorOf(withKeys({ DEVELOPER_SECRET_KEY: '[1,2' }))).toMatch(
      /DEVELOPER_SECRET_KEY: is not a JSON array/,
    );
    expect(errorOf(withKeys({ DEVELOPER_SECRET_KEY: '3yZe7d' }))).toMatch(
      /must be 64 bytes .* or a 32-byte seed/,
    );
    expect(errorOf({ MINT_AUTHORITY_SECRET_KEY: 'not!base58' })).toMatch(/MINT_AUTHORITY_SECRET_KEY/);
  });

  it('never echoes a value zod would quote', () => {
    const message = errorOf({ LOG_LEVEL: 'secret-level-marker', PORT: 'secret-port-marker' });
    expect(message).toMatch(/LOG_LEVEL: must be one of/);
    expect(message).toMatch(/PORT: expected number/);
    expect(message).not.toContain('marker');
  });

  it('refuses a PUBLIC_ORIGIN that is not an http(s) origin', () => {
    for (const bad of [
      'play.example.com',
      'ftp://play.example.com',
      'https://play.example.com/app',
      'javascript:x',
    ]) {
      expect(errorOf({ PUBLIC_ORIGIN: bad })).toMatch(/PUBLIC_ORIGIN: must be an http\(s\) origin/);
    }
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://play.example.com/' }).publicOrigin).toBe(
      'https://play.example.com',
    );
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:5173' }).publicOrigin).toBe('http://localhost:5173');
  });

  it('refuses devnet or mainnet without DATABASE_URL unless the embedded database is allowed', () => {
    const { DATABASE_URL: _url, ...noDatabase } = withKeys({});
    expect(errorOf(noDatabase)).toMatch(/DATABASE_URL: required on devnet .*ALLOW_EMBEDDED_DATABASE=true/);
    expect(errorOf({ ...noDatabase, NETWORK: 'mainnet' })).toMatch(/DATABASE_URL: required on mainnet/);
    expect(() => loadConfig({ ...noDatabase, ALLOW_EMBEDDED_DATABASE: 'true' })).not.toThrow();
  });

  it('requires the visitor cookie secret in production; takes a metrics token; never echoes either', () => {
    const { VISITOR_COOKIE_SECRET: _secret, ...noSecret } = withKeys({});
    expect(errorOf(noSecret)).toMatch(/VISITOR_COOKIE_SECRET: required with SOLANA_RPC_URL/);
    const short = errorOf(
      withKeys({ VISITOR_COOKIE_SECRET: 'short-secret-marker', METRICS_TOKEN: 'tok-marker' }),
    );
    expect(short).toMatch(/VISITOR_COOKIE_SECRET: must be at least 32 characters/);
    expect(short).toMatch(/METRICS_TOKEN: must be at least 16 characters/);
    expect(short).not.toContain('marker');
    expect(loadConfig(withKeys({ METRICS_TOKEN: 'm'.repeat(16) }))).toMatchObject({
      metricsToken: 'm'.repeat(16),
      visitorCookieSecret: 'v'.repeat(32),
    });
    // Embedded and the local node keep the secret in DATA_DIR; /metrics is open without a token.
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, visitorCookieSecret: undefined });
  });

  it('reads rate limits and timeouts with generous defaults', () => {
    expect(loadConfig({})).toMatchObject({
      trustProxy: false,
      rateLimits: { signInPerMinute: 120, writesPerWalletPerMinute: 300 },
      timeouts: { requestMs: 30_000 },
    });
    const tuned = loadConfig({
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '60',
      REQUEST_TIMEOUT_MS: '5000',
      TRUST_PROXY: 'true',
    });
    expect(tuned.rateLimits.signInPerMinute).toBe(60);
    expect(tuned.timeouts.requestMs).toBe(5000);
    expect(tuned.trustProxy).toBe(true);
    expect(errorOf({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '0' })).toMatch(/RATE_LIMIT_SIGN_IN_PER_MINUTE/);
  });

  it("reads the RPC provider's limit: none by default, the burst the whole second unless set", () => {
    expect(loadConfig({}).solanaRpcRateLimit).toEqual({ maxRps: 0, burst: 0 });
    expect(loadConfig({ SOLANA_RPC_MAX_RPS: '10' }).solanaRpcRateLimit).toEqual({ maxRps: 10, burst: 10 });
    expect(loadConfig({ SOLANA_RPC_MAX_RPS: '10', SOLANA_RPC_BURST: '2' }).solanaRpcRateLimit).toEqual({
      maxRps: 10,
      burst: 2,
    });
    expect(errorOf({ SOLANA_RPC_MAX_RPS: '10', SOLANA_RPC_BURST: '20' })).toMatch(/SOLANA_RPC_BURST/);
    expect(errorOf({ SOLANA_RPC_MAX_RPS: '-1' })).toMatch(/SOLANA_RPC_MAX_RPS/);
  });
});
