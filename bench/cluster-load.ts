/**
 * Load on a route of the API however many processes serve it, always from
 * the same two autocannon processes (25 connections each), so the load
 * generator's own capacity is the same for 1 and 2 API processes (one
 * autocannon tops out near bare Fastify's rate on this machine). With two
 * main.ts on two ports, each autocannon takes one port, as a load balancer
 * would spread the connections; behind one port (start:cluster) both use it.
 */
import { type LoadResult, load } from './load.ts';

export const LOAD_GENERATORS = 2;

export async function loadSpread(
  origins: readonly string[],
  route: string,
  seconds: number,
  connections = 50,
): Promise<LoadResult> {
  const each = Math.max(1, Math.round(connections / LOAD_GENERATORS));
  const runs = await Promise.all(
    Array.from({ length: LOAD_GENERATORS }, (_, i) =>
      load(`${origins[i % origins.length] ?? ''}${route}`, seconds, each),
    ),
  );
  const sum = (pick: (r: LoadResult) => number) => runs.reduce((total, r) => total + pick(r), 0);
  // Latency percentiles of the halves are averaged: each half carries the same connections.
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
