import type { BuyListingResponse } from '@wos/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import {
  escrowWlo,
  fundedPlayer,
  grantFarmer,
  listed,
  postActionBuy,
  prepareBuy,
  processBuy,
  settleMarket,
  signAndSend,
  WLO,
  wloOf,
} from '../../../test/market.ts';
import { payWithoutSettling } from '../../../test/operator.ts';
import type { TestPlayer } from '../../../test/players.ts';
import { marketplaceListings } from './tables.ts';

/**
 * The marketplace escrow (docs/rules.md §6, decided 2026-11-27): nothing a
 * caller does holds a listing; the first landed payment the server settles
 * buys it and every other landed payment is refunded in full, once.
 */
let t: TestApp;
let seller: TestPlayer;
beforeAll(async () => {
  t = await startTestApp();
  seller = await fundedPlayer(t, { sol: 1, wlo: 0 });
});
afterAll(() => t.close());

const listingRow = async (id: string) =>
  (await t.services.database.db.select().from(marketplaceListings).where(eq(marketplaceListings.id, id)))[0];
const treasury = () => t.services.accounts.pools.treasury.address;

function reprice(listingId: string, price: number) {
  return t.app.inject({
    method: 'PUT',
    url: `/marketplace/listings/${listingId}`,
    headers: seller.auth,
    payload: { walletAddress: seller.address, price },
  });
}

function cancel(listingId: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/marketplace/listings/${listingId}`,
    headers: seller.auth,
    payload: { walletAddress: seller.address },
  });
}

describe('the marketplace escrow', () => {
  it('two payments for one listing land before either is settled (a page one and an Action one): one sale, one full refund', async () => {
    const listing = await listed(t, seller, await grantFarmer(t, seller.address), 250);
    const pageBuyer = await fundedPlayer(t, { sol: 1, wlo: 400 });
    const actionBuyer = await fundedPlayer(t, { sol: 1, wlo: 400 });
    const before = {
      seller: await wloOf(t, seller.address),
      treasury: await wloOf(t, treasury()),
      escrow: await escrowWlo(t),
    };

    const offer = (await prepareBuy(t, pageBuyer, listing.id)).json<BuyListingResponse>();
    const handed = await postActionBuy(t, actionBuyer, listing.id);
    expect(handed.statusCode).toBe(200);
    await signAndSend(t, actionBuyer, handed.json<{ transaction: string }>().transaction);
    const signed = await payWithoutSettling(t, pageBuyer, offer);
    // Both paid: the escrow holds both prices.
    expect(await escrowWlo(t)).toBe(before.escrow + 500n * WLO);

    // The page's retry and the reconciler settle them side by side.
    const [page] = await Promise.all([
      processBuy(t, pageBuyer, offer, signed),
      t.services.intents.reconcile(),
    ]);
    await settleMarket(t);

    const row = await listingRow(listing.id);
    expect(row?.status).toBe('sold');
    const winner = row?.buyer === pageBuyer.address ? pageBuyer : actionBuyer;
    const loser = winner === pageBuyer ? actionBuyer : pageBuyer;
    expect([pageBuyer.address, actionBuyer.address]).toContain(row?.buyer);
    if (winner === pageBuyer) expect(page.statusCode).toBe(200);
    else {
      expect(page.statusCode).toBe(409);
      expect(page.json().message).toBe('Someone else bought this first; your 250 WLO is on its way back.');
    }
    expect(await wloOf(t, winner.address)).toBe(150n * WLO);
    expect(await wloOf(t, loser.address)).toBe(400n * WLO);
    expect((await wloOf(t, seller.address)) - before.seller).toBe(237_500_000n);
    expect((await wloOf(t, treasury())) - before.treasury).toBe(12_500_000n);
    expect(await escrowWlo(t)).toBe(before.escrow);
    const farmers = await t.app.inject({ method: 'GET', url: `/farmers/${winner.address}` });
    expect(farmers.body).toContain(listing.assetId);

    // Settled again (a repeat, the reconciler once more): nothing moves twice.
    expect((await processBuy(t, pageBuyer, offer, signed)).statusCode).toBe(page.statusCode);
    await settleMarket(t);
    expect(await wloOf(t, loser.address)).toBe(400n * WLO);
    expect((await wloOf(t, seller.address)) - before.seller).toBe(237_500_000n);
  });

  it('Action posts naming someone else’s address hold nothing: of 11 listings posted for again and again, a page buyer buys every one asked and the seller cancels or reprices the rest at once', async () => {
    // The attack of issue 27: a public, funded address posted for every listing, re-posted as it goes.
    const victim = await fundedPlayer(t, { sol: 0.003, wlo: 100 });
    const listings = [];
    for (let i = 0; i < 11; i++)
      listings.push(await listed(t, seller, await grantFarmer(t, seller.address), 100));
    for (let round = 0; round < 3; round++) {
      for (const listing of listings)
        expect((await postActionBuy(t, victim, listing.id)).statusCode).toBe(200);
    }
    const buyer = await fundedPlayer(t, { sol: 1, wlo: 600 });
    const [bought, cancelled, repriced] = [listings.slice(0, 6), listings.slice(6, 9), listings.slice(9)];
    for (const listing of bought) {
      const offer = await prepareBuy(t, buyer, listing.id);
      expect(offer.statusCode).toBe(200);
      expect((await processBuy(t, buyer, offer.json<BuyListingResponse>())).statusCode).toBe(200);
    }
    for (const listing of cancelled) expect((await cancel(listing.id)).statusCode).toBe(200);
    for (const listing of repriced) expect((await reprice(listing.id, 90)).statusCode).toBe(200);
    await settleMarket(t);
    for (const listing of bought) expect((await listingRow(listing.id))?.buyer).toBe(buyer.address);
    for (const listing of cancelled) expect((await listingRow(listing.id))?.status).toBe('cancelled');
    for (const listing of repriced) expect((await listingRow(listing.id))?.price).toBe(90n * WLO);
    expect(await wloOf(t, buyer.address)).toBe(0n);
    expect(await wloOf(t, victim.address)).toBe(100n * WLO);
  });

  it('cancel and reprice succeed while a payment is on its way; the payment that lands after is refunded in full', async () => {
    const cancelled = await listed(t, seller, await grantFarmer(t, seller.address), 120);
    const repriced = await listed(t, seller, await grantFarmer(t, seller.address), 80);
    const buyer = await fundedPlayer(t, { sol: 1, wlo: 500 });
    const sellerBefore = await wloOf(t, seller.address);
    const handedCancelled = (await postActionBuy(t, buyer, cancelled.id)).json<{ transaction: string }>();
    const handedRepriced = (await postActionBuy(t, buyer, repriced.id)).json<{ transaction: string }>();

    expect((await cancel(cancelled.id)).statusCode).toBe(200);
    expect((await reprice(repriced.id, 60)).statusCode).toBe(200);
    await signAndSend(t, buyer, handedCancelled.transaction);
    await signAndSend(t, buyer, handedRepriced.transaction);
    expect(await wloOf(t, buyer.address)).toBe(300n * WLO);
    await settleMarket(t);

    expect(await wloOf(t, buyer.address)).toBe(500n * WLO);
    expect(await wloOf(t, seller.address)).toBe(sellerBefore);
    expect((await listingRow(cancelled.id))?.status).toBe('cancelled');
    expect(await listingRow(repriced.id)).toMatchObject({ status: 'active', price: 60n * WLO });
    const history = (
      await t.app.inject({ method: 'GET', url: `/wallet/transactions/${buyer.address}?limit=20` })
    ).json<{ transactions: Array<{ type: string; amount: number; status: string }> }>().transactions;
    expect(history.filter((row) => row.type === 'Refund')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount: 120, status: 'completed' }),
        expect.objectContaining({ amount: 80, status: 'completed' }),
      ]),
    );
    // The repriced listing still sells, at its new price.
    const offer = (await prepareBuy(t, buyer, repriced.id)).json<BuyListingResponse>();
    expect((await processBuy(t, buyer, offer)).statusCode).toBe(200);
    await settleMarket(t);
    expect(await wloOf(t, buyer.address)).toBe(440n * WLO);
  });
});
