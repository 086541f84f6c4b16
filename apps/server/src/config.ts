import path from 'node:path';
import { DEFAULT_CONTACT_EMAIL, NETWORKS } from '@wos/shared';
import { z } from 'zod';

const POOL_KEY_VARS = {
  stakingVault: 'STAKING_VAULT_SECRET_KEY',
  stakingRewards: 'STAKING_REWARDS_SECRET_KEY',
  farmingPool: 'FARMING_POOL_SECRET_KEY',
  treasury: 'TREASURY_SECRET_KEY',
  developer: 'DEVELOPER_SECRET_KEY',
  liquidity: 'LIQUIDITY_SECRET_KEY',
} as const;

export type PoolName = keyof typeof POOL_KEY_VARS;
export const POOL_NAMES = Object.keys(POOL_KEY_VARS) as PoolName[];

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText,
    SOLANA_RPC_URL: optionalText,
    NETWORK: z.enum(NETWORKS).optional(),
    PUBLIC_ORIGIN: optionalText,
    WEB_DIST_DIR: optionalText,
    CONTACT_EMAIL: z.string().email().default(DEFAULT_CONTACT_EMAIL),
    PRICE_SEARCH_URL: z.string().url().default('https://api.dexscreener.com/latest/dex/search'),
    PRICE_CHART_URL: z.string().url().default('https://dexscreener.com/solana'),
    SOCIAL_X_URL: z.string().url().default('https://x.com/warlordsofsolana'),
    DOCS_URL: z.string().url().default('https://docs.warlords.example'),
    CHAT_URL: z.string().url().default('https://t.me/warlordsofsolana'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WLO_MINT: optionalText,
    MINT_AUTHORITY_SECRET_KEY: optionalText,
    ...Object.fromEntries(Object.values(POOL_KEY_VARS).map((name) => [name, optionalText])),
  })
  .superRefine((env, ctx) => {
    if (!env.SOLANA_RPC_URL) {
      if (env.NETWORK && env.NETWORK !== 'localnet') {
        ctx.addIssue({ code: 'custom', path: ['NETWORK'], message: 'the embedded chain is localnet' });
      }
      return;
    }
    if (!env.NETWORK || env.NETWORK === 'localnet') {
      ctx.addIssue({
        code: 'custom',
        path: ['NETWORK'],
        message: 'devnet or mainnet is required with SOLANA_RPC_URL',
      });
    }
    const env2 = env as Record<string, unknown>;
    for (const name of ['WLO_MINT', ...Object.values(POOL_KEY_VARS)]) {
      if (!env2[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'required with SOLANA_RPC_URL' });
    }
  });

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  solanaRpcUrl: string | undefined;
  network: (typeof NETWORKS)[number];
  publicOrigin: string;
  webDistDir: string;
  contactEmail: string;
  priceSearchUrl: string;
  priceChartUrl: string;
  logLevel: string;
  socialLinks: { x: string; docs: string; chat: string };
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
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const value = parsed.data as z.infer<typeof envSchema> & Record<string, string | undefined>;
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    solanaRpcUrl: value.SOLANA_RPC_URL,
    network: value.NETWORK ?? 'localnet',
    publicOrigin: value.PUBLIC_ORIGIN ?? `http://localhost:${value.PORT}`,
    webDistDir: path.resolve(value.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    contactEmail: value.CONTACT_EMAIL,
    priceSearchUrl: value.PRICE_SEARCH_URL,
    priceChartUrl: value.PRICE_CHART_URL,
    logLevel: value.LOG_LEVEL,
    socialLinks: { x: value.SOCIAL_X_URL, docs: value.DOCS_URL, chat: value.CHAT_URL },
    keys: {
      wloMint: value.WLO_MINT,
      mintAuthority: value.MINT_AUTHORITY_SECRET_KEY,
      pools: Object.fromEntries(
        Object.entries(POOL_KEY_VARS).map(([pool, variable]) => [pool, value[variable]]),
      ) as Partial<Record<PoolName, string>>,
    },
  };
}
