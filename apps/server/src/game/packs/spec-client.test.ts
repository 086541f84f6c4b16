import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSpecClient } from '../../../../../scripts/spec-client/flow.ts';
import { startTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let serverUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  serverUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe("a client built from the specifications' payloads alone, over HTTP", () => {
  it('buys a SOL farmer pack, a WLO hero pack and a discounted pack after the wheel, opens and verifies each, and buys a listing', async () => {
    const steps: string[] = [];
    const report = await runSpecClient(serverUrl, (line) => steps.push(line));

    expect(report.solFarmerPack).toMatchObject({ price: 0.1, token: 'SOL' });
    expect(report.wloHeroPack).toMatchObject({ price: 500, token: 'WLO' });
    expect([50, 35, 25, 15]).toContain(report.discountedPack.discountPercent);
    expect(report.discountedPack.token).toBe('WLO');
    expect(report.marketplaceBuy.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(steps.filter((line) => line.includes('proof verified'))).toHaveLength(3);

    // The server agrees: the three packs are opened, and their proofs name the owner's draws.
    for (const pack of [report.solFarmerPack, report.wloHeroPack, report.discountedPack]) {
      const proof = await t.app.inject({ method: 'GET', url: `/packs/${pack.id}/proof` });
      expect(proof.json()).toMatchObject({ packId: pack.id, opened: true });
    }
  });
});
