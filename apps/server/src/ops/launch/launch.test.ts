import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { type Address, address, createSolanaRpc } from '@solana/kit';
import { fetchMint, fetchToken } from '@solana-program/token';
import { type Localnet, startLocalnet } from '@wos/localnet';
import { GENESIS_TOTAL_BASE_UNITS, genesisPoolBaseUnits, LAMPORTS_PER_SOL, WLO_DECIMALS } from '@wos/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/crash/api.ts';
import { ServerProcess } from '../../../test/crash/server-process.ts';
import { freePort } from '../../../test/free-port.ts';
import { createFreshDatabase, type FreshDatabase } from '../../../test/fresh-database.ts';
import { fundedPayerFile, runLaunch, statuses } from '../../../test/launch/launch-cli.ts';
import { newKey, signPrepared } from '../../../test/players.ts';
import { POOL_NAMES } from '../../chain/pools.ts';
import { associatedTokenAddress } from '../../chain/token.ts';
import { addressVarOf } from './launch-keys.ts';

/**
 * `npm run launch` on a fresh local node, as an operator runs it (its own
 * process): a dry run sends nothing; a run killed after its first steps and
 * run again ends where one whole run would; a third run finds nothing to do;
 * and the game server started on the env file serves, and a player stakes.
 */
let node: Localnet;
let dir: string;
let envFile: string;
let payer: Address;
let args: string[];
const outputs: string[] = [];
const POOL_LAMPORTS = LAMPORTS_PER_SOL / 2n;

const rpc = () => createSolanaRpc(node.rpcUrl);
const lamportsOf = async (owner: Address) =>
  (await rpc().getBalance(owner, { commitment: 'confirmed' }).send()).value;
const readEnv = async () => parseEnv(await readFile(envFile, 'utf8')) as Record<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'wos-launch-'));
  node = await startLocalnet({ dataDir: path.join(dir, 'node'), port: 0 });
  payer = await fundedPayerFile(node.rpcUrl, path.join(dir, 'payer.json'), 50n);
  envFile = path.join(dir, 'launch.env');
  args = [
    '--network',
    'localnet',
    '--rpc',
    node.rpcUrl,
    '--payer',
    path.join(dir, 'payer.json'),
    '--out',
    envFile,
  ];
}, 120_000);

afterAll(async () => {
  await node?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run launch on a fresh local node', () => {
  it('--dry-run prints the plan and the SOL it needs, and sends and writes nothing', async () => {
    const before = await lamportsOf(payer);
    const run = await runLaunch([...args, '--dry-run']);
    outputs.push(run.stdout, run.stderr);
    expect(run.code, run.stderr).toBe(0);
    expect(statuses(run.stdout)).toContain('would create');
    expect(run.stdout).toMatch(/dry run: needs \d+\.\d+ SOL/);
    expect(await lamportsOf(payer)).toBe(before);
    expect(() => statSync(envFile)).toThrow();
  });

  it('a run killed after its first steps, run again, creates everything once', async () => {
    const killed = await runLaunch(args, (line) => line.startsWith('done '));
    outputs.push(killed.stdout, killed.stderr);
    expect(killed.signal).toBe('SIGKILL');
    expect(statuses(killed.stdout)).toEqual(expect.arrayContaining(['created', 'done']));

    const resumed = await runLaunch(args);
    outputs.push(resumed.stdout, resumed.stderr);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(statSync(envFile).mode & 0o777).toBe(0o600);

    const env = await readEnv();
    const mint = address(env.WLO_MINT ?? '');
    const mintAccount = await fetchMint(rpc(), mint, { commitment: 'confirmed' });
    expect(mintAccount.data.decimals).toBe(WLO_DECIMALS);
    expect(mintAccount.data.supply).toBe(GENESIS_TOTAL_BASE_UNITS);
    const plan = genesisPoolBaseUnits();
    for (const pool of POOL_NAMES) {
      const owner = address(env[addressVarOf(pool)] ?? '');
      const account = await fetchToken(rpc(), await associatedTokenAddress(owner, mint), {
        commitment: 'confirmed',
      });
      expect(account.data.amount, pool).toBe(plan[pool]);
      // Exactly the reserve: no top-up landed twice across the kill.
      expect(await lamportsOf(owner), pool).toBe(POOL_LAMPORTS);
    }
    expect(env.WLO_MINT_SECRET_KEY).toBeUndefined();
    expect(env.LAUNCH_PENDING_TRANSACTION).toBeUndefined();
    expect(env.NETWORK).toBe('localnet');
    expect(env.SOLANA_RPC_URL).toBe(node.rpcUrl);
    for (const name of ['VISITOR_COOKIE_SECRET', 'ADMIN_TOKEN'])
      expect(env[name]?.length).toBeGreaterThanOrEqual(32);
    expect(env.METRICS_TOKEN?.length).toBeGreaterThanOrEqual(16);
  });

  it('a second run reports every step skipped and spends nothing', async () => {
    const envBefore = await readFile(envFile, 'utf8');
    const before = await lamportsOf(payer);
    const run = await runLaunch(args);
    outputs.push(run.stdout, run.stderr);
    expect(run.code, run.stderr).toBe(0);
    const seen = statuses(run.stdout);
    expect(seen.length).toBeGreaterThan(POOL_NAMES.length * 2);
    expect(new Set(seen)).toEqual(new Set(['skipped']));
    expect(await lamportsOf(payer)).toBe(before);
    expect(await readFile(envFile, 'utf8')).toBe(envBefore);
  });

  it('refuses a file whose pool key is not its address, naming it, and touches nothing', async () => {
    const env = await readEnv();
    const wrong = path.join(dir, 'wrong.env');
    const other = env.TREASURY_ADDRESS ?? '';
    await writeFile(
      wrong,
      (await readFile(envFile, 'utf8')).replace(
        `STAKING_VAULT_ADDRESS=${env.STAKING_VAULT_ADDRESS}`,
        `STAKING_VAULT_ADDRESS=${other}`,
      ),
      { mode: 0o600 },
    );
    const before = await readFile(wrong, 'utf8');
    const run = await runLaunch([...args.slice(0, -1), wrong]);
    outputs.push(run.stdout, run.stderr);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('STAKING_VAULT_ADDRESS');
    expect(run.stderr).toContain('STAKING_VAULT_SECRET_KEY');
    expect(await readFile(wrong, 'utf8')).toBe(before);
  });

  it('never prints a secret', async () => {
    const env = await readEnv();
    const secrets = Object.entries(env)
      .filter(([name]) => /SECRET|TOKEN/.test(name))
      .map(([, value]) => value);
    expect(secrets.length).toBe(POOL_NAMES.length + 4);
    const printed = outputs.join('\n');
    for (const secret of secrets) expect(printed.includes(secret)).toBe(false);
  });

  it('the game server starts on the env file, uses its mint and pools, and a player stakes', async () => {
    const env = await readEnv();
    const databaseServer = process.env.DATABASE_URL;
    let database: FreshDatabase | undefined;
    if (databaseServer) database = await createFreshDatabase(databaseServer, 'wos_launch');
    const server = await ServerProcess.start(
      {
        ...env,
        DATA_DIR: path.join(dir, 'server'),
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent-web-dist',
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      await freePort(),
    );
    try {
      const ready = await call(server.baseUrl, 'GET', '/ready');
      expect(ready.status).toBe(200);

      const player = await newKey();
      const airdrop = await call(server.baseUrl, 'POST', '/dev/airdrop', {
        walletAddress: player.address,
        sol: 1,
        wlo: 250,
      });
      expect(airdrop.status, JSON.stringify(airdrop.body)).toBe(200);
      const token = await signIn(server.baseUrl, player);
      const prepared = await call(
        server.baseUrl,
        'POST',
        '/staking/v2/stake',
        { walletAddress: player.address, amount: 100, lockPeriod: 7 },
        token,
      );
      expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
      const { transaction, stakeId } = prepared.body as { transaction: string; stakeId: string };
      const processed = await call(
        server.baseUrl,
        'POST',
        '/staking/v2/process-transaction',
        {
          signedTransaction: await signPrepared(player, transaction),
          stakeId,
          walletAddress: player.address,
        },
        token,
      );
      expect(processed.status, JSON.stringify(processed.body)).toBe(200);

      // The stake landed in the launched staking vault, on the launched mint.
      const vault = address(env.STAKING_VAULT_ADDRESS ?? '');
      const mint = address(env.WLO_MINT ?? '');
      const vaultAccount = await fetchToken(rpc(), await associatedTokenAddress(vault, mint), {
        commitment: 'confirmed',
      });
      expect(vaultAccount.data.amount).toBe(100n * 10n ** BigInt(WLO_DECIMALS));
    } finally {
      await server.stop();
      await database?.drop();
    }
  });
});
