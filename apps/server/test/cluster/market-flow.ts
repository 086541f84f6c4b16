import { randomInt } from 'node:crypto';
import { payTwice } from '../crash/market-ops.ts';
import { signPrepared } from '../players.ts';
import type { ClusterPlayer, FlowContext } from './player-flow.ts';

/** What a cluster player's marketplace step posts and reads, on the next API process each time. */
export interface MarketCalls {
  get(path: string): ReturnType<FlowContext['balancer']['call']>;
  post(path: string, body: object): ReturnType<FlowContext['balancer']['call']>;
}

/**
 * A player's marketplace step in the cluster burst (docs/rules.md §6): list a
 * farmer of theirs, or pay twice side by side for another player's cheapest
 * listing (one payment buys it, the other is refunded from the escrow), or,
 * with nothing to list or buy, buy and open a basic farmer pack.
 */
export async function marketStep(context: FlowContext, player: ClusterPlayer, calls: MarketCalls) {
  const wallet = player.signer.address;
  const farm = await calls.get(`/farmers/${wallet}`);
  const free = ((farm.body.farmers as { id: string; listing_id: string | null }[] | undefined) ?? []).filter(
    (farmer) => farmer.listing_id === null,
  );
  const farmer = free[0];
  if (farmer && randomInt(2) === 0) {
    await calls.post('/marketplace/list', {
      walletAddress: wallet,
      assetId: farmer.id,
      assetType: 'farmer',
      price: 1 + randomInt(20),
    });
    return;
  }
  const browse = await calls.get('/marketplace/listings?sortBy=price_asc&limit=20');
  const listings = (
    (browse.body.data as { listings: { id: string; seller: string; status: string }[] } | undefined)
      ?.listings ?? []
  ).filter((listing) => listing.seller !== wallet && listing.status === 'active');
  const listing = listings[randomInt(Math.max(listings.length, 1))];
  if (listing) {
    const answers = await payTwice(calls.post, player.signer, listing.id);
    if (answers !== 'down') context.acknowledged.push(...answers);
    return;
  }
  if (!farmer) await buyAndOpenPack(player, calls);
}

async function buyAndOpenPack(player: ClusterPlayer, calls: MarketCalls): Promise<void> {
  const wallet = player.signer.address;
  const prepared = await calls.post('/packs/prepare-transaction', {
    walletAddress: wallet,
    packId: 'farmer-basic',
    assetType: 'farmer',
    paymentToken: 'WLO',
  });
  if (prepared.status !== 200) return;
  const { transaction, packDetails } = prepared.body as {
    transaction: string;
    packDetails: { purchaseId: string };
  };
  const processed = await calls.post('/packs/process-transaction', {
    signedTransaction: await signPrepared(player.signer, transaction),
    purchaseId: packDetails.purchaseId,
    walletAddress: wallet,
  });
  if (processed.status !== 200) return;
  const pack = (processed.body as { pack: { id: string } }).pack;
  await calls.post('/packs/open', { walletAddress: wallet, packId: pack.id });
}
