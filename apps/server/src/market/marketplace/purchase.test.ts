import { getBase64Encoder, getTransactionDecoder } from '@solana/kit';
import { type BuyListingResponse, pendingYieldBaseUnits } from '@wos/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import {
  browse,
  buy,
  escrowWlo,
  fundedPlayer,
  grantFarmer,
  grantItem,
  listed,
  post,
  prepareBuy,
  processBuy,
  settleMarket,
  WLO,
  wloOf,
} from '../../../test/market.ts';
import { signedInPlayer, signPrepared } from '../../../test/players.ts';
import { marketplaceListings } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  // Fifty buyers sign in and are funded from one address in this file.
  t = await startTestApp({
    rateLimits: {
      signInPerMinute: 10_000,
      writesPerIpPerMinute: 100_000,
      writesPerWalletPerMinute: 10_000,
      devPerMinute: 10_000,
    },
  });
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;
const treasury = () => t.services.accounts.pools.treasury.address;
const historyOf = async (wallet: string) =>
  (await t.app.inject({ method: 'GET', url: `/wallet/transactions/${wallet}?limit=100` })).json<{
    transactions: Array<{
      type: string;
      category: string;
      amount: number;
      signature: string | null;
      status: string;
    }>;
  }>().transactions;
const farmerIdsOf = async (wallet: string) =>
  (await t.app.inject({ method: 'GET', url: `/farmers/${wallet}` }))
    .json<{ farmers: Array<{ id: string }> }>()
    .farmers.map((farmer) => farmer.id);

describe('buying a listing', () => {
  it('takes the whole price into the escrow, pays the seller 95 % and the treasury 5 % from it once, to the base unit, and hands the farmer over', async () => {
    const seller = await signedInPlayer(t.app);
    const buyer = await fundedPlayer(t, { sol: 1, wlo: 5000 });
    const farmerId = await grantFarmer(t, seller.address, 'quantum-collector');
    const listing = await listed(t, seller, farmerId, 1234.567891);
    // The farmer earns for its seller until it changes hands.
    t.services.clock.setOffset(t.services.clock.offset + 5 * HOUR_MS);
    const before = {
      seller: await wloOf(t, seller.address),
      buyer: await wloOf(t, buyer.address),
      treasury: await wloOf(t, treasury()),
      escrow: await escrowWlo(t),
    };

    const prepared = await prepareBuy(t, buyer, listing.id);
    expect(prepared.statusCode).toBe(200);
    const offer = prepared.json<BuyListingResponse>();
    expect(offer).toMatchObject({ price: 1234.567891, sellerReceives: 1172.839497, fee: 61.728394 });
    const processed = await processBuy(t, buyer, offer);
    expect(processed.statusCode).toBe(200);
    const { signature, asset, message } = processed.json();
    expect(asset).toEqual({ assetType: 'farmer', assetId: farmerId, name: 'Quantum Collector' });
    expect(message).toBe('You bought Quantum Collector for 1234.567891 WLO');

    // 1234.567891 WLO into the escrow, then out of it: the fee 5 % rounded down, the seller the rest.
    await settleMarket(t);
    expect(await escrowWlo(t)).toBe(before.escrow);
    expect(await wloOf(t, buyer.address)).toBe(before.buyer - 1_234_567_891n);
    expect(await wloOf(t, treasury())).toBe(before.treasury + 61_728_394n);
    expect(await wloOf(t, seller.address)).toBe(before.seller + 1_172_839_497n);
    // What the farmer earned for its seller before the sale is theirs: their next harvest pays it.
    const earned = pendingYieldBaseUnits(25_000_000n, 1, 0, 5 * HOUR_MS);
    const sellerFarm = (await t.app.inject({ method: 'GET', url: `/farmers/${seller.address}` })).json();
    expect(sellerFarm.farmers).toEqual([]);
    expect(BigInt(Math.round(sellerFarm.pendingRewards * 1e6))).toBeGreaterThanOrEqual(earned);
    const harvest = await post(t, '/farmers/harvest', seller, { walletAddress: seller.address });
    expect(harvest.statusCode).toBe(200);
    const harvested = BigInt(Math.round(harvest.json().amount * 1e6));
    expect(harvested).toBe(BigInt(Math.round(sellerFarm.pendingRewards * 1e6)));
    expect(await wloOf(t, seller.address)).toBe(before.seller + 1_172_839_497n + harvested);
    expect((await post(t, '/farmers/harvest', seller, { walletAddress: seller.address })).statusCode).toBe(
      400,
    );

    expect(await farmerIdsOf(buyer.address)).toEqual([farmerId]);
    expect(await farmerIdsOf(seller.address)).toEqual([]);
    const bought = (await t.app.inject({ method: 'GET', url: `/farmers/${buyer.address}` })).json()
      .farmers[0];
    expect(bought).toMatchObject({ listing_id: null, level: 1 });
    expect((await browse(t, '?limit=100')).listings.map((l) => l.id)).not.toContain(listing.id);
    const sellerListings = (
      await t.app.inject({ method: 'GET', url: `/marketplace/listings/${seller.address}` })
    ).json();
    expect(sellerListings.data.listings).toEqual([]);

    expect(await historyOf(buyer.address)).toContainEqual(
      expect.objectContaining({ type: 'Purchase', category: 'marketplace', amount: -1234.567891, signature }),
    );
    // The seller's share is a payout from the escrow: its own signature, completed once it landed.
    const sale = (await historyOf(seller.address)).find((row) => row.type === 'Sale');
    expect(sale).toMatchObject({ category: 'marketplace', amount: 1172.839497, status: 'completed' });
    expect(sale?.signature).toBeTruthy();
    const stats = (await t.app.inject({ method: 'GET', url: '/marketplace/stats' })).json().data;
    expect(stats).toMatchObject({ totalTrades: 1, totalVolume: 1234.567891, averagePrice: 1234.567891 });
    expect(stats.volume24h).toBe(1234.567891);

    // The same signed payment again: the first answer, nothing moves twice.
    const again = await processBuy(t, buyer, offer);
    expect(again.statusCode).toBe(200);
    expect(again.json().signature).toBe(signature);
    await settleMarket(t);
    expect(await wloOf(t, buyer.address)).toBe(before.buyer - 1_234_567_891n);
    expect(await wloOf(t, seller.address)).toBe(before.seller + 1_172_839_497n + harvested);
    // A sold listing is gone for the next buyer.
    const late = await prepareBuy(t, await fundedPlayer(t, { sol: 1, wlo: 5000 }), listing.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This listing has already been sold');
  });

  it('sells to exactly one of 50 parallel buyers; every other buyer gets all of their WLO back, once', async () => {
    const seller = await signedInPlayer(t.app);
    const listing = await listed(t, seller, await grantFarmer(t, seller.address), 200);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => fundedPlayer(t, { sol: 1, wlo: 500 })));
    const offers = await Promise.all(
      buyers.map(async (buyer) => {
        const prepared = await prepareBuy(t, buyer, listing.id);
        expect(prepared.statusCode).toBe(200);
        return prepared.json<BuyListingResponse>();
      }),
    );
    const signed = await Promise.all(
      buyers.map((buyer, i) => signPrepared(buyer.signer, offers[i]!.transaction)),
    );
    const before = await Promise.all(buyers.map((buyer) => wloOf(t, buyer.address)));
    const [sellerBefore, escrowBefore] = [await wloOf(t, seller.address), await escrowWlo(t)];

    const answers = await Promise.all(buyers.map((buyer, i) => processBuy(t, buyer, offers[i]!, signed[i])));
    const won = answers.flatMap((answer, i) => (answer.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    // A payment that landed late is refunded; one not sent yet when the listing sold is not sent at all.
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toMatch(
        /^(This listing has already been sold|Someone else bought this first; your 200 WLO is on its way back\.)$/,
      );
    }
    await settleMarket(t);
    const winner = won[0]!;
    for (const [i, buyer] of buyers.entries()) {
      expect(await wloOf(t, buyer.address)).toBe(i === winner ? before[i]! - 200n * WLO : before[i]);
    }
    expect(await wloOf(t, seller.address)).toBe(sellerBefore + 190n * WLO);
    expect(await escrowWlo(t)).toBe(escrowBefore);
    const refunded = answers.filter((a) => /on its way back/.test(a.body)).length;
    const loser = buyers.find((_, i) => /on its way back/.test(answers[i]!.body));
    if (loser) {
      const rows = await historyOf(loser.address);
      expect(rows).toContainEqual(expect.objectContaining({ type: 'Purchase', amount: -200 }));
      expect(rows).toContainEqual(
        expect.objectContaining({ type: 'Refund', amount: 200, status: 'completed' }),
      );
    }
    const payouts = await t.services.payouts.list('confirmed', 10_000);
    const ofListing = payouts.filter((p) => p.kind === 'marketplace_refund' || p.kind === 'marketplace_sale');
    expect(
      ofListing.filter((p) => p.kind === 'marketplace_sale' && p.wallet === seller.address),
    ).toHaveLength(1);
    expect(
      ofListing.filter((p) => p.kind === 'marketplace_refund' && buyers.some((b) => b.address === p.wallet)),
    ).toHaveLength(refunded);
    const [row] = await t.services.database.db
      .select()
      .from(marketplaceListings)
      .where(eq(marketplaceListings.id, listing.id));
    expect(row).toMatchObject({ status: 'sold', buyer: buyers[winner]!.address });
  });

  it('refuses the seller, a buyer without the WLO, another wallet’s session, a changed byte, and a payment without the server', async () => {
    const seller = await fundedPlayer(t, { sol: 1, wlo: 1000 });
    const listing = await listed(t, seller, await grantItem(t, seller.address, 'void-aegis'), 300, 'item');

    const own = await prepareBuy(t, seller, listing.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot buy your own listing');
    const poor = await prepareBuy(t, await fundedPlayer(t, { sol: 1, wlo: 299 }), listing.id);
    expect(poor.statusCode).toBe(400);
    expect(poor.json().message).toBe('Insufficient WLO balance');

    const buyer = await fundedPlayer(t, { sol: 1, wlo: 1000 });
    const intruder = await signedInPlayer(t.app);
    const forOther = await post(t, `/marketplace/buy/${listing.id}`, intruder, {
      buyerWalletAddress: buyer.address,
    });
    expect(forOther.statusCode).toBe(403);

    const offer = (await prepareBuy(t, buyer, listing.id)).json<BuyListingResponse>();
    const signed = await signPrepared(buyer.signer, offer.transaction);
    const bytes = new Uint8Array(getBase64Encoder().encode(signed));
    bytes[bytes.length - 5] = (bytes[bytes.length - 5] ?? 0) ^ 1;
    const tampered = await processBuy(t, buyer, offer, Buffer.from(bytes).toString('base64'));
    expect(tampered.statusCode).toBe(400);
    const otherPurchase = await post(t, '/marketplace/process-transaction', intruder, {
      listingId: listing.id,
      purchaseId: offer.purchaseId,
      signedTransaction: signed,
      buyerWalletAddress: intruder.address,
    });
    expect(otherPurchase.statusCode).toBe(404);

    // The buyer's signature alone cannot land it: the escrow co-signs only when the server sends it.
    const alone = getTransactionDecoder().decode(getBase64Encoder().encode(signed));
    await expect(t.services.chain.sendTransaction(alone)).rejects.toThrow();
    expect(await wloOf(t, buyer.address)).toBe(1000n * WLO);

    const processed = await processBuy(t, buyer, offer, signed);
    expect(processed.statusCode).toBe(200);
    expect(await wloOf(t, buyer.address)).toBe(700n * WLO);
    const items = (await t.app.inject({ method: 'GET', url: `/assets/items/${buyer.address}` })).json().items;
    expect(items).toEqual([expect.objectContaining({ item_id: 'void-aegis', listing_id: null })]);
  });

  it('does not send a payment prepared before the seller changed the price, and sells at the new one', async () => {
    const seller = await signedInPlayer(t.app);
    const buyer = await fundedPlayer(t, { sol: 1, wlo: 1000 });
    const listing = await listed(t, seller, await grantFarmer(t, seller.address), 100);
    const stale = (await prepareBuy(t, buyer, listing.id)).json<BuyListingResponse>();
    await t.app.inject({
      method: 'PUT',
      url: `/marketplace/listings/${listing.id}`,
      headers: seller.auth,
      payload: { walletAddress: seller.address, price: 10 },
    });
    const refused = await processBuy(t, buyer, stale);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The price of this listing changed; please review it and buy again');
    expect(await wloOf(t, buyer.address)).toBe(1000n * WLO);

    expect((await buy(t, buyer, listing.id)).statusCode).toBe(200);
    await settleMarket(t);
    expect(await wloOf(t, buyer.address)).toBe(990n * WLO);
  });
});
