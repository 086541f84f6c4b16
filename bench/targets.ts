/**
 * Issue 20's targets as `npm run bench` checks them: every section records its figure next
 * to the target, and the run ends with the whole list and which are met. A target the run
 * could not measure (no DATABASE_URL, no build) is listed as "not measured", never as met.
 * Benchmarks report; they never fail a build on a timing.
 */

export type Verdict = 'met' | 'not met' | 'not measured';

export interface TargetLine {
  /** What is measured and where, e.g. "stake p99, 50 concurrent, pglite, 1,000 players". */
  name: string;
  /** The figure this run measured, formatted with its unit. */
  figure: string;
  /** The target, e.g. "< 100 ms". */
  target: string;
  verdict: Verdict;
}

const lines: TargetLine[] = [];

/** A figure that must stay at or below `limit`. */
export function atMost(name: string, value: number, limit: number, unit: string, digits = 1) {
  record(name, `${value.toFixed(digits)} ${unit}`, `≤ ${limit} ${unit}`, value <= limit);
}

/** A figure that must stay below `limit`. */
export function below(name: string, value: number, limit: number, unit: string, digits = 1) {
  record(name, `${value.toFixed(digits)} ${unit}`, `< ${limit} ${unit}`, value < limit);
}

/** A share of bare Fastify's req/s (0..1) that must reach `share`. */
export function shareOfBare(name: string, value: number, share: number) {
  record(name, `${(value * 100).toFixed(1)} % of bare`, `≥ ${share * 100} %`, value >= share);
}

/** Any other yes/no target, with its figure already formatted. */
export function record(name: string, figure: string, target: string, met: boolean) {
  lines.push({ name, figure, target, verdict: met ? 'met' : 'not met' });
}

/** A target this run did not measure, and why. */
export function notMeasured(name: string, target: string, why: string) {
  lines.push({ name, figure: why, target, verdict: 'not measured' });
}

export function recordedTargets(): readonly TargetLine[] {
  return lines;
}

export function formatTargets(targets: readonly TargetLine[] = lines): string {
  const width = Math.max(...targets.map((t) => t.name.length), 10);
  const figureWidth = Math.max(...targets.map((t) => t.figure.length), 6);
  const rows = targets.map(
    (t) =>
      `  ${t.verdict.padEnd(12)} ${t.name.padEnd(width)}  ${t.figure.padStart(figureWidth)}  (target ${t.target})`,
  );
  const count = (verdict: Verdict) => targets.filter((t) => t.verdict === verdict).length;
  rows.push(
    `  ${count('met')} met, ${count('not met')} not met, ${count('not measured')} not measured, of ${targets.length}`,
  );
  return rows.join('\n');
}
