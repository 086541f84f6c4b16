import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { assertConservation } from '../../test/conservation.ts';
import { newKey } from '../../test/players.ts';
import { loadConfig } from '../platform/config.ts';
import { buildApp } from './app.ts';
import { openServices } from './services.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'wos-restart-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function start() {
  // Embedded defaults exactly as `npm start` runs them, in a directory of our own.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
  });
  const services = await openServices({ config, log: pino({ level: 'silent' }) });
  const app = await buildApp({ config, services });
  return { app, services, config };
}

describe('embedded mode', () => {
  it('keeps the chain, the keys and the database across a restart', async () => {
    const key = await newKey();
    const first = await start();
    const mint = first.services.accounts.wloMint;
    await first.app.inject({
      method: 'POST',
      url: '/dev/airdrop',
      payload: { walletAddress: key.address, sol: 1, wlo: 777 },
    });
    await first.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days: 2 } });
    const advancedTo = first.services.clock.nowMs();
    await first.app.close();
    await first.services.close();

    const second = await start();
    try {
      expect(second.services.accounts.wloMint).toBe(mint);
      const balance = await second.app.inject({ method: 'GET', url: `/wallet/balance/${key.address}` });
      expect(balance.json()).toEqual({ sol: 1, wlo: 777 });
      const history = await second.app.inject({ method: 'GET', url: `/wallet/transactions/${key.address}` });
      expect(history.json().pagination.total).toBe(2);
      expect(second.services.clock.nowMs()).toBeGreaterThanOrEqual(advancedTo);
      await assertConservation(second.services);
    } finally {
      await second.app.close();
      await second.services.close();
    }
  });
});
