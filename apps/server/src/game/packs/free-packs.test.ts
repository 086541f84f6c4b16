import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { fundedPlayer, post, prepare } from '../../../test/packs.ts';
import { signedInPlayer } from '../../../test/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function inventory(owner: string) {
  return (await t.app.inject({ method: 'GET', url: `/packs/inventory/${owner}?assetType=hero` })).json()
    .packs;
}

describe('free packs', () => {
  it('grants a free pack at once, once per free type per wallet per UTC day; the next day works again', async () => {
    const player = await fundedPlayer(t, {});
    const first = await prepare(t, player, 'hero-basic', { assetType: 'hero' });
    expect(first).toMatchObject({ freeItem: true, transaction: null });
    expect(first.packDetails).toMatchObject({ packId: 'hero-basic', price: 0, purchaseId: null });
    expect(first.packDetails.pack?.commitment).toMatch(/^[0-9a-f]{64}$/);

    const again = await post(t, '/packs/prepare-transaction', player, {
      walletAddress: player.address,
      packId: 'hero-basic',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain("already claimed today's free Basic Hero Pack");
    const viaBuy = await post(t, '/packs/buy', player, {
      walletAddress: player.address,
      packId: 'hero-basic',
    });
    expect(viaBuy.statusCode).toBe(400);

    // Another free type is its own claim.
    const legendary = await post(t, '/packs/buy', player, {
      walletAddress: player.address,
      packId: 'hero-legendary',
      assetType: 'hero',
    });
    expect(legendary.statusCode).toBe(200);
    expect((await inventory(player.address)).map((p: { packId: string }) => p.packId)).toEqual([
      'hero-basic',
      'hero-legendary',
    ]);

    const advanced = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days: 1 } });
    expect(advanced.statusCode).toBe(200);
    // Sessions last 24 h on the same clock: sign in again.
    const nextDay = await signedInPlayer(t.app, player.signer);
    const tomorrow = await post(t, '/packs/buy', nextDay, {
      walletAddress: player.address,
      packId: 'hero-basic',
    });
    expect(tomorrow.statusCode).toBe(200);
    expect(await inventory(player.address)).toHaveLength(3);

    const history = (
      await t.app.inject({ method: 'GET', url: `/wallet/transactions/${player.address}` })
    ).json();
    expect(history.transactions.filter((tx: { type: string }) => tx.type === 'Purchase')).toHaveLength(3);
  });

  it('grants one pack to parallel claims', async () => {
    const player = await fundedPlayer(t, {});
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(t, '/packs/buy', player, { walletAddress: player.address, packId: 'hero-legendary' }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await inventory(player.address)).toHaveLength(1);
  });

  it('refuses /packs/buy for a paid pack and an unknown pack', async () => {
    const player = await fundedPlayer(t, { sol: 1 });
    const paid = await post(t, '/packs/buy', player, {
      walletAddress: player.address,
      packId: 'farmer-basic',
    });
    expect(paid.statusCode).toBe(400);
    const unknown = await post(t, '/packs/buy', player, {
      walletAddress: player.address,
      packId: 'hero-mythic',
    });
    expect(unknown.statusCode).toBe(400);
    const mismatched = await post(t, '/packs/buy', player, {
      walletAddress: player.address,
      packId: 'hero-basic',
      assetType: 'farmer',
    });
    expect(mismatched.statusCode).toBe(400);
    expect(await inventory(player.address)).toEqual([]);
  });
});

describe('the pack store', () => {
  it('lists the pack types with their prices and chances, by asset type', async () => {
    const farmer = (
      await t.app.inject({ method: 'GET', url: '/packs/types?assetType=farmer&network=localnet' })
    ).json();
    expect(
      farmer.data.packTypes.map((p: { id: string; price: number; priceToken: string; wloPrice: number }) => [
        p.id,
        p.price,
        p.priceToken,
        p.wloPrice,
      ]),
    ).toEqual([
      ['farmer-basic', 0.1, 'SOL', 100],
      ['farmer-premium', 0.4, 'SOL', 300],
      ['farmer-legendary', 1, 'SOL', 800],
    ]);
    const hero = (await t.app.inject({ method: 'GET', url: '/packs/types?assetType=hero' })).json();
    expect(
      hero.data.packTypes.map((p: { id: string; cost: number; free: boolean }) => [p.id, p.cost, p.free]),
    ).toEqual([
      ['hero-basic', 0, true],
      ['hero-premium', 500, false],
      ['hero-legendary', 0, true],
    ]);
    expect(hero.data.packTypes[2].rarityChances).toEqual({
      common: 0,
      rare: 0.3,
      epic: 0.55,
      legendary: 0.15,
    });
    const all = (await t.app.inject({ method: 'GET', url: '/packs/types' })).json();
    expect(all.data.packTypes).toHaveLength(6);
  });
});
