import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { address, type KeyPairSigner } from '@solana/kit';
import { type AppConfig, POOL_NAMES, type PoolName } from '../config.ts';
import type { GameAccounts } from './accounts.ts';
import { bootstrapEmbeddedChain } from './bootstrap.ts';
import { newSecretSeed, signerFromSecret } from './keys.ts';
import { LiteSvmChain } from './litesvm-chain.ts';
import type { Chain } from './port.ts';
import { RpcChain } from './rpc-chain.ts';

const KEYS_FILE = 'keys.json';

interface EmbeddedKeys {
  wloMint: string;
  mintAuthority: string;
  pools: Record<PoolName, string>;
}

export interface OpenedChain {
  chain: Chain;
  accounts: GameAccounts;
}

export interface OpenChainOptions {
  config: Pick<AppConfig, 'solanaRpcUrl' | 'keys'>;
  /** Embedded chain state and keys live here; absent: in memory (tests). */
  dataDir: string | undefined;
  /** The server clock in seconds since the epoch; the embedded chain follows it. */
  unixTime: () => bigint;
}

export async function openChain(options: OpenChainOptions): Promise<OpenedChain> {
  if (options.config.solanaRpcUrl) return openRpcChain(options.config);
  return openEmbeddedChain(options.dataDir, options.unixTime);
}

async function openRpcChain(config: OpenChainOptions['config']): Promise<OpenedChain> {
  const { keys } = config;
  if (!keys.wloMint) throw new Error('WLO_MINT is required with SOLANA_RPC_URL');
  const pools = await signersFor((pool) => {
    const secret = keys.pools[pool];
    if (!secret) throw new Error(`the ${pool} secret key is required with SOLANA_RPC_URL`);
    return secret;
  });
  return {
    chain: new RpcChain(config.solanaRpcUrl as string),
    accounts: {
      wloMint: address(keys.wloMint),
      mintAuthority: keys.mintAuthority ? await signerFromSecret(keys.mintAuthority) : undefined,
      pools,
    },
  };
}

async function openEmbeddedChain(dataDir: string | undefined, unixTime: () => bigint): Promise<OpenedChain> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const chain = new LiteSvmChain(unixTime, dataDir);
  chain.setUnixTime(unixTime());
  const keysPath = dataDir ? path.join(dataDir, KEYS_FILE) : undefined;
  const keys = keysPath ? await readOrCreateKeys(keysPath, chain.isNew) : newEmbeddedKeys();
  const mintSigner = await signerFromSecret(keys.wloMint);
  const accounts: GameAccounts = {
    wloMint: mintSigner.address,
    mintAuthority: await signerFromSecret(keys.mintAuthority),
    pools: await signersFor((pool) => keys.pools[pool]),
  };
  if (chain.isNew) {
    await bootstrapEmbeddedChain(chain, accounts, mintSigner);
    chain.flush();
  }
  return { chain, accounts };
}

async function readOrCreateKeys(keysPath: string, chainIsNew: boolean): Promise<EmbeddedKeys> {
  if (existsSync(keysPath)) return JSON.parse(await readFile(keysPath, 'utf8')) as EmbeddedKeys;
  if (!chainIsNew)
    throw new Error(`${keysPath} is missing but the chain state exists; restore it or clear DATA_DIR`);
  const keys = newEmbeddedKeys();
  await writeFile(keysPath, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

function newEmbeddedKeys(): EmbeddedKeys {
  return {
    wloMint: newSecretSeed(),
    mintAuthority: newSecretSeed(),
    pools: Object.fromEntries(POOL_NAMES.map((pool) => [pool, newSecretSeed()])) as Record<PoolName, string>,
  };
}

async function signersFor(secretOf: (pool: PoolName) => string): Promise<Record<PoolName, KeyPairSigner>> {
  const entries = await Promise.all(
    POOL_NAMES.map(async (pool) => [pool, await signerFromSecret(secretOf(pool))] as const),
  );
  return Object.fromEntries(entries) as Record<PoolName, KeyPairSigner>;
}
