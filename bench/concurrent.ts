/**
 * The timing loop of the production-path stake bench (api-processes.ts): each player
 * does the flow once, one at a time, to warm up; then every player repeats it
 * concurrently while each flow's latency and this process's CPU are measured.
 */

export interface ConcurrentTiming {
  /** Flows timed (players × per player). */
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  perSecond: number;
  /** This process's CPU per flow: the server's, plus the client's fetch and signing. */
  cpuMsPerFlow: number;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function timeConcurrent<P>(
  players: readonly P[],
  perPlayer: number,
  once: (player: P) => Promise<void>,
): Promise<ConcurrentTiming> {
  // One flow each, one at a time, before timing: JIT and first-call work are not the steady state.
  for (const player of players) await once(player);

  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    players.map(async (player) => {
      for (let i = 0; i < perPlayer; i += 1) {
        const begin = performance.now();
        await once(player);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? 0,
    perSecond: latencies.length / (elapsed / 1000),
    cpuMsPerFlow: (cpu.user + cpu.system) / 1000 / latencies.length,
  };
}
