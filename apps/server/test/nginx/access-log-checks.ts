import type { AccessLine } from './nginx-process.ts';
import { isIdempotent } from './site-client.ts';

export interface AccessFigures {
  lines: number;
  /** Requests nginx sent to a second process after the first failed, by method. */
  triedTwice: Map<string, number>;
  /** Requests nginx answered 502 itself (the process it sent them to died with them), by the process. */
  badGateway: Map<string, number>;
}

const lastUpstream = (line: AccessLine) => line.upstream.split(',').at(-1)?.trim();

/**
 * What nginx's access log says of the burst: every player's own address
 * reached nginx, and the only requests nginx could not complete were POSTs
 * that are not idempotent, sent to a process that was stopped with them
 * (a /ready that no process could answer 200 is the right answer).
 */
export function checkAccessLog(
  lines: readonly AccessLine[],
  expect: { playerAddresses: readonly string[]; stopped: readonly string[] },
): { problems: string[]; figures: AccessFigures } {
  const problems: string[] = [];
  const seen = new Set(lines.map((line) => line.remote));
  const unseen = expect.playerAddresses.filter((address) => !seen.has(address));
  if (unseen.length > 0) problems.push(`nginx never saw players from ${unseen.slice(0, 5).join(', ')}`);

  const triedTwice = new Map<string, number>();
  const badGateway = new Map<string, number>();
  for (const line of lines) {
    if (line.upstream.includes(',')) triedTwice.set(line.method, (triedTwice.get(line.method) ?? 0) + 1);
    if (line.status !== 502 || line.uri === '/ready') continue;
    const path = line.uri.split('?')[0] ?? line.uri;
    const upstream = lastUpstream(line) ?? '?';
    badGateway.set(upstream, (badGateway.get(upstream) ?? 0) + 1);
    if (line.method !== 'POST' || isIdempotent('POST', path))
      problems.push(`nginx answered 502 to ${line.method} ${path} (upstream ${line.upstream})`);
    else if (!expect.stopped.includes(upstream))
      problems.push(`nginx answered 502 to POST ${path} sent to ${line.upstream}, a process nobody stopped`);
  }
  return { problems, figures: { lines: lines.length, triedTwice, badGateway } };
}

/** Answers `address` gave in `lines` (to check a restarted process serves again). */
export function answersBy(lines: readonly AccessLine[], address: string): number {
  return lines.filter((line) => lastUpstream(line) === address && line.status !== 502).length;
}
