import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INCINERATOR } from '../chain/programs.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { signPrepared } from '../test/players.ts';
import { buyPack, fundedPlayer, lamportsOf, post, prepare, processPurchase, wloOf } from './test-packs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const WLO = 1_000_000n;

/** The five destinations of a pack purchase, in split order. */
function destinations() {
  const { pools } = t.services.accounts;
  return {
    farming: pools.farmingPool.address,
    staking: pools.stakingRewards.address,
    developer: pools.developer.address,
    burn: INCINERATOR,
    treasury: pools.treasury.address,
  };
}

async function balancesOf(read: (owner: string) => Promise<bigint>) {
  const entries = await Promise.all(
    Object.entries(destinations()).map(async ([name, owner]) => [name, await read(owner)] as const),
  );
  return Object.fromEntries(entries) as Record<keyof ReturnType<typeof destinations>, bigint>;
}

type Balances = Awaited<ReturnType<typeof balancesOf>>;

function delta(after: Balances, before: Balances): Balances {
  return {
    farming: after.farming - before.farming,
    staking: after.staking - before.staking,
    developer: after.developer - before.developer,
    burn: after.burn - before.burn,
    treasury: after.treasury - before.treasury,
  };
}

describe('a farmer pack paid in SOL', () => {
  it('splits 0.4 SOL inside the purchase transaction to the five wallets, to the lamport', async () => {
    const player = await fundedPlayer(t, { sol: 1 });
    const before = await balancesOf((owner) => lamportsOf(t, owner));
    const playerBefore = await lamportsOf(t, player.address);

    const { prepared, processed } = await buyPack(t, player, 'farmer-premium');
    expect(prepared.freeItem).toBe(false);
    expect(prepared.packDetails).toMatchObject({ packId: 'farmer-premium', price: 0.4, token: 'SOL' });

    const moved = delta(await balancesOf((owner) => lamportsOf(t, owner)), before);
    expect(moved).toEqual({
      farming: 120_000_000n,
      staking: 120_000_000n,
      developer: 100_000_000n,
      burn: 40_000_000n,
      treasury: 20_000_000n,
    });
    const paid = playerBefore - (await lamportsOf(t, player.address));
    // The price, and the network fee of one signature.
    expect(paid - 400_000_000n).toBeGreaterThan(0n);
    expect(paid - 400_000_000n).toBeLessThanOrEqual(10_000n);

    expect(processed.pack.packId).toBe('farmer-premium');
    expect(processed.pack.commitment).toMatch(/^[0-9a-f]{64}$/);
    const { packs } = (
      await t.app.inject({ method: 'GET', url: `/packs/inventory/${player.address}?assetType=farmer` })
    ).json();
    expect(packs).toEqual([
      expect.objectContaining({
        id: processed.pack.id,
        packId: 'farmer-premium',
        commitment: processed.pack.commitment,
      }),
    ]);

    const history = (
      await t.app.inject({ method: 'GET', url: `/wallet/transactions/${player.address}` })
    ).json();
    expect(history.transactions[0]).toMatchObject({
      type: 'Purchase',
      item: 'Premium Farmer Pack',
      amount: -0.4,
      token: 'SOL',
      signature: processed.transactionSignature,
    });
  });
});

describe('a farmer pack paid in WLO', () => {
  it('pays 800 WLO when the SOL balance does not cover 1 SOL: four transfers and a real burn', async () => {
    const player = await fundedPlayer(t, { sol: 0.5, wlo: 1000 });
    const before = await balancesOf((owner) => wloOf(t, owner));
    const supplyBefore = await t.services.chain.getTokenSupply(t.services.accounts.wloMint);

    const { prepared, processed } = await buyPack(t, player, 'farmer-legendary');
    expect(prepared.packDetails).toMatchObject({ price: 800, token: 'WLO' });

    expect(await wloOf(t, player.address)).toBe(200n * WLO);
    const moved = delta(await balancesOf((owner) => wloOf(t, owner)), before);
    expect(moved).toEqual({
      farming: 240n * WLO,
      staking: 240n * WLO,
      developer: 200n * WLO,
      // The burn share is destroyed, not sent anywhere.
      burn: 0n,
      treasury: 40n * WLO,
    });
    expect(await t.services.chain.getTokenSupply(t.services.accounts.wloMint)).toBe(supplyBefore - 80n * WLO);

    const { data } = (
      await t.app.inject({ method: 'GET', url: '/fee-distribution/history?limit=50' })
    ).json();
    const split = data.distributions.find(
      (d: { signature: string }) => d.signature === processed.transactionSignature,
    );
    expect(split).toMatchObject({
      source: 'pack-purchase',
      token: 'WLO',
      totalAmount: 800,
      wallet: player.address,
    });
    expect(split.shares.map((s: { name: string; amount: number }) => [s.name, s.amount])).toEqual([
      ['farming', 240],
      ['staking', 240],
      ['developer', 200],
      ['burn', 80],
      ['treasury', 40],
    ]);
  });

  it('pays in WLO when the player asks to, even with SOL enough', async () => {
    const player = await fundedPlayer(t, { sol: 2, wlo: 150 });
    const { prepared } = await buyPack(t, player, 'farmer-basic', { paymentToken: 'WLO' });
    expect(prepared.packDetails).toMatchObject({ price: 100, token: 'WLO' });
    expect(await wloOf(t, player.address)).toBe(50n * WLO);
  });

  it('sells the premium hero pack for 500 WLO', async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 500 });
    const { prepared, processed } = await buyPack(t, player, 'hero-premium');
    expect(prepared.packDetails).toMatchObject({ price: 500, token: 'WLO', assetType: 'hero' });
    expect(await wloOf(t, player.address)).toBe(0n);
    const { packs } = (
      await t.app.inject({
        method: 'GET',
        url: `/packs/inventory/${player.address}?assetType=hero&network=localnet`,
      })
    ).json();
    expect(packs.map((p: { id: string }) => p.id)).toEqual([processed.pack.id]);
  });
});

describe('not enough funds', () => {
  it("answers with spec 001 §5's exact messages", async () => {
    const player = await fundedPlayer(t, { sol: 0.05, wlo: 50.5 });
    const wloFirst = await post(t, '/packs/prepare-transaction', player, {
      walletAddress: player.address,
      packId: 'farmer-basic',
      assetType: 'farmer',
    });
    expect(wloFirst.statusCode).toBe(400);
    expect(wloFirst.json().message).toBe(
      'Not enough WLO to buy this pack. You need 100 WLO but only have 50.5 WLO.',
    );
    const solAsked = await post(t, '/packs/prepare-transaction', player, {
      walletAddress: player.address,
      packId: 'farmer-basic',
      paymentToken: 'SOL',
    });
    expect(solAsked.statusCode).toBe(400);
    expect(solAsked.json().message).toBe(
      'Not enough SOL to buy this pack. You need 0.1 SOL but only have 0.05 SOL.',
    );
    const hero = await post(t, '/packs/prepare-transaction', player, {
      walletAddress: player.address,
      packId: 'hero-premium',
    });
    expect(hero.json().message).toBe(
      'Not enough WLO to buy this pack. You need 500 WLO but only have 50.5 WLO.',
    );
  });
});

describe('the two-phase protocol', () => {
  it('answers a repeated process with the first result and moves nothing more', async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 300 });
    const prepared = await prepare(t, player, 'farmer-premium', { paymentToken: 'WLO' });
    const first = await processPurchase(t, player, prepared);
    expect(first.statusCode).toBe(200);
    const again = await Promise.all([1, 2, 3].map(() => processPurchase(t, player, prepared)));
    for (const response of again) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(first.json());
    }
    expect(await wloOf(t, player.address)).toBe(0n);
    const { packs } = (
      await t.app.inject({ method: 'GET', url: `/packs/inventory/${player.address}` })
    ).json();
    expect(packs).toHaveLength(1);
  });

  it('refuses a tampered transaction with 400 and sends nothing; the honest one still goes through', async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 100 });
    const prepared = await prepare(t, player, 'farmer-basic', { paymentToken: 'WLO' });
    const signed = Buffer.from(await signPrepared(player.signer, prepared.transaction ?? ''), 'base64');
    // The last byte belongs to the memo: the message is no longer the one the server prepared.
    signed[signed.length - 1] = (signed[signed.length - 1] ?? 0) ^ 1;
    const tampered = await post(t, '/packs/process-transaction', player, {
      signedTransaction: signed.toString('base64'),
      purchaseId: prepared.packDetails.purchaseId,
      walletAddress: player.address,
    });
    expect(tampered.statusCode).toBe(400);
    expect(await wloOf(t, player.address)).toBe(100n * WLO);

    const honest = await processPurchase(t, player, prepared);
    expect(honest.statusCode).toBe(200);
    expect(await wloOf(t, player.address)).toBe(0n);
  });

  it('refuses another purchase’s signed transaction', async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 200 });
    const a = await prepare(t, player, 'farmer-basic', { paymentToken: 'WLO' });
    const b = await prepare(t, player, 'farmer-basic', { paymentToken: 'WLO' });
    const crossed = await post(t, '/packs/process-transaction', player, {
      signedTransaction: await signPrepared(player.signer, a.transaction ?? ''),
      purchaseId: b.packDetails.purchaseId,
      walletAddress: player.address,
    });
    expect(crossed.statusCode).toBe(400);
    expect(await wloOf(t, player.address)).toBe(200n * WLO);
  });
});

describe('sessions and networks', () => {
  it('refuses every state-changing pack call without a session (401) and for another wallet (403)', async () => {
    const owner = await fundedPlayer(t, { sol: 1, wlo: 100 });
    const other = await fundedPlayer(t, {});
    const prepared = await prepare(t, owner, 'farmer-basic', { paymentToken: 'WLO' });
    const signedTransaction = await signPrepared(owner.signer, prepared.transaction ?? '');
    const calls: [string, object][] = [
      ['/packs/buy', { walletAddress: owner.address, packId: 'hero-basic' }],
      ['/packs/prepare-transaction', { walletAddress: owner.address, packId: 'farmer-basic' }],
      ['/packs/prepare-discounted-transaction', { walletAddress: owner.address }],
      [
        '/packs/process-transaction',
        { walletAddress: owner.address, purchaseId: prepared.packDetails.purchaseId, signedTransaction },
      ],
      ['/packs/open', { walletAddress: owner.address, packId: prepared.packDetails.purchaseId }],
    ];
    for (const [url, payload] of calls) {
      expect((await post(t, url, undefined, payload)).statusCode, url).toBe(401);
      const forbidden = await post(t, url, other, payload);
      expect(forbidden.statusCode, url).toBe(403);
    }
    expect(await wloOf(t, owner.address)).toBe(100n * WLO);
    const { packs } = (
      await t.app.inject({ method: 'GET', url: `/packs/inventory/${owner.address}` })
    ).json();
    expect(packs).toEqual([]);
  });

  it('refuses another network with 400', async () => {
    const player = await fundedPlayer(t, { sol: 1 });
    const response = await post(t, '/packs/prepare-transaction', player, {
      walletAddress: player.address,
      packId: 'farmer-basic',
      network: 'mainnet',
    });
    expect(response.statusCode).toBe(400);
    const types = await t.app.inject({ method: 'GET', url: '/packs/types?network=devnet' });
    expect(types.statusCode).toBe(400);
    expect(await lamportsOf(t, player.address)).toBe(1_000_000_000n);
  });
});
