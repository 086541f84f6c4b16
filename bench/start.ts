/**
 * The embedded default's start: the real server as `npm start` runs it (the
 * prebuilt bundle, PGlite in DATA_DIR, the LiteSVM chain), without the web
 * build step, on a fresh temporary DATA_DIR and again warm on the same one:
 * the time until /health and the page answer and the resident memory then,
 * and after a burst of stakes on the warm server.
 * `npx tsx bench/start.ts [--cold]` runs it alone (`--cold` adds a first
 * start on a machine with no PGlite template yet).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UNLIMITED_RATE_LIMITS } from '../apps/server/test/crash/server-process.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import { ensureServerBundle } from '../scripts/server-bundle.mjs';
import { stakeAcross, stakers } from './cluster-stakers.ts';

const root = path.resolve(import.meta.dirname, '..');
const TICKS_PER_SECOND = 100;
/** Resident memory is read this long after ready: the first job pass (reconcilers, audit) runs meanwhile. */
const SETTLE_MS = 2_000;
const READY_TIMEOUT_MS = 180_000;

export const START_TARGETS = { freshReadyMs: 5_000, warmReadyMs: 3_000, rssMb: 350 } as const;

export interface StartRun {
  /** Spawn to the first 200 of both /health and the page (/). */
  readyMs: number;
  /** CPU the server (and its finished children, e.g. a template build) had used by then. */
  cpuMsAtReady: number;
  /** Resident memory SETTLE_MS after ready, and the peak until then. */
  rssMb: number;
  peakRssMb: number;
}

export interface StartReport {
  freshReadyMs: number;
  warmReadyMs: number;
  freshRssMb: number;
  warmRssMb: number;
  /** Resident memory of the warm server after the stakes burst. */
  rssAfterStakesMb?: number;
  fresh: StartRun;
  warm: StartRun;
  /** A first start with no PGlite template yet (it builds one), when asked for. */
  cold?: StartRun;
  /** The stakes burst: wallets × stakes each, all concurrent. */
  stakes?: { wallets: number; stakesEach: number; ms: number };
  /** The server bundle was (re)built before the runs, not counted in them. */
  bundleBuilt: boolean;
  /** Whether the page was built (apps/web/dist) or the server's placeholder answered. */
  pageBuilt: boolean;
}

export interface StartOptions {
  /** Also measure a start with an empty template cache (slow: PGlite's initdb). */
  cold?: boolean;
  /** The stakes burst after the warm start; absent: 50 wallets × 10 stakes. */
  stakes?: { wallets: number; stakesEach: number } | false;
}

/** The server's process and its process group (it and its children), killed together. */
export class ServerUnderTest {
  readonly exited: Promise<void>;
  private constructor(readonly child: ChildProcess & { pid: number }) {
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  static spawn(
    entry: string,
    env: Record<string, string>,
    nodeArgs: readonly string[] = [],
  ): ServerUnderTest {
    const child = spawn(process.execPath, [...nodeArgs, entry], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
      // Its own process group, so a kill reaches whatever it started.
      detached: true,
    });
    if (child.pid === undefined) throw new Error('the server did not start');
    const server = new ServerUnderTest(child as ChildProcess & { pid: number });
    live.add(server);
    return server;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  signalGroup(signal: NodeJS.Signals): void {
    try {
      process.kill(-this.child.pid, signal);
    } catch {
      // already gone
    }
  }

  /** SIGTERM (a clean stop, as Ctrl-C), then SIGKILL to the group if it lingers. */
  async stop(): Promise<void> {
    if (this.running) {
      this.signalGroup('SIGTERM');
      const timer = setTimeout(() => this.signalGroup('SIGKILL'), 30_000);
      await this.exited;
      clearTimeout(timer);
    }
    // Anything it started and left behind.
    this.signalGroup('SIGKILL');
    live.delete(this);
  }
}

const live = new Set<ServerUnderTest>();
// Never leave a server behind, whatever ends this process.
process.once('exit', () => {
  for (const server of live) server.signalGroup('SIGKILL');
});

function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** utime + stime + cutime + cstime: the process and the children it has waited for. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts the server on `dataDir` and measures it; leaves it running for the caller. */
export async function startAndMeasure(
  entry: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<{ server: ServerUnderTest; run: StartRun; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = ServerUnderTest.spawn(entry, { ...env, PORT: String(port) }, nodeArgs);
  while (!((await answers(`${baseUrl}/health`)) && (await answers(`${baseUrl}/`)))) {
    if (!server.running) throw new Error('the server exited before it was ready');
    if (performance.now() - started > READY_TIMEOUT_MS) {
      await server.stop();
      throw new Error(`the server was not ready within ${READY_TIMEOUT_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - started;
  const cpuMsAtReady = cpuMs(server.child.pid);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const run = {
    readyMs,
    cpuMsAtReady,
    rssMb: procStatus(server.child.pid, 'VmRSS'),
    peakRssMb: procStatus(server.child.pid, 'VmHWM'),
  };
  return { server, run, baseUrl };
}

async function startOnce(entry: string, env: Record<string, string>): Promise<StartRun> {
  const { server, run } = await startAndMeasure(entry, env);
  await server.stop();
  return run;
}

export async function benchStart(options: StartOptions = {}): Promise<StartReport> {
  const { entry, built } = await ensureServerBundle();
  const burst = options.stakes ?? { wallets: 50, stakesEach: 10 };
  const dirs: string[] = [];
  const tempDir = async (name: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), `wos-bench-start-${name}-`));
    dirs.push(dir);
    return dir;
  };
  try {
    let cold: StartRun | undefined;
    if (options.cold) {
      cold = await startOnce(entry, {
        DATA_DIR: await tempDir('cold'),
        PGLITE_TEMPLATE_DIR: await tempDir('templates'),
      });
    }
    // A first fresh start on this machine builds the template: that start is the cold one, not the fresh one.
    await startOnce(entry, { DATA_DIR: await tempDir('prime') });
    const dataDir = await tempDir('data');
    const fresh = await startOnce(entry, { DATA_DIR: dataDir });
    const {
      server,
      run: warm,
      baseUrl,
    } = await startAndMeasure(entry, {
      DATA_DIR: dataDir,
      ...UNLIMITED_RATE_LIMITS,
    });
    let rssAfterStakesMb: number | undefined;
    let stakes: StartReport['stakes'];
    try {
      if (burst) {
        const players = await stakers([baseUrl], burst.wallets, burst.stakesEach);
        const stake = stakeAcross([baseUrl]);
        const began = performance.now();
        await Promise.all(
          players.map(async (player) => {
            for (let i = 0; i < burst.stakesEach; i += 1) await stake(player);
          }),
        );
        stakes = { ...burst, ms: performance.now() - began };
        rssAfterStakesMb = procStatus(server.child.pid, 'VmRSS');
      }
    } finally {
      await server.stop();
    }
    return {
      freshReadyMs: fresh.readyMs,
      warmReadyMs: warm.readyMs,
      freshRssMb: fresh.rssMb,
      warmRssMb: warm.rssMb,
      ...(rssAfterStakesMb === undefined ? {} : { rssAfterStakesMb }),
      fresh,
      warm,
      ...(cold ? { cold } : {}),
      ...(stakes ? { stakes } : {}),
      bundleBuilt: built,
      pageBuilt: existsSync(path.join(root, 'apps/web/dist/index.html')),
    };
  } finally {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (value: number) => `${value.toFixed(0)} MB`;
const verdict = (met: boolean) => (met ? 'met' : 'not met');

function runLine(label: string, run: StartRun, readyTargetMs?: number): string {
  const ready = readyTargetMs
    ? `ready ${seconds(run.readyMs)} (target < ${seconds(readyTargetMs)}: ${verdict(run.readyMs < readyTargetMs)})`
    : `ready ${seconds(run.readyMs)}`;
  const rss = readyTargetMs
    ? `${mb(run.rssMb)} resident (target < ${mb(START_TARGETS.rssMb)}: ${verdict(run.rssMb < START_TARGETS.rssMb)})`
    : `${mb(run.rssMb)} resident`;
  return `  ${label.padEnd(6)} ${ready}, ${rss}; ${(run.cpuMsAtReady / 1000).toFixed(2)} s CPU to ready, peak ${mb(run.peakRssMb)}`;
}

export function formatStart(report: StartReport): string {
  const lines = [
    `  npm start's server (bundle${report.bundleBuilt ? ', rebuilt first' : ''}), embedded: PGlite in a temporary DATA_DIR, LiteSVM; ${report.pageBuilt ? 'the built page' : 'no page build: the placeholder page'}; resident memory ${SETTLE_MS / 1000} s after ready`,
    runLine('fresh', report.fresh, START_TARGETS.freshReadyMs),
    runLine('warm', report.warm, START_TARGETS.warmReadyMs),
  ];
  if (report.cold)
    lines.push(
      runLine('cold', report.cold),
      '         (cold: no PGlite template yet; it is built once per migration set)',
    );
  if (report.stakes && report.rssAfterStakesMb !== undefined) {
    lines.push(
      `  after ${report.stakes.wallets} wallets × ${report.stakes.stakesEach} stakes (${seconds(report.stakes.ms)}): ${mb(report.rssAfterStakesMb)} resident (target < ${mb(START_TARGETS.rssMb)}: ${verdict(report.rssAfterStakesMb < START_TARGETS.rssMb)})`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  console.log(formatStart(await benchStart({ cold: process.argv.includes('--cold') })));
}
