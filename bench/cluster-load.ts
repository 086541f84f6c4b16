/**
 * Load on a route of the API however many processes serve it: one
 * autocannon on one port, or (two main.ts on two ports) one autocannon per
 * port at once, the connections shared between them, as a load balancer
 * would spread them.
 */
import { type LoadResult, load } from './load.ts';

export async function loadSpread(
  origins: readonly string[],
  route: string,
  seconds: number,
  connections = 50,
): Promise<LoadResult> {
  const each = Math.max(1, Math.round(connections / origins.length));
  const runs = await Promise.all(origins.map((origin) => load(`${origin}${route}`, seconds, each)));
  const sum = (pick: (r: LoadResult) => number) => runs.reduce((total, r) => total + pick(r), 0);
  // Latency percentiles of the two halves are averaged: each half carries the same connections.
  return {
    requestsPerSecond: sum((r) => r.requestsPerSecond),
    p50Ms: sum((r) => r.p50Ms) / runs.length,
    p99Ms: sum((r) => r.p99Ms) / runs.length,
    cpuMsPerRequest: 0,
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
  };
}

/** The mean of runs of the same route (failures summed, not averaged away). */
export function meanRuns(runs: readonly LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => runs.reduce((total, r) => total + pick(r), 0);
  const mean = (pick: (r: LoadResult) => number) => sum(pick) / Math.max(1, runs.length);
  return {
    requestsPerSecond: mean((r) => r.requestsPerSecond),
    p50Ms: mean((r) => r.p50Ms),
    p99Ms: mean((r) => r.p99Ms),
    cpuMsPerRequest: mean((r) => r.cpuMsPerRequest),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
  };
}
