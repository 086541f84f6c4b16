import { once } from 'node:events';
import path from 'node:path';
import { newSecretSeed } from '@wos/svm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBundle } from '../../../../../scripts/server-bundle.mjs';
import { type GameOnNode, gameOnNode } from '../../../test/doctor/game-on-node.ts';
import { DOCTOR_ARGS, runNode, startNode, writeEnvFile } from '../../../test/doctor/processes.ts';
import { freePort } from '../../../test/free-port.ts';
import { createFreshDatabase, type FreshDatabase } from '../../../test/fresh-database.ts';
import { POOL_KEY_VARS } from '../../platform/config.ts';
import type { CheckResult } from './check.ts';
import { runDoctor } from './run.ts';

let game: GameOnNode;
let database: FreshDatabase | undefined;

beforeAll(async () => {
  game = await gameOnNode();
  // On CI's PostgreSQL run the doctor also reads a real database; else the embedded one stays closed.
  if (process.env.DATABASE_URL) database = await createFreshDatabase(process.env.DATABASE_URL, 'wos_doctor');
});
afterAll(async () => {
  await database?.drop();
  await game?.close();
});

const envOf = (overrides: Record<string, string> = {}) => ({
  ...game.env,
  ...(database ? { DATABASE_URL: database.url } : {}),
  ...overrides,
});
const failures = (results: CheckResult[]) => results.filter((result) => result.status === 'fail');
const lineOf = (results: CheckResult[], name: string) => results.find((result) => result.name === name);

describe('npm run doctor on a fresh local node', () => {
  it('passes on a good configuration: node, mint, every pool key, balance and token account', async () => {
    const results = await runDoctor(envOf());
    expect(failures(results)).toEqual([]);
    expect(lineOf(results, 'rpc')?.status).toBe('ok');
    expect(lineOf(results, 'mint')?.detail).toContain(`WLO_MINT ${game.env.WLO_MINT}: 6 decimals`);
    for (const [pool, signer] of Object.entries(game.pools)) {
      const line = lineOf(results, `pool ${pool}`);
      expect(line).toMatchObject({ status: 'ok' });
      expect(line?.detail).toContain(`${signer.address}: 10 SOL`);
      expect(line?.detail).toContain('key matches');
    }
    expect(lineOf(results, 'database')?.status).toBe('ok');
  });

  it('fails a pool key that is not the key of its address, naming the variable', async () => {
    const results = await runDoctor(envOf({ STAKING_VAULT_ADDRESS: game.pools.treasury.address }));
    expect(failures(results)).toEqual([
      expect.objectContaining({
        name: 'pool stakingVault',
        detail: expect.stringContaining(
          `STAKING_VAULT_SECRET_KEY is not the key of STAKING_VAULT_ADDRESS ${game.pools.treasury.address}`,
        ),
      }),
    ]);
  });

  it('fails a pool key without a WLO token account on the node', async () => {
    // A valid key the node has never seen, and no DEVELOPER_ADDRESS to compare it with.
    const results = await runDoctor(envOf({ DEVELOPER_SECRET_KEY: newSecretSeed(), DEVELOPER_ADDRESS: '' }));
    const line = lineOf(results, 'pool developer');
    expect(line).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('has no WLO token account'),
    });
    expect(failures(results)).toHaveLength(1);
  });

  it('fails an RPC URL of another cluster than NETWORK says (genesis hash)', async () => {
    const results = await runDoctor(envOf({ NETWORK: 'devnet', ALLOW_EMBEDDED_DATABASE: 'true' }));
    expect(lineOf(results, 'rpc')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('is not devnet: its genesis hash is'),
    });
  });

  it('exits non-zero from the command line, and npm start refuses naming the check; no secret printed', async () => {
    const file = await writeEnvFile(
      path.join(game.dir, 'wrong-key.env'),
      envOf({ STAKING_VAULT_ADDRESS: game.pools.treasury.address, PORT: String(await freePort()) }),
    );
    const doctor = await runNode(DOCTOR_ARGS(file));
    expect(doctor.code).toBe(1);
    expect(doctor.output).toMatch(
      /^fail {2}pool stakingVault: STAKING_VAULT_SECRET_KEY is not the key of STAKING_VAULT_ADDRESS /m,
    );
    expect(doctor.output).toMatch(/^doctor: \d+ ok, \d+ warn, 1 fail$/m);

    const server = await runNode([(await ensureServerBundle()).entry, '--env', file]);
    expect(server.code).toBe(1);
    expect(server.output).toContain('Refusing to start');
    expect(server.output).toContain(
      'the pool stakingVault check failed: STAKING_VAULT_SECRET_KEY is not the key',
    );
    expect(server.output).not.toContain('Warlords of Solana listening');
    for (const output of [doctor.output, server.output]) {
      for (const variable of [...Object.values(POOL_KEY_VARS), 'ADMIN_TOKEN', 'METRICS_TOKEN']) {
        expect(output).not.toContain(game.env[variable]);
      }
    }
    // The first start after a source change builds the server bundle (esbuild) first.
  }, 180_000);

  it('npm start with a good env file passes its checks and serves /ready', async () => {
    const port = await freePort();
    const file = await writeEnvFile(path.join(game.dir, 'good.env'), envOf({ PORT: String(port) }));
    expect((await runNode(DOCTOR_ARGS(file))).code).toBe(0);
    const server = startNode([(await ensureServerBundle()).entry, '--env', file]);
    try {
      let status = 0;
      while (status !== 200 && server.child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        status = await fetch(`http://127.0.0.1:${port}/ready`).then(
          (response) => response.status,
          () => 0,
        );
      }
      expect(status, server.output.join('')).toBe(200);
    } finally {
      if (server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await once(server.child, 'exit');
      }
    }
    // A fresh PGlite start on a busy machine takes tens of seconds.
  }, 180_000);
});
