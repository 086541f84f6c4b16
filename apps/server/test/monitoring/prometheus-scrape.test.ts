import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../app.ts';
import { freePort } from '../free-port.ts';
import { PROMETHEUS_DIR, readAlertRules } from './monitoring-files.ts';

/**
 * Debian's prometheus scrapes a running app with deploy/prometheus/prometheus.yml
 * as shipped (only its targets and intervals changed): the token read from
 * its file, the game's own job label kept, every rule of alerts.yml evaluated.
 */
const hasPrometheus = !spawnSync('prometheus', ['--version']).error;
const title = hasPrometheus
  ? 'Prometheus with deploy/prometheus/prometheus.yml'
  : 'Prometheus with deploy/prometheus/prometheus.yml: SKIPPED, prometheus is not on PATH (apt-get install prometheus)';

const TOKEN = 'scrape-token-for-the-prometheus-test';

interface VectorSample {
  metric: Record<string, string>;
  value: [number, string];
}
interface RuleState {
  name: string;
  health: string;
  lastError?: string;
}

describe.skipIf(!hasPrometheus)(title, () => {
  let t: TestApp;
  let scratch: string;
  let prometheus: ChildProcess;
  let api: string;

  async function get<T>(path: string): Promise<T> {
    const response = await fetch(`${api}${path}`);
    const body = (await response.json()) as { status: string; data: T };
    expect(body.status).toBe('success');
    return body.data;
  }
  const query = (promql: string) =>
    get<{ result: VectorSample[] }>(`/api/v1/query?query=${encodeURIComponent(promql)}`).then(
      (data) => data.result,
    );

  /** Polls Prometheus until `ready` holds of what `read` returns (a scrape or an evaluation has happened). */
  async function waitFor<T>(read: () => Promise<T>, ready: (value: T) => boolean): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        const value = await read();
        if (ready(value) || attempt >= 120) return value;
      } catch (error) {
        if (attempt >= 120) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  beforeAll(async () => {
    t = await startTestApp({ metricsToken: TOKEN });
    // Every job once, so the job gauges have series to label.
    await t.services.scheduler.runDue();
    const appAddress = await t.app.listen({ host: '127.0.0.1', port: 0 });

    scratch = await mkdtemp(join(tmpdir(), 'wos-prometheus-'));
    await copyFile(join(PROMETHEUS_DIR, 'alerts.yml'), join(scratch, 'alerts.yml'));
    await writeFile(join(scratch, 'warlords-metrics-token'), `${TOKEN}\n`, { mode: 0o600 });
    const shipped = await readFile(join(PROMETHEUS_DIR, 'prometheus.yml'), 'utf8');
    const config = shipped
      .replace(/- targets:\n(?:\s+- \S+\n)+/, `- targets:\n          - ${new URL(appAddress).host}\n`)
      .replaceAll(/(scrape|evaluation)_interval: \d+s/g, '$1_interval: 1s');
    expect(config).toContain(new URL(appAddress).host);
    await writeFile(join(scratch, 'prometheus.yml'), config);

    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      'prometheus',
      [
        `--config.file=${join(scratch, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(scratch, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: 'ignore' },
    );
  });

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      prometheus.kill('SIGTERM');
      await once(prometheus, 'exit');
    }
    await t?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('scrapes the app with the token from its file', async () => {
    const up = await waitFor(
      () => query('up{job="warlords"}'),
      (result) => result.length > 0,
    );
    expect(up.map((sample) => sample.value[1])).toEqual(['1']);
  });

  it("keeps the game's job label on the job gauges (honor_labels), and job=warlords on the others", async () => {
    const jobs = await waitFor(
      () => query('wos_job_last_success_timestamp_seconds'),
      (result) => result.length > 0,
    );
    const names = jobs.map((sample) => sample.metric.job);
    expect(names).toContain('staking-accrual');
    expect(names).not.toContain('warlords');
    expect(jobs.every((sample) => sample.metric.exported_job === undefined)).toBe(true);
    const payouts = await query('wos_payouts');
    expect(payouts.map((sample) => sample.metric.job)).toContain('warlords');
  });

  it('evaluates every rule of alerts.yml without an error', async () => {
    const expected = readAlertRules().map((rule) => rule.name);
    const rules = await waitFor(
      async () => {
        const { groups } = await get<{ groups: { rules: (RuleState & { lastEvaluation: string })[] }[] }>(
          '/api/v1/rules',
        );
        return groups.flatMap((group) => group.rules);
      },
      (found) =>
        found.length === expected.length && found.every((rule) => !rule.lastEvaluation.startsWith('0001')),
    );
    expect(
      rules.map(({ name, health, lastError }) => ({ name, health, lastError: lastError ?? '' })),
    ).toEqual(expected.map((name) => ({ name, health: 'ok', lastError: '' })));
  });
});
