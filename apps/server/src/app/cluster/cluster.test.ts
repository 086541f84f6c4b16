import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { get } from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

interface Launched {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

function launch(entry: string, env: Record<string, string>): Launched {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, output: () => log, exited };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 25));
}

const count = (text: string, part: string) => text.split(part).length - 1;

/** GET on a new connection each time, so the cluster hands each to the next worker. */
function getText(port: number, pathname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: pathname, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

describe('npm run start:cluster refuses what cannot be shared between processes', () => {
  const start = (env: Record<string, string>) =>
    launch('apps/server/src/app/cluster/main.ts', {
      DATABASE_URL: '',
      SOLANA_RPC_URL: '',
      WORKERS: '',
      ...env,
    });

  it('without DATABASE_URL and SOLANA_RPC_URL, naming both', async () => {
    const launched = start({});
    expect(await launched.exited).toBe(1);
    expect(launched.output()).toContain('npm run start:cluster cannot start');
    expect(launched.output()).toContain(
      'DATABASE_URL is required: the workers share one PostgreSQL database',
    );
    expect(launched.output()).toContain(
      'SOLANA_RPC_URL is required: the embedded chain lives inside a single process',
    );
  });

  it('without SOLANA_RPC_URL, or with a bad WORKERS', async () => {
    const launched = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', WORKERS: 'two' });
    expect(await launched.exited).toBe(1);
    expect(launched.output()).not.toContain('DATABASE_URL is required');
    expect(launched.output()).toContain('SOLANA_RPC_URL is required');
    expect(launched.output()).toContain('WORKERS must be a whole number');
  });
});

describe('the cluster primary (over stand-in workers)', () => {
  let launched: Launched | undefined;
  afterAll(async () => {
    if (launched && launched.child.exitCode === null) {
      launched.child.kill('SIGKILL');
      await launched.exited;
    }
  });

  it('sums every worker’s metrics, restarts a worker that dies, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    const cluster = launch('apps/server/src/app/cluster/fixtures/primary.ts', {
      WORKERS: '2',
      PORT: String(port),
    });
    launched = cluster;
    await until(() => count(cluster.output(), 'listening') === 2);

    // Ten requests on ten connections: both workers count some; /metrics, whichever answers, counts all.
    const pids = new Set<string>();
    for (let i = 0; i < 10; i++) pids.add(await getText(port, '/fail'));
    expect(pids.size).toBe(2);
    for (let i = 0; i < 2; i++) {
      expect(await getText(port, '/metrics')).toContain('wos_chain_rpc_errors_total{method="getBalance"} 10');
    }

    await getText(port, '/crash');
    await until(() => count(cluster.output(), 'listening') === 3);
    expect(cluster.output()).toContain('worker died; restarting it');
    expect(cluster.output()).toMatch(/"code":3/);

    cluster.child.kill('SIGTERM');
    expect(await cluster.exited).toBe(0);
    expect(count(cluster.output(), 'worker stopped')).toBe(2);
  });
});
