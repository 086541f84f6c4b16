import { execFile, spawnSync } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardExpressions,
  PROMETHEUS_DIR,
  readAlertRules,
  readDashboard,
  withoutGrafanaVariables,
} from './monitoring-files.ts';

const run = promisify(execFile);

/** Debian's prometheus package brings promtool; .ci/run installs it, a laptop may not have it. */
const hasPromtool = !spawnSync('promtool', ['--version']).error;
const title = hasPromtool
  ? 'promtool on deploy/prometheus'
  : 'promtool on deploy/prometheus: SKIPPED, promtool is not on PATH (apt-get install prometheus)';

const promtool = (...args: string[]) => run('promtool', args, { cwd: PROMETHEUS_DIR });

describe.skipIf(!hasPromtool)(title, () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'wos-promtool-'));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('checks the alert rules', async () => {
    const { stdout } = await promtool('check', 'rules', 'alerts.yml');
    expect(stdout).toContain(`SUCCESS: ${readAlertRules().length} rules found`);
  });

  it('passes the rules unit tests (every alert firing and not firing)', async () => {
    const { stdout } = await promtool('test', 'rules', 'alerts.test.yml');
    expect(stdout).toContain('SUCCESS');
  });

  it('accepts the example configuration, with the metrics token in its file', async () => {
    for (const file of ['prometheus.yml', 'alerts.yml']) {
      await copyFile(join(PROMETHEUS_DIR, file), join(scratch, file));
    }
    await writeFile(join(scratch, 'warlords-metrics-token'), 'a-metrics-token-of-32-characters\n', {
      mode: 0o600,
    });
    const { stdout } = await run('promtool', ['check', 'config', join(scratch, 'prometheus.yml')]);
    expect(stdout).toContain('is valid prometheus config file syntax');
  });

  it("parses every query of the Grafana dashboard as PromQL (as recording rules' expressions)", async () => {
    const expressions = dashboardExpressions(readDashboard());
    expect(expressions.length).toBeGreaterThan(20);
    const rules = expressions
      .map(
        (expr, index) =>
          `      - record: dashboard:query_${index}\n        expr: ${JSON.stringify(withoutGrafanaVariables(expr))}\n`,
      )
      .join('');
    const file = join(scratch, 'dashboard-queries.yml');
    await writeFile(file, `groups:\n  - name: dashboard\n    rules:\n${rules}`);
    const { stdout } = await run('promtool', ['check', 'rules', file]);
    expect(stdout).toContain(`SUCCESS: ${expressions.length} rules found`);
  });
});
