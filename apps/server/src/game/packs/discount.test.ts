import { randomUUID } from 'node:crypto';
import type { DiscountVoucher, PreparePackResponse } from '@wos/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { fundedPlayer, post, processPurchase, wloOf } from '../../../test/packs.ts';
import type { TestPlayer } from '../../../test/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const WLO = 1_000_000n;

/** A wheel voucher as claim-with-risk issues it (drawn by the server's CSPRNG). */
async function issueVoucher(wallet: string): Promise<DiscountVoucher> {
  return t.services.database.db.transaction((tx) =>
    t.services.vouchers.issue(tx, { wallet, sourceStakeId: randomUUID() }),
  );
}

const WHEEL_PRICES = { legendary: 800, premium: 300, basic: 1000 } as const;
const expectedPrice = (voucher: DiscountVoucher) =>
  Math.floor((WHEEL_PRICES[voucher.packType] * (100 - voucher.discountPercent)) / 100);

function prepareDiscounted(player: TestPlayer, payload: object = {}) {
  return post(t, '/packs/prepare-discounted-transaction', player, {
    walletAddress: player.address,
    network: 'localnet',
    ...payload,
  });
}

async function inventory(owner: string) {
  return (await t.app.inject({ method: 'GET', url: `/packs/inventory/${owner}` })).json().packs;
}

describe('the discounted pack of a wheel voucher', () => {
  it('takes percent and pack from the voucher, not the request, and the voucher is spent', async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 1000 });
    const voucher = await issueVoucher(player.address);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/packs/vouchers/${player.address}?network=localnet`,
    });
    expect(listed.json()).toEqual({ vouchers: [voucher] });
    // A wheel value other than the voucher's: the voucher's own percent still decides the price.
    const asked = [50, 35, 25, 15].find((percent) => percent !== voucher.discountPercent);
    const response = await prepareDiscounted(player, { packId: 'farmer-basic', discountPercent: asked });
    expect(response.statusCode).toBe(200);
    const prepared = response.json<PreparePackResponse>();
    const price = expectedPrice(voucher);
    expect(prepared.packDetails).toMatchObject({
      packId: `farmer-${voucher.packType}`,
      price,
      token: 'WLO',
      originalPrice: WHEEL_PRICES[voucher.packType],
      discountPercent: voucher.discountPercent,
      voucherId: voucher.id,
    });
    const processed = await processPurchase(t, player, prepared);
    expect(processed.statusCode).toBe(200);
    expect(await wloOf(t, player.address)).toBe(BigInt(1000 - price) * WLO);
    expect(await t.services.vouchers.unused(player.address)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/packs/vouchers/${player.address}` })).json()).toEqual({
      vouchers: [],
    });
    expect(await inventory(player.address)).toEqual([
      expect.objectContaining({ id: processed.json().pack.id, packId: `farmer-${voucher.packType}` }),
    ]);
    const history = (
      await t.app.inject({ method: 'GET', url: `/wallet/transactions/${player.address}` })
    ).json();
    expect(history.transactions[0]).toMatchObject({
      type: 'Purchase',
      item: expect.stringContaining(`(${voucher.discountPercent}% off)`),
      amount: -price,
    });

    const spent = await prepareDiscounted(player);
    expect(spent.statusCode).toBe(400);
    expect(spent.json().message).toBe('You have no unused discount voucher');
  });

  it('buys exactly one pack when the voucher is redeemed twice in parallel', async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 2000 });
    const voucher = await issueVoucher(player.address);
    const prepares = await Promise.all([prepareDiscounted(player), prepareDiscounted(player)]);
    const prepared = prepares
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<PreparePackResponse>());
    expect(prepared.length).toBeGreaterThanOrEqual(1);
    const processed = await Promise.all(prepared.map((p) => processPurchase(t, player, p)));
    expect(processed.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of processed.filter((r) => r.statusCode !== 200))
      expect(response.statusCode).toBe(400);
    expect(await wloOf(t, player.address)).toBe(BigInt(2000 - expectedPrice(voucher)) * WLO);
    expect(await inventory(player.address)).toHaveLength(1);
  });

  it('lets a newer prepare replace one never signed; the older transaction can no longer be sent', async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 2000 });
    const voucher = await issueVoucher(player.address);
    const older = (await prepareDiscounted(player)).json<PreparePackResponse>();
    const newer = (await prepareDiscounted(player, { voucherId: voucher.id })).json<PreparePackResponse>();
    expect(newer.packDetails.voucherId).toBe(voucher.id);

    const stale = await processPurchase(t, player, older);
    expect(stale.statusCode).toBe(400);
    expect(await wloOf(t, player.address)).toBe(2000n * WLO);
    const fresh = await processPurchase(t, player, newer);
    expect(fresh.statusCode).toBe(200);
    expect(await wloOf(t, player.address)).toBe(BigInt(2000 - expectedPrice(voucher)) * WLO);
  });

  it("refuses a discount that is not one of the wheel's with 400 naming them, and keeps the voucher", async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 2000 });
    const voucher = await issueVoucher(player.address);
    for (const discountPercent of [90, 0, 49.5]) {
      const response = await prepareDiscounted(player, { packId: 'farmer-premium', discountPercent });
      expect(response.statusCode, String(discountPercent)).toBe(400);
      expect(response.json().message).toBe(
        "discountPercent: must be one of the wheel's discounts: 50, 35, 25, 15",
      );
    }
    expect(await wloOf(t, player.address)).toBe(2000n * WLO);
    expect(await t.services.vouchers.unused(player.address)).toEqual([voucher]);
  });

  it('refuses a wallet without a voucher, and one that cannot pay', async () => {
    const none = await fundedPlayer(t, { sol: 1, wlo: 2000 });
    const refused = await prepareDiscounted(none);
    expect(refused.statusCode).toBe(400);

    const poor = await fundedPlayer(t, { sol: 1, wlo: 1 });
    const voucher = await issueVoucher(poor.address);
    const response = await prepareDiscounted(poor);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `Not enough WLO to buy this pack. You need ${expectedPrice(voucher)} WLO but only have 1 WLO.`,
    );
    // The voucher is still there to use once the wallet is funded.
    expect(await t.services.vouchers.unused(poor.address)).toEqual([voucher]);
  });

  it("refuses another wallet's voucher", async () => {
    const owner = await fundedPlayer(t, { sol: 1, wlo: 2000 });
    const other = await fundedPlayer(t, { sol: 1, wlo: 2000 });
    const voucher = await issueVoucher(owner.address);
    const response = await prepareDiscounted(other, { voucherId: voucher.id });
    expect(response.statusCode).toBe(400);
    expect(await t.services.vouchers.unused(owner.address)).toEqual([voucher]);
  });
});
