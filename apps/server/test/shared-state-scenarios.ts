import type { Leaderboard, MarketStats } from '@wos/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/platform/config.ts';
import type { TestApp } from './app.ts';
import { browse, grantFarmer, listed } from './market.ts';
import { newKey, signedInPlayer } from './players.ts';
import { type AppPair, delivered, openAppPair } from './shared-state-apps.ts';

const DAY_MS = 86_400_000;
const WRITES_PER_WALLET = 3;

/**
 * What two API processes on one database must share, checked through two
 * whole apps: the dev clock, sessions, cached reads, the leaderboard's inputs
 * and (where the store is shared) the write budgets. `sharedRateLimits`: the
 * configuration counts them in PostgreSQL or Redis, not per process.
 */
export function describeTwoProcesses(
  label: string,
  overrides: Partial<AppConfig>,
  options: { sharedRateLimits: boolean },
) {
  describe(label, () => {
    let pair: AppPair;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      const limits = {
        ...(overrides.rateLimits ?? defaultLimits()),
        writesPerWalletPerMinute: WRITES_PER_WALLET,
      };
      pair = await openAppPair({ ...overrides, rateLimits: limits });
      ({ a, b } = pair);
    });
    afterAll(() => pair?.close());

    // First, while no farmer exists: the advance runs the due jobs (A's weekly rewards would pay from A's chain).
    it('a dev clock advance in A moves B’s clock at once', async () => {
      const before = b.services.clock.offset;
      const advanced = await a.app.inject({
        method: 'POST',
        url: '/dev/clock/advance',
        payload: { days: 1 },
      });
      expect(advanced.statusCode).toBe(200);
      await delivered(a, b);
      expect(b.services.clock.offset).toBe(a.services.clock.offset);
      expect(b.services.clock.offset).toBe(before + DAY_MS);
      const pool = (await b.app.inject({ method: 'GET', url: '/farmers/reward-pool' })).json();
      expect(Date.parse(pool.data.serverTime) - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
    });

    it('logout in A refuses the session in B at once, though B had it cached', async () => {
      const player = await signedInPlayer(a.app);
      const session = () => b.app.inject({ method: 'GET', url: '/auth/session', headers: player.auth });
      expect((await session()).statusCode).toBe(200);
      const logout = await a.app.inject({ method: 'POST', url: '/auth/logout', headers: player.auth });
      expect(logout.statusCode).toBe(200);
      await delivered(a, b);
      const refused = await session();
      expect(refused.statusCode).toBe(401);
    });

    it('a listing made in A shows in B’s cached page and stats at once', async () => {
      const seller = await signedInPlayer(a.app);
      const farmerId = await grantFarmer(a, seller.address);
      const page = async () => (await browse(b, '?category=farmers')).listings;
      const stats = async () =>
        (await b.app.inject({ method: 'GET', url: '/marketplace/stats' })).json<{ data: MarketStats }>().data;
      const statsBefore = await stats();
      expect((await page()).map((listing) => listing.assetId)).not.toContain(farmerId);

      const listing = await listed(a, seller, farmerId, 100);
      await delivered(a, b);
      expect((await page()).map((shown) => shown.id)).toContain(listing.id);
      expect((await stats()).itemsListed).toBe(statsBefore.itemsListed + 1);
    });

    it('a farmer granted in A moves B’s power leaderboard at once', async () => {
      const ranking = async () =>
        (await b.app.inject({ method: 'GET', url: '/farmers/power-leaderboard?limit=100' })).json<{
          data: Leaderboard;
        }>().data;
      const owner = await signedInPlayer(a.app);
      expect((await ranking()).wallets.map((w) => w.wallet)).not.toContain(owner.address);
      await grantFarmer(a, owner.address);
      await delivered(a, b);
      expect((await ranking()).wallets.map((w) => w.wallet)).toContain(owner.address);
    });

    it('a history row and a farmer written in A show in B’s cached wallet reads at once', async () => {
      const owner = await signedInPlayer(a.app);
      const reads = async () => ({
        history: (await b.app.inject({ method: 'GET', url: `/wallet/transactions/${owner.address}` })).json<{
          pagination: { total: number };
        }>().pagination.total,
        farmers: (await b.app.inject({ method: 'GET', url: `/assets/all/${owner.address}` })).json<{
          farmers: unknown[];
        }>().farmers.length,
      });
      expect(await reads()).toEqual({ history: 0, farmers: 0 });
      await a.services.wallet.record({
        wallet: owner.address,
        type: 'Stake',
        category: 'staking',
        item: 'Flexible pool (7 days)',
        amount: 0n,
        token: 'WLO',
      });
      await grantFarmer(a, owner.address);
      await delivered(a, b);
      expect(await reads()).toEqual({ history: 1, farmers: 1 });
    });

    it.runIf(options.sharedRateLimits)('A and B draw on one per-wallet write budget', async () => {
      // A wallet that never signed in (sign-in counts too): each call is counted against it, then refused 401.
      const { address } = await newKey();
      const write = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/packs/buy',
          payload: { walletAddress: address, packId: 'hero-basic' },
        });
      const answers = [await write(a), await write(b), await write(a)];
      expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
      const overB = await write(b);
      expect(overB.statusCode).toBe(429);
      expect(overB.json().message).toMatch(/^Too many requests; try again in \d+ s$/);
      expect(Number(overB.headers['retry-after'])).toBeGreaterThan(0);
      expect((await write(a)).statusCode).toBe(429);
    });
  });
}

function defaultLimits(): AppConfig['rateLimits'] {
  return {
    signInPerMinute: 120,
    writesPerIpPerMinute: 3000,
    writesPerWalletPerMinute: WRITES_PER_WALLET,
    devPerMinute: 300,
  };
}
