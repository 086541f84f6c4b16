import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POOL_NAMES } from '../../src/chain/pools.ts';
import { startTestApp, type TestApp } from '../app.ts';
import { GAME_METRICS } from './monitoring-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The names a Prometheus text exposition declares: a histogram's three series, others as typed. */
function exportedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    if (!name) continue;
    if (type === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
    else names.add(name);
  }
  return names;
}

describe('the metrics deploy/ alerts on and charts', () => {
  it('are all exported on /metrics by a running app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    const exported = exportedNames(response.body);
    expect(exported.size).toBeGreaterThan(10);
    expect(GAME_METRICS.filter((name) => !exported.has(name))).toEqual([]);
  });

  it("label the pools with the game's pool names, as the rules and the dashboard match them", async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/metrics' });
    const poolsOf = (metric: string) =>
      [...body.matchAll(new RegExp(`^${metric}\\{[^}]*pool="(\\w+)"`, 'gm'))].map((match) => match[1]).sort();
    expect(poolsOf('wos_pool_sol')).toEqual([...POOL_NAMES].sort());
    expect(poolsOf('wos_pool_wlo')).toEqual([...POOL_NAMES].sort());
    expect(poolsOf('wos_pool_runway_days')).toEqual(['farmingPool', 'stakingRewards']);
  });
});
