import type { AccessLine } from './nginx-process.ts';
import { isIdempotent } from './site-client.ts';

export interface AccessFigures {
  lines: number;
  /** Requests nginx sent to a second process after the first failed, by method. */
  triedTwice: Map<string, number>;
  /** Requests nginx answered 502 itself (the process it sent them to died with them). */
  badGateway: number;
  /** Answers the restarted process gave after its restart. */
  restartedAnswers: number;
}

/**
 * What nginx's access log says of the burst: every player's own address
 * reached nginx; the only requests nginx could not complete were POSTs that
 * are not idempotent, sent to the process that was killed; the restarted
 * process took requests again.
 */
export function checkAccessLog(
  lines: readonly AccessLine[],
  afterRestart: readonly AccessLine[],
  expect: { playerAddresses: readonly string[]; victim: string },
): { problems: string[]; figures: AccessFigures } {
  const problems: string[] = [];
  const seen = new Set(lines.map((line) => line.remote));
  const unseen = expect.playerAddresses.filter((address) => !seen.has(address));
  if (unseen.length > 0) problems.push(`nginx never saw players from ${unseen.slice(0, 5).join(', ')}`);

  const triedTwice = new Map<string, number>();
  let badGateway = 0;
  for (const line of lines) {
    if (line.upstream.includes(',')) triedTwice.set(line.method, (triedTwice.get(line.method) ?? 0) + 1);
    if (line.status !== 502) continue;
    badGateway += 1;
    const path = line.uri.split('?')[0] ?? line.uri;
    const last = line.upstream.split(',').at(-1)?.trim();
    if (isIdempotent(line.method === 'GET' ? 'GET' : 'POST', path) || line.method !== 'POST')
      problems.push(`nginx answered 502 to an idempotent ${line.method} ${path} (upstream ${line.upstream})`);
    else if (last !== expect.victim)
      problems.push(
        `nginx answered 502 to ${line.method} ${path} sent to ${line.upstream}, not the killed process`,
      );
  }
  const restartedAnswers = afterRestart.filter(
    (line) => line.upstream.split(',').at(-1)?.trim() === expect.victim && line.status !== 502,
  ).length;
  if (restartedAnswers === 0)
    problems.push(`the restarted process (${expect.victim}) answered nothing after its restart`);
  return { problems, figures: { lines: lines.length, triedTwice, badGateway, restartedAnswers } };
}
