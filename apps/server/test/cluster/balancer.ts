import { type ApiAnswer, call } from '../crash/api.ts';

/** What the API processes answered over a run, as a load balancer in front of them would count it. */
export interface CallCounts {
  ok: number;
  /** Answers other than 200 (4xx refusals, 5xx), by status and error code. */
  refused: Map<string, number>;
  /** Calls whose process dropped or refused the connection and that a survivor then answered. */
  retriedOnSurvivor: number;
  /** Calls no process answered (or dev calls, which are not retried). */
  unanswered: number;
  /** Answers (of any status) each process gave, by its index. */
  byProcess: number[];
}

/**
 * Sends each call to the process the caller names and, when that process
 * does not answer (killed: the connection is refused or reset), to the next
 * one, as a load balancer retries on a healthy backend. Dev routes (airdrop,
 * clock) are not idempotent and are not retried.
 */
export class Balancer {
  readonly counts: CallCounts = {
    ok: 0,
    refused: new Map(),
    retriedOnSurvivor: 0,
    unanswered: 0,
    byProcess: [],
  };

  constructor(private readonly urls: () => readonly string[]) {}

  async call(
    preferred: number,
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    token?: string,
  ): Promise<ApiAnswer> {
    const urls = this.urls();
    const attempts = path.startsWith('/dev/') ? 1 : urls.length;
    for (let attempt = 0; attempt < attempts; attempt++) {
      const index = (preferred + attempt) % urls.length;
      const url = urls[index];
      if (url === undefined) break;
      const answer = await call(url, method, path, body, token);
      if (answer.status === 0) continue;
      this.counts.byProcess[index] = (this.counts.byProcess[index] ?? 0) + 1;
      if (attempt > 0) this.counts.retriedOnSurvivor += 1;
      if (answer.status === 200) this.counts.ok += 1;
      else {
        const key = `${answer.status} ${String(answer.body.error ?? '?')}`;
        this.counts.refused.set(key, (this.counts.refused.get(key) ?? 0) + 1);
      }
      return answer;
    }
    this.counts.unanswered += 1;
    return { status: 0, body: {} };
  }
}

export function formatCounts(counts: CallCounts): string {
  const refused = [...counts.refused]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
  const refusedTotal = [...counts.refused.values()].reduce((sum, count) => sum + count, 0);
  return `${counts.ok} answered 200, ${refusedTotal} refused (${refused || 'none'}), ${counts.retriedOnSurvivor} retried on the survivor, ${counts.unanswered} unanswered`;
}
