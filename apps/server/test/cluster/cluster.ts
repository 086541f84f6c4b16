/**
 * A whole production-shaped deployment on this machine: a fresh PostgreSQL
 * database, the local Solana node (`npm run localnet`) and N API processes on
 * them. The cluster test (`npm run cluster-test`) and the API-process bench
 * (`npm run bench`) both start it through here.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FaultProxy, type SpawnedLocalnet, spawnLocalnet, startFaultProxy } from '@wos/localnet';
import { pino } from 'pino';
import { openServices, type Services } from '../../src/app/services.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { freePort, ServerProcess, UNLIMITED_RATE_LIMITS } from '../crash/server-process.ts';
import { type ClusterDatabase, createClusterDatabase } from './cluster-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * `separate`: one `main.ts` per port, the client spreads its calls (what a
 * load balancer does); `start-cluster`: `npm run start:cluster` with WORKERS
 * processes behind one port.
 */
export type ClusterLayout = 'separate' | 'start-cluster';

export interface ClusterOptions {
  apiProcesses: number;
  layout?: ClusterLayout;
  /** Added to every API process's environment. */
  env?: Record<string, string>;
  /** The PostgreSQL server to make the fresh database on (default CLUSTER_TEST_DATABASE_URL or the local one). */
  databaseServer?: string;
  /** The API processes reach the node through a proxy in this process that counts their requests (`rpc`). */
  countRpc?: boolean;
}

/** The script `npm run start:cluster` runs, when the root package.json has that script. */
export function startClusterEntry(): string | undefined {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return manifest.scripts?.['start:cluster']?.match(/\S+\.ts\b/)?.[0];
}

/** The environment of every API process: production code path, on the local node, limits out of the way. */
function apiEnv(database: ClusterDatabase, rpcUrl: string, dataDir: string): Record<string, string> {
  return {
    DATABASE_URL: database.url,
    NETWORK: 'localnet',
    SOLANA_RPC_URL: rpcUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...UNLIMITED_RATE_LIMITS,
  };
}

/**
 * Behind start:cluster one worker answering /ready says nothing of the
 * others (the primary hands connections only to workers already listening):
 * wait until /ready, each time on a new connection, has answered 200 for
 * this long without a break. The workers are forked together.
 */
async function steadyReady(baseUrl: string, steadyMs = 3_000, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let since = Date.now();
  while (Date.now() - since < steadyMs) {
    if (Date.now() > deadline) throw new Error(`${baseUrl}/ready not steadily 200 within ${timeoutMs} ms`);
    const response = await fetch(`${baseUrl}/ready`, { headers: { connection: 'close' } }).catch(() => null);
    await response?.arrayBuffer();
    if (response?.status !== 200) since = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export class Cluster {
  private constructor(
    readonly layout: ClusterLayout,
    readonly database: ClusterDatabase,
    readonly node: SpawnedLocalnet,
    /** The API processes' shared DATA_DIR (the game's keys on the node). */
    readonly dataDir: string,
    private readonly nodeDir: string,
    readonly env: Record<string, string>,
    private readonly ports: number[],
    private readonly processes: Array<ServerProcess | undefined>,
    private readonly entry: string | undefined,
    /** The counting proxy in front of the node (`countRpc`). */
    readonly rpc: FaultProxy | undefined,
  ) {}

  static async start(options: ClusterOptions): Promise<Cluster> {
    const layout = options.layout ?? 'separate';
    const entry = layout === 'start-cluster' ? startClusterEntry() : undefined;
    if (layout === 'start-cluster' && !entry) throw new Error('package.json has no start:cluster script');
    const nodeDir = await mkdtemp(path.join(tmpdir(), 'wos-localnet-'));
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wos-cluster-'));
    const database = await createClusterDatabase(options.databaseServer);
    let node: SpawnedLocalnet | undefined;
    let rpc: FaultProxy | undefined;
    try {
      node = await spawnLocalnet({ dataDir: nodeDir });
      rpc = options.countRpc
        ? await startFaultProxy({ target: node.rpcUrl, wsTarget: node.wsUrl })
        : undefined;
      const env = {
        ...apiEnv(database, rpc?.url ?? node.rpcUrl, dataDir),
        ...(layout === 'start-cluster' ? { WORKERS: String(options.apiProcesses) } : {}),
        ...options.env,
      };
      const count = layout === 'start-cluster' ? 1 : options.apiProcesses;
      const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
      const cluster = new Cluster(layout, database, node, dataDir, nodeDir, env, ports, [], entry, rpc);
      // Together, as an operator's processes start: migrations and the node's accounts happen once.
      const started = await Promise.allSettled(ports.map((_, index) => cluster.restart(index)));
      const failed = started.find((outcome) => outcome.status === 'rejected');
      if (failed) {
        await cluster.close();
        throw failed.reason;
      }
      return cluster;
    } catch (error) {
      await rpc?.close();
      await node?.stop('SIGKILL');
      await database.drop().catch(() => undefined);
      await rm(nodeDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
  }

  /** One base URL per API process (separate), or the one port of start:cluster. */
  get urls(): string[] {
    return this.ports.map((port) => `http://127.0.0.1:${port}`);
  }

  process(index: number): ServerProcess | undefined {
    return this.processes[index];
  }

  /** The API processes' ids (under start:cluster, the primary's: its workers are its children). */
  apiPids(): number[] {
    return this.processes.flatMap((server) => (server?.pid === undefined ? [] : [server.pid]));
  }

  /** kill -9 of one API process. */
  async kill(index: number): Promise<void> {
    await this.processes[index]?.kill();
  }

  /** Starts (again) the API process of this slot on its own port; resolves when it is ready. */
  async restart(index: number): Promise<ServerProcess> {
    const port = this.ports[index];
    if (port === undefined) throw new Error(`no API process ${index}`);
    await this.processes[index]?.kill();
    const server = await ServerProcess.start(this.env, port, this.entry ? { entry: this.entry } : {});
    this.processes[index] = server;
    if (this.layout === 'start-cluster') await steadyReady(server.baseUrl);
    return server;
  }

  /** Stops every API process cleanly (SIGTERM), leaving the database and the node up. */
  async stopApi(): Promise<void> {
    await Promise.all(this.processes.map((server) => server?.stop()));
  }

  /**
   * The game's services in this process on the same database and node, as
   * an API process opens them (to settle and verify once the API is stopped).
   */
  async openServices(): Promise<Services> {
    const config = loadConfig({ ...this.env, LOG_LEVEL: 'silent' });
    return openServices({ config, log: pino({ level: 'silent' }) });
  }

  /** Stops everything and removes the database and the temporary directories. */
  async close(): Promise<void> {
    await this.stopApi();
    await this.rpc?.close();
    await this.node.stop();
    await this.database.drop();
    await rm(this.nodeDir, { recursive: true, force: true });
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
