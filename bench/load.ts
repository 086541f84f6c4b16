/**
 * One autocannon run against a URL, from a child process so the load
 * generator does not share this process's event loop or CPU account: the CPU
 * this process spends during the run is the server's.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Server CPU (user + system) per answered request, in ms. */
  cpuMsPerRequest: number;
  non2xx: number;
  errors: number;
}

/** The mean of several runs of the same URL (bare Fastify's, as a phase's yardstick). */
export function meanLoad(runs: readonly LoadResult[]): LoadResult {
  const mean = (pick: (r: LoadResult) => number) => runs.reduce((s, r) => s + pick(r), 0) / runs.length;
  return {
    requestsPerSecond: mean((r) => r.requestsPerSecond),
    p50Ms: mean((r) => r.p50Ms),
    p99Ms: mean((r) => r.p99Ms),
    cpuMsPerRequest: mean((r) => r.cpuMsPerRequest),
    non2xx: 0,
    errors: 0,
  };
}

/**
 * Each URL loaded between two runs of the yardstick (bare, a, bare, b, bare,
 * …): the machine's speed drifts within a run, so each is compared with the
 * mean of the yardstick runs just before and after it.
 */
export async function loadBeside(
  yardstickUrl: string,
  urls: readonly string[],
  seconds: number,
  options: LoadOptions = {},
): Promise<Array<{ url: string; result: LoadResult; yardstick: LoadResult }>> {
  const { connections, headers } = options;
  let before = await load(yardstickUrl, seconds, connections, headers);
  const measured = [];
  for (const url of urls) {
    const result = await load(url, seconds, connections, headers);
    const after = await load(yardstickUrl, seconds, connections, headers);
    measured.push({ url, result, yardstick: meanLoad([before, after]) });
    before = after;
  }
  return measured;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** How a run asks: its connections (1: one request at a time) and the headers of every request. */
export interface LoadOptions {
  connections?: number | undefined;
  headers?: Record<string, string> | undefined;
}

export async function load(
  url: string,
  seconds: number,
  connections = 50,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const cpuBefore = process.cpuUsage();
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [autocannonCli, '--json', '-c', String(connections), '-d', String(seconds), ...headerArgs, url],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
  const cpu = process.cpuUsage(cpuBefore);
  const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as AutocannonJson;
  const answered = Math.max(1, result.requests.total);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / answered,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
