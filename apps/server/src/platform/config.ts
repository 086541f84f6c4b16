import path from 'node:path';
import { DEFAULT_CONTACT_EMAIL, NETWORKS } from '@wos/shared';
import { z } from 'zod';
import type { PoolName } from '../chain/pools.ts';
import { secretKeyProblem } from './config-secret-keys.ts';
import type { RateLimitConfig } from './http/rate-limits.ts';

export const POOL_KEY_VARS = {
  stakingVault: 'STAKING_VAULT_SECRET_KEY',
  stakingRewards: 'STAKING_REWARDS_SECRET_KEY',
  farmingPool: 'FARMING_POOL_SECRET_KEY',
  treasury: 'TREASURY_SECRET_KEY',
  developer: 'DEVELOPER_SECRET_KEY',
  liquidity: 'LIQUIDITY_SECRET_KEY',
  marketplaceEscrow: 'MARKETPLACE_ESCROW_SECRET_KEY',
} as const satisfies Record<PoolName, string>;

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** An http(s) origin: scheme, host and port only, as the sign-in message and CORS-free page need. */
const originText = optionalText.refine(
  (value) => {
    if (value === undefined) return true;
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, '')
      );
    } catch {
      return false;
    }
  },
  { message: 'must be an http(s) origin such as https://play.example.com (no path, query or fragment)' },
);

/** Secret keys: checked here so a bad one stops the start; the message never contains the value. */
const secretText = optionalText.superRefine((value, ctx) => {
  const problem = value === undefined ? undefined : secretKeyProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A shared secret given in configuration: long enough that guessing it is hopeless; never echoed. */
const secretOfAtLeast = (length: number) =>
  optionalText.refine((value) => value === undefined || value.length >= length, {
    message: `must be at least ${length} characters`,
  });

const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);
const millis = (fallback: number) => z.coerce.number().int().min(100).max(3_600_000).default(fallback);

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    PGLITE_TEMPLATE_DIR: optionalText,
    DATABASE_URL: optionalText,
    SOLANA_RPC_URL: optionalText,
    SOLANA_WS_URL: optionalText,
    REDIS_URL: optionalText,
    SOLANA_RPC_TIMEOUT_MS: millis(10_000),
    SOLANA_RPC_MAX_RPS: z.coerce.number().int().min(0).max(100_000).default(0),
    SOLANA_RPC_BURST: z.coerce.number().int().min(0).max(100_000).default(0),
    PRIORITY_FEE_CAP_LAMPORTS: z.coerce.number().int().min(0).max(1_000_000_000).default(100_000),
    PAYOUT_PRIORITY_CAP_LAMPORTS: z.coerce.number().int().min(0).max(1_000_000_000).default(10_000),
    NETWORK: z.enum(NETWORKS).optional(),
    PUBLIC_ORIGIN: originText,
    ALLOW_EMBEDDED_DATABASE: z.enum(['true', 'false']).default('false'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    RATE_LIMIT_SIGN_IN_PER_MINUTE: perMinute(120),
    RATE_LIMIT_WRITES_PER_IP_PER_MINUTE: perMinute(3000),
    RATE_LIMIT_WRITES_PER_WALLET_PER_MINUTE: perMinute(300),
    RATE_LIMIT_DEV_PER_MINUTE: perMinute(300),
    REQUEST_TIMEOUT_MS: millis(30_000),
    CONNECTION_TIMEOUT_MS: millis(120_000),
    KEEP_ALIVE_TIMEOUT_MS: millis(72_000),
    WEB_DIST_DIR: optionalText,
    CONTACT_EMAIL: z.string().email().default(DEFAULT_CONTACT_EMAIL),
    PRICE_SEARCH_URL: z.string().url().default('https://api.dexscreener.com/latest/dex/search'),
    PRICE_CHART_URL: z.string().url().default('https://dexscreener.com/solana'),
    SOCIAL_X_URL: z.string().url().default('https://x.com/warlordsofsolana'),
    DOCS_URL: z.string().url().default('https://docs.warlords.example'),
    CHAT_URL: z.string().url().default('https://t.me/warlordsofsolana'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WLO_MINT: optionalText,
    METRICS_TOKEN: secretOfAtLeast(16),
    VISITOR_COOKIE_SECRET: secretOfAtLeast(32),
    MINT_AUTHORITY_SECRET_KEY: secretText,
    ...Object.fromEntries(Object.values(POOL_KEY_VARS).map((name) => [name, secretText])),
  })
  .superRefine((env, ctx) => {
    if (env.SOLANA_RPC_MAX_RPS > 0 && env.SOLANA_RPC_BURST > env.SOLANA_RPC_MAX_RPS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SOLANA_RPC_BURST'],
        message: 'must be at most SOLANA_RPC_MAX_RPS (no second may carry more than the limit)',
      });
    }
    if (
      env.NETWORK &&
      env.NETWORK !== 'localnet' &&
      !env.DATABASE_URL &&
      env.ALLOW_EMBEDDED_DATABASE !== 'true'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: `required on ${env.NETWORK} (set ALLOW_EMBEDDED_DATABASE=true to keep game state in DATA_DIR instead)`,
      });
    }
    if (!env.SOLANA_RPC_URL) {
      if (env.NETWORK && env.NETWORK !== 'localnet') {
        ctx.addIssue({ code: 'custom', path: ['NETWORK'], message: 'the embedded chain is localnet' });
      }
      return;
    }
    if (!env.NETWORK) {
      ctx.addIssue({
        code: 'custom',
        path: ['NETWORK'],
        message:
          'required with SOLANA_RPC_URL: devnet, mainnet, or localnet for the local node (npm run localnet)',
      });
    }
    // The local node: the game creates its mint and pool keys there at first start.
    if (env.NETWORK === 'localnet') return;
    const env2 = env as Record<string, unknown>;
    for (const name of ['WLO_MINT', 'VISITOR_COOKIE_SECRET', ...Object.values(POOL_KEY_VARS)]) {
      if (!env2[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'required with SOLANA_RPC_URL' });
    }
  });

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Where a new PGlite data directory is copied from (built once per migration set), not made by initdb. */
  pgliteTemplateDir: string;
  databaseUrl: string | undefined;
  solanaRpcUrl: string | undefined;
  /** The node's WebSocket (account notifications keep cached balances fresh); unset: derived from the RPC URL. */
  solanaWsUrl: string | undefined;
  /** Shared sessions, caches and rate limits go through Redis when set (else PostgreSQL, or memory on PGlite). */
  redisUrl: string | undefined;
  /** A Solana RPC request unanswered after this fails with a clear message (its effect is reconciled). */
  solanaRpcTimeoutMs: number;
  /**
   * The RPC provider's limit, per process (chain/rpc-rate-limiter.ts): requests
   * a second (0: none of our own; a 429 still pauses) and how many may go back
   * to back (default: the whole second's).
   */
  solanaRpcRateLimit: { maxRps: number; burst: number };
  /** The most priority fee one player-paid transaction may carry, lamports (chain/priority-fees.ts). */
  priorityFeeCapLamports: bigint;
  /** The most priority fee one transaction the game pays (a payout) may carry, lamports. */
  payoutPriorityCapLamports: bigint;
  network: (typeof NETWORKS)[number];
  publicOrigin: string;
  webDistDir: string;
  contactEmail: string;
  priceSearchUrl: string;
  priceChartUrl: string;
  logLevel: string;
  socialLinks: { x: string; docs: string; chat: string };
  /** Honour X-Forwarded-For (behind a load balancer) for the client address rate limits key on. */
  trustProxy: boolean;
  /** Requests per minute; per IP unless named per wallet (in-memory, per process). */
  rateLimits: RateLimitConfig;
  /** Slow or stalled clients are cut off after these. */
  timeouts: { requestMs: number; connectionMs: number; keepAliveMs: number };
  /** When set, GET /metrics answers only to `Authorization: Bearer <token>` (401 otherwise). */
  metricsToken: string | undefined;
  /**
   * Signs the token page's visitor cookies (HMAC), the same in every API
   * process. Required in production; absent elsewhere, where it lives in DATA_DIR.
   */
  visitorCookieSecret: string | undefined;
  /** Production key material; absent in embedded mode, where keys live in DATA_DIR. */
  keys: {
    wloMint: string | undefined;
    mintAuthority: string | undefined;
    pools: Partial<Record<PoolName, string>>;
  };
}

/** Reads and validates configuration; throws one readable error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // Only our own messages and the variable's name: zod's own messages may quote the input.
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${describeIssue(issue)}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const value = parsed.data as z.infer<typeof envSchema> & Record<string, string | undefined>;
  const repoRoot = path.resolve(import.meta.dirname, '../../../..');
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    pgliteTemplateDir: path.resolve(
      value.PGLITE_TEMPLATE_DIR ?? path.join(repoRoot, 'node_modules/.cache/wos/pglite-templates'),
    ),
    databaseUrl: value.DATABASE_URL,
    solanaRpcUrl: value.SOLANA_RPC_URL,
    solanaWsUrl: value.SOLANA_WS_URL,
    redisUrl: value.REDIS_URL,
    solanaRpcTimeoutMs: value.SOLANA_RPC_TIMEOUT_MS,
    solanaRpcRateLimit: {
      maxRps: value.SOLANA_RPC_MAX_RPS,
      burst: value.SOLANA_RPC_BURST || value.SOLANA_RPC_MAX_RPS,
    },
    priorityFeeCapLamports: BigInt(value.PRIORITY_FEE_CAP_LAMPORTS),
    payoutPriorityCapLamports: BigInt(value.PAYOUT_PRIORITY_CAP_LAMPORTS),
    network: value.NETWORK ?? 'localnet',
    publicOrigin: value.PUBLIC_ORIGIN?.replace(/\/$/, '') ?? `http://localhost:${value.PORT}`,
    webDistDir: path.resolve(value.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    contactEmail: value.CONTACT_EMAIL,
    priceSearchUrl: value.PRICE_SEARCH_URL,
    priceChartUrl: value.PRICE_CHART_URL,
    logLevel: value.LOG_LEVEL,
    socialLinks: { x: value.SOCIAL_X_URL, docs: value.DOCS_URL, chat: value.CHAT_URL },
    trustProxy: value.TRUST_PROXY === 'true',
    rateLimits: {
      signInPerMinute: value.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      writesPerIpPerMinute: value.RATE_LIMIT_WRITES_PER_IP_PER_MINUTE,
      writesPerWalletPerMinute: value.RATE_LIMIT_WRITES_PER_WALLET_PER_MINUTE,
      devPerMinute: value.RATE_LIMIT_DEV_PER_MINUTE,
    },
    timeouts: {
      requestMs: value.REQUEST_TIMEOUT_MS,
      connectionMs: value.CONNECTION_TIMEOUT_MS,
      keepAliveMs: value.KEEP_ALIVE_TIMEOUT_MS,
    },
    metricsToken: value.METRICS_TOKEN,
    visitorCookieSecret: value.VISITOR_COOKIE_SECRET,
    keys: {
      wloMint: value.WLO_MINT,
      mintAuthority: value.MINT_AUTHORITY_SECRET_KEY,
      pools: Object.fromEntries(
        Object.entries(POOL_KEY_VARS).map(([pool, variable]) => [pool, value[variable]]),
      ) as Partial<Record<PoolName, string>>,
    },
  };
}

/** Issue text safe to print: custom messages are ours; for the rest, zod's code, never the value. */
function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom') return issue.message;
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map(String).join(', ')}`;
  if (issue.code === 'invalid_type') return `expected ${issue.expected}`;
  if (issue.code === 'too_small') return `must be at least ${String(issue.minimum)}`;
  if (issue.code === 'too_big') return `must be at most ${String(issue.maximum)}`;
  if (issue.code === 'invalid_format') return `must be a valid ${issue.format}`;
  return 'is invalid';
}
