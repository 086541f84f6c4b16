import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** deploy/ at the repository's root. */
export const DEPLOY_DIR = fileURLToPath(new URL('../../../../deploy/', import.meta.url));
export const PROMETHEUS_DIR = `${DEPLOY_DIR}prometheus/`;
export const ALERTS_FILE = `${PROMETHEUS_DIR}alerts.yml`;
export const DASHBOARD_FILE = `${DEPLOY_DIR}grafana/warlords.json`;

/**
 * The metrics the rules and the dashboard may use: the contract of issue 30
 * (the gauges the console's server side exports) and those exported before it.
 * monitoring-metrics.test.ts checks a started app exports every one.
 */
export const GAME_METRICS = [
  'wos_pool_sol',
  'wos_pool_wlo',
  'wos_pool_runway_days',
  'wos_treasury_buyback_budget_wlo',
  'wos_treasury_buyback_used_wlo',
  'wos_escrow_held_wlo',
  'wos_escrow_owed_wlo',
  'wos_payout_oldest_pending_age_seconds',
  'wos_job_period_seconds',
  'wos_audit_degraded',
  'wos_payouts',
  'wos_job_last_success_timestamp_seconds',
  'wos_chain_rpc_errors_total',
  'wos_chain_rpc_requests_total',
  'http_request_duration_seconds_bucket',
  'http_request_duration_seconds_count',
  'http_request_duration_seconds_sum',
] as const;

/** Series Prometheus makes itself: a target's scrape health and the alerts' state. */
export const PROMETHEUS_METRICS = ['up', 'ALERTS'] as const;

export interface AlertRule {
  name: string;
  /** The rule's lines as written, from `- alert:` to the next rule. */
  text: string;
  expr: string;
}

/**
 * The alerting rules of alerts.yml, read as the file is written (no YAML
 * library is a dependency): each `- alert:` block, its `expr:` either on one
 * line or as a block scalar (`>-`, `|`) of the lines indented under it.
 */
export function readAlertRules(text = readFileSync(ALERTS_FILE, 'utf8')): AlertRule[] {
  const blocks = text.split(/^\s*- alert: /m).slice(1);
  return blocks.map((block) => {
    const lines = block.split('\n');
    const name = (lines[0] ?? '').trim();
    const at = lines.findIndex((line) => /^\s*expr:/.test(line));
    const exprLine = lines[at] ?? '';
    const inline = exprLine.replace(/^\s*expr:\s*/, '');
    let expr = inline;
    if (/^[>|]-?$/.test(inline)) {
      const indent = exprLine.search(/\S/);
      const body: string[] = [];
      for (const line of lines.slice(at + 1)) {
        if (line.trim() !== '' && line.search(/\S/) <= indent) break;
        body.push(line.trim());
      }
      expr = body.join(' ').trim();
    }
    return { name, text: `- alert: ${block}`, expr };
  });
}

interface DashboardPanel {
  id?: number;
  type?: string;
  title?: string;
  gridPos?: { h: number; w: number; x: number; y: number };
  datasource?: { type?: string; uid?: string };
  targets?: { expr?: string; refId?: string; datasource?: { uid?: string } }[];
  panels?: DashboardPanel[];
}

export interface Dashboard {
  title: string;
  uid: string;
  schemaVersion: number;
  panels: DashboardPanel[];
  templating: { list: { name: string; type: string; query?: unknown }[] };
  annotations: { list: { expr?: string }[] };
}

export function readDashboard(): Dashboard {
  return JSON.parse(readFileSync(DASHBOARD_FILE, 'utf8')) as Dashboard;
}

/** Every panel, rows' nested ones included. */
export function dashboardPanels(dashboard: Dashboard): DashboardPanel[] {
  return dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
}

/** Every PromQL query of the dashboard: panels' targets and annotations. */
export function dashboardExpressions(dashboard: Dashboard): string[] {
  const fromPanels = dashboardPanels(dashboard).flatMap((panel) =>
    (panel.targets ?? []).flatMap((target) => (target.expr ? [target.expr] : [])),
  );
  const fromAnnotations = dashboard.annotations.list.flatMap((annotation) =>
    annotation.expr ? [annotation.expr] : [],
  );
  return [...fromPanels, ...fromAnnotations];
}

/** A dashboard query as plain PromQL: Grafana's variables replaced by what they stand for. */
export function withoutGrafanaVariables(expr: string): string {
  return expr.replaceAll('$__rate_interval', '5m').replace(/\$\{?\w+\}?/g, '.*');
}

const PROMQL_WORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'inf',
  'nan',
]);

/**
 * The metric names a PromQL expression selects: identifiers left once
 * strings, label matchers, ranges and grouping label lists are taken out,
 * that are neither a function call nor a keyword.
 */
export function metricNamesIn(expr: string): string[] {
  const bare = withoutGrafanaVariables(expr)
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = [...bare.matchAll(/(?<![\w.:])[a-zA-Z_:][\w:]*(?![\w:]|\s*\()/g)].map((match) => match[0]);
  return [...new Set(names.filter((name) => !PROMQL_WORDS.has(name.toLowerCase())))];
}
