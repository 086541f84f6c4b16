/** A V8 CPU profile in a few lines: self time by function and inclusive time by package or file, as shares of busy (not idle) time. */

export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  samples: number[];
  timeDeltas: number[];
  /** Microseconds on the monotonic clock (process.hrtime's, in any process of the machine). */
  startTime?: number;
  endTime?: number;
}

/** The samples of `profile` taken between two monotonic instants (µs, process.hrtime's clock). */
export function sliceProfile(profile: CpuProfile, fromUs: number, toUs: number): CpuProfile {
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  let at = profile.startTime ?? 0;
  let last = fromUs;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < fromUs || at > toUs) return;
    samples.push(id);
    timeDeltas.push(at - last);
    last = at;
  });
  return { nodes: profile.nodes, samples, timeDeltas, startTime: fromUs, endTime: toUs };
}

/** node_modules/<package>, a source file of this repository, or node's own. */
function owner(url: string): string {
  if (!url) return '(native, gc, idle)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  const own = /\/(apps|packages|bench)\/(.*)$/.exec(url);
  if (own) return `${own[1]}/${own[2]}`;
  if (url.startsWith('node:')) return 'node';
  return url.startsWith('wasm://') ? 'wasm (PGlite)' : url;
}

export function summarizeProfile(profile: CpuProfile, top: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const selfTime = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    // Shares of busy time: waiting for PostgreSQL or a timer is not this process's CPU.
    if (byId.get(id)?.callFrame.functionName === '(idle)') return;
    const delta = profile.timeDeltas[i] ?? 0;
    selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
    total += delta;
  });

  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  for (const [id, time] of selfTime) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const name = `${frame.functionName || '(anonymous)'}  ${owner(frame.url)}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
    // Inclusive: each owner on the stack once.
    const seen = new Set<string>();
    for (let cursor: number | undefined = id; cursor !== undefined; cursor = parentOf.get(cursor)) {
      const url = byId.get(cursor)?.callFrame.url ?? '';
      const key = owner(url);
      if (url && !seen.has(key)) {
        seen.add(key);
        byOwner.set(key, (byOwner.get(key) ?? 0) + time);
      }
    }
  }
  const list = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => `  ${((time / total) * 100).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  return `inclusive, by package or file:\n${list(byOwner)}\nself, by function:\n${list(byFunction)}`;
}
