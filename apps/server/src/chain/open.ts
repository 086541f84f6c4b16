import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { address, type KeyPairSigner } from '@solana/kit';
import type { Network } from '@wos/shared';
import { newSecretSeed, signerFromSecret } from '@wos/svm';
import type { GameAccounts } from './accounts.ts';
import { BalanceCache } from './balance-cache.ts';
import { addPoolAccounts, bootstrapEmbeddedChain, INITIAL_MINT } from './bootstrap.ts';
import { LiteSvmChain } from './litesvm-chain.ts';
import { ObservedChain } from './observed-chain.ts';
import { POOL_NAMES, type PoolName } from './pools.ts';
import type { Chain } from './port.ts';
import { rpcAccountWatch, webSocketUrlOf } from './rpc-account-watch.ts';
import { RpcChain } from './rpc-chain.ts';

const KEYS_FILE = 'keys.json';
/** The game's keys on the local node (`npm run localnet`), apart from the embedded chain's. */
const LOCAL_NODE_KEYS_FILE = 'localnet-keys.json';

interface EmbeddedKeys {
  wloMint: string;
  mintAuthority: string;
  pools: Record<PoolName, string>;
}

export interface OpenedChain {
  chain: Chain;
  accounts: GameAccounts;
  /** WLO this game minted when it created the mint (the audit's starting supply); null when not known. */
  initialMint: bigint | null;
}

/** The chain as the game uses it: its transactions observed, and the balances pages show cached. */
export interface OpenedGameChain extends OpenedChain {
  /** Balances for display (wallet pages); payments and payouts read `chain` itself. */
  balances: BalanceCache;
}

/** How long a cached balance is served without any change seen (the net under notifications). */
export const BALANCE_TTL_MS = 10_000;
/** Wallets whose balances each process keeps (and, over RPC, subscribes to: one subscription each). */
const BALANCE_OWNERS = 5_000;

/** What the chain reads of the configuration. */
export interface ChainSettings {
  solanaRpcUrl: string | undefined;
  /** The node's WebSocket; undefined: derived from solanaRpcUrl. */
  solanaWsUrl?: string | undefined;
  solanaRpcTimeoutMs: number;
  /** The provider's limit: requests a second (0: none of our own) and how many back to back. */
  solanaRpcRateLimit?: { maxRps: number; burst: number };
  network: Network;
  /** Production key material; absent in embedded mode, where keys live in DATA_DIR. */
  keys: {
    wloMint: string | undefined;
    mintAuthority: string | undefined;
    pools: Partial<Record<PoolName, string>>;
  };
}

/**
 * A lock every process on the game's database shares (the database provides
 * it; the chain sits beside the database, not above it).
 */
export interface StartupLock {
  /** Runs `work` holding the lock `name`, waiting for another holder to finish first. */
  run<T>(name: string, work: () => Promise<T>): Promise<T>;
}

export interface OpenChainOptions {
  config: ChainSettings;
  /** Several processes starting together on one local node create the game's accounts once. */
  locks: StartupLock;
  /** Told of every RPC request that got no answer (metrics). */
  onRpcError?: (method: string) => void;
  /** Told of every JSON-RPC method call sent to the node (metrics). */
  onRpcRequest?: (method: string) => void;
  /** Embedded chain state and keys live here; absent: in memory (tests). */
  dataDir: string | undefined;
  /** The server clock in seconds since the epoch; the embedded chain follows it. */
  unixTime: () => bigint;
}

/**
 * The chain with its balance cache: every transaction sent through the
 * returned `chain` drops the cached balances of the accounts it names; over
 * RPC the node's notifications drop those another process or program changed.
 */
export async function openGameChain(options: OpenChainOptions): Promise<OpenedGameChain> {
  const opened = await openChain(options);
  const { solanaRpcUrl, solanaWsUrl, network } = options.config;
  const watch = solanaRpcUrl
    ? rpcAccountWatch({
        url: solanaWsUrl ?? webSocketUrlOf(solanaRpcUrl),
        // The local node has no per-connection limit; a provider's is kit's default.
        ...(network === 'localnet' ? { maxSubscriptionsPerChannel: BALANCE_OWNERS } : {}),
      })
    : undefined;
  const balances = new BalanceCache(opened.chain, {
    ttlMs: BALANCE_TTL_MS,
    maxOwners: BALANCE_OWNERS,
    mint: opened.accounts.wloMint,
    watch,
  });
  return { ...opened, chain: new ObservedChain(opened.chain, balances), balances };
}

export async function openChain(options: OpenChainOptions): Promise<OpenedChain> {
  const { solanaRpcUrl, network, keys } = options.config;
  if (!solanaRpcUrl) return openEmbeddedChain(options.dataDir, options.unixTime);
  const chain = new RpcChain({
    url: solanaRpcUrl,
    timeoutMs: options.config.solanaRpcTimeoutMs,
    ...(options.config.solanaRpcRateLimit ? { rateLimit: options.config.solanaRpcRateLimit } : {}),
    localNode: network === 'localnet',
    ...(options.onRpcError ? { onRpcError: options.onRpcError } : {}),
    ...(options.onRpcRequest ? { onRpcRequest: options.onRpcRequest } : {}),
  });
  if (network === 'localnet' && !keys.wloMint) return openLocalNodeChain(chain, options);
  // A launched local node (npm run launch): the configured mint and pools, on the server's clock as always there.
  if (network === 'localnet') await chain.setUnixTime(options.unixTime());
  return { chain, accounts: await configuredAccounts(options.config), initialMint: null };
}

/**
 * The local node: like the embedded chain, the game creates its mint and
 * pools there at first start, keeping the keys in DATA_DIR (or in memory for
 * tests). Under a lock, so processes starting together create them once.
 */
async function openLocalNodeChain(chain: RpcChain, options: OpenChainOptions): Promise<OpenedChain> {
  const { dataDir, locks } = options;
  await chain.setUnixTime(options.unixTime());
  return locks.run('local-node-bootstrap', async () => {
    if (dataDir) await mkdir(dataDir, { recursive: true });
    const keysPath = dataDir ? path.join(dataDir, LOCAL_NODE_KEYS_FILE) : undefined;
    const existed = keysPath !== undefined && existsSync(keysPath);
    const { keys, added } = keysPath
      ? await readOrCreateKeys(keysPath, true)
      : { keys: newEmbeddedKeys(), added: [] };
    const { accounts, mintSigner } = await accountsFromKeys(keys);
    if (await chain.accountExists(accounts.wloMint)) {
      await addPoolAccounts(chain, accounts, added);
    } else {
      if (existed) {
        throw new Error(
          `The WLO mint ${accounts.wloMint} in ${keysPath} is not on the node at ${options.config.solanaRpcUrl}: ` +
            `the node's data was reset. Restore it, or remove ${keysPath} and the game database to start over.`,
        );
      }
      await bootstrapEmbeddedChain(chain, accounts, mintSigner);
    }
    return { chain, accounts, initialMint: INITIAL_MINT };
  });
}

async function configuredAccounts(config: OpenChainOptions['config']): Promise<GameAccounts> {
  const { keys } = config;
  if (!keys.wloMint) throw new Error('WLO_MINT is required with SOLANA_RPC_URL');
  const pools = await signersFor((pool) => {
    const secret = keys.pools[pool];
    if (!secret) throw new Error(`the ${pool} secret key is required with SOLANA_RPC_URL`);
    return secret;
  });
  return {
    wloMint: address(keys.wloMint),
    mintAuthority: keys.mintAuthority ? await signerFromSecret(keys.mintAuthority) : undefined,
    pools,
  };
}

async function openEmbeddedChain(dataDir: string | undefined, unixTime: () => bigint): Promise<OpenedChain> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const chain = new LiteSvmChain(unixTime, dataDir);
  await chain.setUnixTime(unixTime());
  const keysPath = dataDir ? path.join(dataDir, KEYS_FILE) : undefined;
  const { keys, added } = keysPath
    ? await readOrCreateKeys(keysPath, chain.isNew)
    : { keys: newEmbeddedKeys(), added: [] };
  const { accounts, mintSigner } = await accountsFromKeys(keys);
  if (chain.isNew) {
    await bootstrapEmbeddedChain(chain, accounts, mintSigner);
    chain.flush();
  } else if (added.length > 0) {
    await addPoolAccounts(chain, accounts, added);
    chain.flush();
  }
  return { chain, accounts, initialMint: INITIAL_MINT };
}

async function accountsFromKeys(keys: EmbeddedKeys) {
  const mintSigner = await signerFromSecret(keys.wloMint);
  const accounts: GameAccounts = {
    wloMint: mintSigner.address,
    mintAuthority: await signerFromSecret(keys.mintAuthority),
    pools: await signersFor((pool) => keys.pools[pool]),
  };
  return { accounts, mintSigner };
}

/**
 * The keys in DATA_DIR, created with a new chain. A pool added to the game
 * since they were written (the marketplace escrow, 2026-11-27) gets a new key,
 * written back, and is named in `added` so its accounts are set up.
 */
async function readOrCreateKeys(
  keysPath: string,
  chainIsNew: boolean,
): Promise<{ keys: EmbeddedKeys; added: PoolName[] }> {
  if (existsSync(keysPath)) {
    const keys = JSON.parse(await readFile(keysPath, 'utf8')) as EmbeddedKeys;
    const added = POOL_NAMES.filter((pool) => !keys.pools[pool]);
    if (added.length === 0) return { keys, added };
    for (const pool of added) keys.pools[pool] = newSecretSeed();
    await writeFile(keysPath, JSON.stringify(keys, null, 2), { mode: 0o600 });
    return { keys, added };
  }
  if (!chainIsNew)
    throw new Error(`${keysPath} is missing but the chain state exists; restore it or clear DATA_DIR`);
  const keys = newEmbeddedKeys();
  await writeFile(keysPath, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return { keys, added: [] };
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
