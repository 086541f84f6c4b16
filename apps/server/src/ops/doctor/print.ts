import type { CheckResult } from './check.ts';

/** One line per result: status, name, detail, and the fix of a warn or a fail. */
export function formatResult(result: CheckResult): string {
  const fix = result.status !== 'ok' && result.fix ? ` (fix: ${result.fix})` : '';
  return `${result.status.padEnd(4)}  ${result.name}: ${result.detail}${fix}`;
}

/** The closing line: how many of each. */
export function formatSummary(results: readonly CheckResult[]): string {
  const count = (status: CheckResult['status']) =>
    results.filter((result) => result.status === status).length;
  return `doctor: ${count('ok')} ok, ${count('warn')} warn, ${count('fail')} fail`;
}

export function hasFailure(results: readonly CheckResult[]): boolean {
  return results.some((result) => result.status === 'fail');
}
