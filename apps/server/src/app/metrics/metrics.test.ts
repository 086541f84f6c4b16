import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { newKey, signedInPlayer } from '../../../test/players.ts';
import { RpcChain } from '../../chain/rpc-chain.ts';
import { chainRpcErrors } from './chain-rpc-errors.ts';
import { chainRpcRequestCounts, chainRpcRequests } from './chain-rpc-requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one sample, e.g. `wos_payouts{status="pending"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('times requests by route template, never by raw URL, and puts unknown paths under one label', async () => {
    const wallet = (await newKey()).address;
    const balance = 'method="GET",route="/wallet/balance/:address",status_code="200"';
    const count = `http_request_duration_seconds_count{${balance}}`;
    const everyBucket = `http_request_duration_seconds_bucket{le="+Inf",${balance}}`;
    const unmatched = 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}';
    // The registry is the process's: this test counts from here, whatever ran before it.
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: `/wallet/balance/${wallet}` })).statusCode).toBe(200);
    }
    await t.app.inject({ method: 'GET', url: `/no-such-thing/${wallet}` });
    const text = await scrape();
    expect(sample(text, count)).toBe((sample(before, count) ?? 0) + 3);
    expect(sample(text, everyBucket)).toBe((sample(before, everyBucket) ?? 0) + 3);
    expect(sample(text, unmatched)).toBe((sample(before, unmatched) ?? 0) + 1);
    expect(text).not.toContain(wallet);
  });

  it('reads pending payouts from the database at each scrape', async () => {
    expect(sample(await scrape(), 'wos_payouts{status="pending"}')).toBe(0);
    const { db } = t.services.database;
    // A signed-in player, so the conservation check at the end counts the WLO paid to them.
    const wallet = (await signedInPlayer(t.app)).address;
    const accepted = await db.transaction((tx) =>
      t.services.payouts.enqueue(tx, {
        kind: 'metrics_test',
        wallet,
        amount: 1_000_000n,
        sourcePool: 'treasury',
        dedupeKey: 'metrics-test',
      }),
    );
    const pendingText = await scrape();
    expect(sample(pendingText, 'wos_payouts{status="pending"}')).toBe(1);
    expect(sample(pendingText, 'wos_payouts{status="failed"}')).toBe(0);
    expect(await t.services.payouts.dispatch(accepted.id)).toMatchObject({ status: 'confirmed' });
    expect(sample(await scrape(), 'wos_payouts{status="pending"}')).toBe(0);
  });

  it("reports each job's and recurring task's last success", async () => {
    await t.services.scheduler.runDue();
    const text = await scrape();
    const accrual = sample(text, 'wos_job_last_success_timestamp_seconds{job="staking-accrual"}');
    expect(accrual).toBeGreaterThan(0);
    expect(sample(text, 'wos_job_last_success_timestamp_seconds{job="payout-reconciler"}')).toBeGreaterThan(
      0,
    );
  });

  it('counts chain RPC requests and errors by method, and the default process metrics', async () => {
    const series = 'wos_chain_rpc_errors_total{method="getLatestBlockhash"}';
    const requests = 'wos_chain_rpc_requests_total{method="getLatestBlockhash"}';
    const before = await scrape();
    const countsBefore = await chainRpcRequestCounts();
    // A real RPC client of an address where nothing listens, counting as services.ts wires it.
    const deadChain = new RpcChain({
      url: 'http://127.0.0.1:9',
      timeoutMs: 1_000,
      localNode: false,
      onRpcError: (method) => chainRpcErrors.inc({ method }),
      onRpcRequest: (method) => chainRpcRequests.inc({ method }),
    });
    await expect(deadChain.ping()).rejects.toThrow();
    expect(deadChain.requestCounts()).toEqual({ getLatestBlockhash: 1 });
    const text = await scrape();
    expect(sample(text, series)).toBe((sample(before, series) ?? 0) + 1);
    // The request was sent (to no one): it counts, as its failure does.
    expect(sample(text, requests)).toBe((sample(before, requests) ?? 0) + 1);
    expect((await chainRpcRequestCounts()).getLatestBlockhash).toBe(
      (countsBefore.getLatestBlockhash ?? 0) + 1,
    );
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});
