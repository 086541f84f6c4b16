import {
  FARMER_CATALOGUE,
  HERO_CATALOGUE,
  type OpenPackResponse,
  type PackProofView,
  verifyPackProof,
} from '@wos/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { buyPack, fundedPlayer, openPack, post } from '../../../test/packs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The shared verifier's input, from the proof the server publishes. */
function verify(proof: PackProofView) {
  if (!proof.serverSeed || proof.clientSeed === null || !proof.outcome) throw new Error('not opened');
  return verifyPackProof({
    serverSeedHex: proof.serverSeed,
    clientSeed: proof.clientSeed,
    packId: proof.packId,
    rarityChances: proof.rarityChances,
    assetType: proof.assetType,
    commitment: proof.commitment,
    outcome: proof.outcome,
  });
}

async function proofOf(packId: string): Promise<PackProofView> {
  const response = await t.app.inject({ method: 'GET', url: `/packs/${packId}/proof` });
  expect(response.statusCode).toBe(200);
  return response.json<PackProofView>();
}

async function farmersOf(owner: string): Promise<{ id: string; farmer_id: string }[]> {
  return (await t.app.inject({ method: 'GET', url: `/assets/farmers/${owner}` })).json().farmers;
}

describe('opening a farmer pack', () => {
  it('keeps the server seed secret until opened, then grants the drawn catalogue farmer with a proof that verifies', async () => {
    const player = await fundedPlayer(t, { sol: 1 });
    const { processed } = await buyPack(t, player, 'farmer-premium');
    const packId = processed.pack.id;

    const sealed = await proofOf(packId);
    expect(sealed).toMatchObject({
      packId,
      packTypeId: 'farmer-premium',
      opened: false,
      commitment: processed.pack.commitment,
      serverSeed: null,
      clientSeed: null,
      outcome: null,
      rarityChances: { common: 0.5, rare: 0.35, epic: 0.12, legendary: 0.03 },
    });

    const opened = await openPack(t, player, packId, 'lucky-seed-42');
    const farmer = opened.contents.farmers?.[0];
    expect(opened.contents.farmers).toHaveLength(1);
    const entry = FARMER_CATALOGUE.find((f) => f.id === farmer?.farmer_id);
    expect(entry).toBeDefined();
    expect(farmer).toMatchObject({ name: entry?.name, rarity: opened.proof.outcome?.rarity, level: 1 });
    expect(opened.proof.outcome).toEqual({ rarity: entry?.rarity, entryId: entry?.id, itemId: null });

    const proof = await proofOf(packId);
    expect(proof).toEqual(opened.proof);
    expect(proof).toMatchObject({
      opened: true,
      clientSeed: 'lucky-seed-42',
      commitment: processed.pack.commitment,
    });
    expect(proof.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(verify(proof)).toEqual({ ok: true });

    expect((await farmersOf(player.address)).map((f) => f.id)).toEqual([farmer?.id]);
    const { packs } = (
      await t.app.inject({ method: 'GET', url: `/packs/inventory/${player.address}` })
    ).json();
    expect(packs).toEqual([]);
    const history = (
      await t.app.inject({ method: 'GET', url: `/wallet/transactions/${player.address}` })
    ).json();
    expect(history.transactions[0]).toMatchObject({ type: 'Pack Opening', amount: 0 });
    expect(history.transactions[0].item).toContain(entry?.name);
  });

  it('fails verification for a changed client seed or a wrong server seed', async () => {
    const player = await fundedPlayer(t, { sol: 2 });
    const { processed } = await buyPack(t, player, 'farmer-legendary', { paymentToken: 'SOL' });
    const { proof } = await openPack(t, player, processed.pack.id, 'seed-a');
    expect(verify(proof)).toEqual({ ok: true });

    // Some client seed changes leave the same farmer; among these, at least one must not.
    const changed = ['seed-b', 'seed-c', 'seed-d', 'seed-e', 'seed-f', 'seed-g'].map((clientSeed) =>
      verify({ ...proof, clientSeed }),
    );
    expect(changed.some((verdict) => !verdict.ok)).toBe(true);
    const wrongSeed = verify({ ...proof, serverSeed: 'ab'.repeat(32) });
    expect(wrongSeed.ok).toBe(false);
    expect(wrongSeed).toMatchObject({ reason: expect.stringContaining('commitment') });
  });

  it('mixes in the wallet address when the player gives no client seed', async () => {
    const player = await fundedPlayer(t, { sol: 1 });
    const { processed } = await buyPack(t, player, 'farmer-basic');
    const { proof } = await openPack(t, player, processed.pack.id);
    expect(proof.clientSeed).toBe(player.address);
    expect(verify(proof)).toEqual({ ok: true });
  });

  it('opens a pack once: parallel opens grant one farmer, the others get 409', async () => {
    const player = await fundedPlayer(t, { sol: 1 });
    const { processed } = await buyPack(t, player, 'farmer-basic');
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post(t, '/packs/open', player, {
          walletAddress: player.address,
          packId: processed.pack.id,
          clientSeed: `parallel-${i}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = responses.find((response) => response.statusCode === 200)?.json<OpenPackResponse>();
    expect((await farmersOf(player.address)).map((f) => f.id)).toEqual([winner?.contents.farmers?.[0]?.id]);
    expect((await proofOf(processed.pack.id)).clientSeed).toBe(winner?.proof.clientSeed);
  });

  it("does not open another wallet's pack", async () => {
    const owner = await fundedPlayer(t, { sol: 1 });
    const thief = await fundedPlayer(t, {});
    const { processed } = await buyPack(t, owner, 'farmer-basic');
    const response = await post(t, '/packs/open', thief, {
      walletAddress: thief.address,
      packId: processed.pack.id,
    });
    expect(response.statusCode).toBe(404);
    expect((await proofOf(processed.pack.id)).opened).toBe(false);
    expect(await farmersOf(thief.address)).toEqual([]);
  });
});

describe('opening a hero pack', () => {
  it('grants the drawn hero and the drawn item', async () => {
    const player = await fundedPlayer(t, {});
    const bought = await post(t, '/packs/buy', player, {
      walletAddress: player.address,
      packId: 'hero-legendary',
    });
    expect(bought.statusCode).toBe(200);
    const opened = await openPack(t, player, bought.json().pack.id, 'hero-seed');
    const hero = opened.contents.heroes?.[0];
    const item = opened.contents.items?.[0];
    expect(opened.contents.heroes).toHaveLength(1);
    expect(opened.contents.items).toHaveLength(1);
    const entry = HERO_CATALOGUE.find((h) => h.id === hero?.hero_id);
    expect(entry?.rarity).toBe(opened.proof.outcome?.rarity);
    expect(entry?.rarity).not.toBe('common');
    expect(item?.item_id).toBe(opened.proof.outcome?.itemId);
    expect(verify(opened.proof)).toEqual({ ok: true });
    const assets = (await t.app.inject({ method: 'GET', url: `/assets/all/${player.address}` })).json();
    expect(assets.heroes.map((h: { id: string }) => h.id)).toEqual([hero?.id]);
    expect(assets.items.map((i: { id: string }) => i.id)).toEqual([item?.id]);
  });
});
