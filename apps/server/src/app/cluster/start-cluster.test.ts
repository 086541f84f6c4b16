import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port.ts';
import { createFreshDatabase, type FreshDatabase } from '../../../test/fresh-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const databaseServer = process.env.DATABASE_URL;
const rpcUrl = process.env.SOLANA_RPC_URL;

const METRICS_TOKEN = 'cluster-scrape-token-0123456789';

/** GET on a new connection each time, so the cluster hands each to the next worker. */
function getOnce(
  port: number,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: pathname, agent: false, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

interface LogLine {
  pid?: number;
  msg?: string;
  req?: { url?: string };
  code?: number | null;
}

// The launcher as operators run it needs PostgreSQL and a Solana RPC: this
// runs when both are set (CI's run on PostgreSQL and the local node).
describe.skipIf(!databaseServer || !rpcUrl)('npm run start:cluster on PostgreSQL and the local node', () => {
  let database: FreshDatabase | undefined;
  let dataDir: string | undefined;
  let primary: ChildProcess | undefined;
  afterAll(async () => {
    if (primary && primary.exitCode === null) {
      primary.kill('SIGKILL');
      await once(primary, 'exit');
    }
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('serves one port from two workers, sums their metrics, restarts a killed one and stops all on SIGTERM', async () => {
    database = await createFreshDatabase(databaseServer as string, 'wos_start_cluster');
    dataDir = await mkdtemp(path.join(tmpdir(), 'wos-start-cluster-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/app/cluster/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        SOLANA_RPC_URL: rpcUrl,
        NETWORK: 'localnet',
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: '/nonexistent-web-dist',
        METRICS_TOKEN,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary = child;
    const exited = once(child, 'exit').then(([code]) => code as number | null);
    const lines: LogLine[] = [];
    let text = '';
    let partial = '';
    const keep = (chunk: Buffer) => {
      text += chunk.toString();
      partial += chunk.toString();
      const complete = partial.split('\n');
      partial = complete.pop() ?? '';
      for (const line of complete) {
        try {
          lines.push(JSON.parse(line) as LogLine);
        } catch {
          // not a log line
        }
      }
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const listening = () => lines.filter((line) => line.msg?.startsWith('Warlords of Solana listening'));

    await until(() => {
      if (child.exitCode !== null) throw new Error(`start:cluster exited:\n${text}`);
      return listening().length === 2;
    });
    expect((await getOnce(port, '/ready')).status).toBe(200);

    for (let i = 0; i < 10; i++) expect((await getOnce(port, '/staking/v2/pools')).status).toBe(200);
    const servedBy = new Set(
      lines
        .filter((line) => line.msg === 'incoming request' && line.req?.url === '/staking/v2/pools')
        .map((line) => line.pid),
    );
    expect(servedBy.size).toBe(2);
    // The token applies to the cluster's summed metrics too, whichever worker answers.
    for (let i = 0; i < 2; i++) expect((await getOnce(port, '/metrics')).status).toBe(401);
    const metrics = await getOnce(port, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(metrics.status).toBe(200);
    expect(metrics.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/staking/v2/pools",status_code="200"} 10',
    );

    const victim = listening()[0]?.pid as number;
    process.kill(victim, 'SIGKILL');
    await until(() => listening().length === 3);
    expect(lines.some((line) => line.msg === 'worker died; restarting it')).toBe(true);
    expect((await getOnce(port, '/ready')).status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(lines.filter((line) => line.msg === 'worker stopped' && line.code === 0)).toHaveLength(2);
  });
});
