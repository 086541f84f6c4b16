import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POOL_NAMES } from '../../src/chain/pools.ts';
import {
  dashboardExpressions,
  dashboardPanels,
  GAME_METRICS,
  metricNamesIn,
  PROMETHEUS_DIR,
  PROMETHEUS_METRICS,
  readAlertRules,
  readDashboard,
} from './monitoring-files.ts';

const KNOWN_METRICS = new Set<string>([...GAME_METRICS, ...PROMETHEUS_METRICS]);
const OPERATIONS_DOC = readFileSync(new URL('../../../../docs/operations.md', import.meta.url), 'utf8');

describe('metricNamesIn', () => {
  it('finds the selected metrics, not functions, keywords, labels, strings or numbers', () => {
    expect(
      metricNamesIn(
        'time() - max by (job) (wos_job_last_success_timestamp_seconds) > 2 * on (job) group_left () ' +
          'wos_job_period_seconds{job=~"a|b_c"} unless sum(rate(x_total[5m] offset 1h)) > 1e3',
      ),
    ).toEqual(['wos_job_last_success_timestamp_seconds', 'wos_job_period_seconds', 'x_total']);
    expect(
      metricNamesIn('rate(http_request_duration_seconds_count{instance=~"$instance"}[$__rate_interval])'),
    ).toEqual(['http_request_duration_seconds_count']);
  });
});

describe('deploy/prometheus/alerts.yml', () => {
  const rules = readAlertRules();

  it('has the alerts of docs/operations.md', () => {
    expect(rules.map((rule) => rule.name)).toEqual(
      expect.arrayContaining([
        'WosPayoutPendingTooLong',
        'WosPayoutFailed',
        'WosJobLate',
        'WosJobNeverRan',
        'WosAuditDegraded',
        'WosPoolRunwayLow',
        'WosPoolSolLow',
        'WosRpcErrors',
        'WosHttp5xx',
      ]),
    );
    for (const { name } of rules) expect(OPERATIONS_DOC, name).toMatch(new RegExp(`^#+ ${name}$`, 'm'));
  });

  it('gives every alert a for:, a severity and a summary and description that say where to look', () => {
    for (const rule of rules) {
      expect(rule.text, rule.name).toMatch(/^\s+for: \d+m$/m);
      expect(rule.text, rule.name).toMatch(/^\s+severity: (critical|warning)$/m);
      expect(rule.text, rule.name).toMatch(/^\s+summary: /m);
      const description = rule.text.slice(rule.text.indexOf('description:'));
      expect(description, rule.name).toContain('docs/operations.md');
    }
    // Server errors and processes down may take the console down with them.
    const consoleMaybeDown = ['WosHttp5xx', 'WosMetricsDown', 'WosAllApisDown'];
    for (const rule of rules.filter(({ name }) => !consoleMaybeDown.includes(name))) {
      expect(rule.text, rule.name).toContain('/admin');
    }
  });

  it('uses only metrics the game exports (or Prometheus makes)', () => {
    for (const rule of rules) {
      const names = metricNamesIn(rule.expr);
      expect(names.length, rule.name).toBeGreaterThan(0);
      expect(
        names.filter((name) => !KNOWN_METRICS.has(name)),
        rule.name,
      ).toEqual([]);
    }
  });

  it("names only the game's pools", () => {
    for (const rule of rules) {
      for (const [, pools] of rule.expr.matchAll(/pool=~?"([^"]*)"/g)) {
        for (const pool of (pools ?? '').split('|')) expect(POOL_NAMES, rule.name).toContain(pool);
      }
    }
  });

  it('has a firing and a quiet case in alerts.test.yml for every alert', () => {
    const tests = readFileSync(`${PROMETHEUS_DIR}alerts.test.yml`, 'utf8');
    for (const { name } of rules) {
      expect(tests, name).toMatch(new RegExp(`alertname: ${name}\\n\\s+exp_alerts:\\n\\s+- exp_labels:`));
      expect(tests, name).toMatch(new RegExp(`alertname: ${name}\\n\\s+exp_alerts: \\[\\]`));
    }
  });
});

describe('deploy/grafana/warlords.json', () => {
  const dashboard = readDashboard();
  const panels = dashboardPanels(dashboard);

  it('is a dashboard with a Prometheus data source variable', () => {
    expect(dashboard).toMatchObject({ uid: 'warlords-of-solana', title: 'Warlords of Solana' });
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }),
    );
  });

  it('has the rows Economy, Payouts, Jobs, Chain, HTTP and Audit', () => {
    const rows = panels.filter((panel) => panel.type === 'row').map((panel) => panel.title);
    expect(rows).toEqual(expect.arrayContaining(['Economy', 'Payouts', 'Jobs', 'Chain', 'HTTP', 'Audit']));
  });

  it('gives every panel a core type, a unique id, a place on the 24-column grid and queries on the data source variable', () => {
    const ids = panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of panels) {
      expect(['row', 'timeseries', 'stat', 'bargauge', 'table'], panel.title).toContain(panel.type);
      const grid = panel.gridPos;
      expect(grid, panel.title).toBeDefined();
      if (grid) expect(grid.x + grid.w, panel.title).toBeLessThanOrEqual(24);
      if (panel.type === 'row') continue;
      expect(panel.datasource?.uid, panel.title).toBe(`\${datasource}`);
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) expect(target.expr, panel.title).toBeTruthy();
    }
  });

  it('lays panels out without overlapping', () => {
    const cells = new Set<string>();
    for (const { gridPos, title } of panels) {
      if (!gridPos) continue;
      for (let x = gridPos.x; x < gridPos.x + gridPos.w; x++) {
        for (let y = gridPos.y; y < gridPos.y + gridPos.h; y++) {
          expect(cells.has(`${x},${y}`), `${title} at ${x},${y}`).toBe(false);
          cells.add(`${x},${y}`);
        }
      }
    }
  });

  it('uses only metrics the game exports (or Prometheus makes), and shows every game metric', () => {
    const used = new Set(dashboardExpressions(dashboard).flatMap(metricNamesIn));
    expect([...used].filter((name) => !KNOWN_METRICS.has(name))).toEqual([]);
    const shown = GAME_METRICS.filter((name) => name !== 'http_request_duration_seconds_sum');
    expect(shown.filter((name) => !used.has(name))).toEqual([]);
  });
});
