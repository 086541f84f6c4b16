import { randomInt } from 'node:crypto';
import { signPrepared } from '../players.ts';
import { type ApiAnswer, call } from './api.ts';
import { budgetRefusal, type EconomyRefused, sellBoundHero } from './economy-ops.ts';

/** The marketplace's flows in the crash burst: a farmer listed, a listing bought, a farmer sold to the treasury. */
export type MarketAcknowledged =
  | { op: 'list'; wallet: string; listingId: string; assetId: string }
  | { op: 'market-buy'; wallet: string; listingId: string; purchaseId: string; signature: string }
  /** A landed payment that did not buy (the listing sold first): its full refund must land. */
  | { op: 'market-refund'; wallet: string; listingId: string; purchaseId: string }
  | {
      op: 'instant-sell';
      wallet: string;
      assetId: string;
      payout: { status: string; signature: string | null };
    };

interface MarketPlayer {
  signer: Parameters<typeof signPrepared>[0];
  token: string;
}

type Outcome = MarketAcknowledged | MarketAcknowledged[] | EconomyRefused | null | 'down';

/** One of list, buy, instant-sell or offering a bound hero to the treasury, at random. */
export async function marketOperation(baseUrl: string, player: MarketPlayer): Promise<Outcome> {
  const roll = randomInt(4);
  if (roll === 0) return buyListing(baseUrl, player);
  if (roll === 3) return sellBoundHero(baseUrl, player);
  return roll === 1 ? listFarmer(baseUrl, player) : instantSell(baseUrl, player);
}

/** One of the player's farmers that is not on the market, or null (or 'down'). */
async function freeFarmer(baseUrl: string, wallet: string): Promise<string | null | 'down'> {
  const answer = await call(baseUrl, 'GET', `/farmers/${wallet}`);
  if (answer.status === 0) return 'down';
  const free = (
    (answer.body.farmers as { id: string; listing_id: string | null }[] | undefined) ?? []
  ).filter((farmer) => farmer.listing_id === null);
  return free[randomInt(Math.max(free.length, 1))]?.id ?? null;
}

async function listFarmer(baseUrl: string, player: MarketPlayer): Promise<Outcome> {
  const wallet = player.signer.address;
  const assetId = await freeFarmer(baseUrl, wallet);
  if (assetId === 'down') return 'down';
  if (!assetId) return null;
  const price = 1 + randomInt(150) + randomInt(1_000_000) / 1_000_000;
  const answer = await call(
    baseUrl,
    'POST',
    '/marketplace/list',
    { walletAddress: wallet, assetId, assetType: 'farmer', price },
    player.token,
  );
  if (answer.status === 0) return 'down';
  if (answer.status !== 200) return null;
  return { op: 'list', wallet, assetId, listingId: (answer.body.listing as { id: string }).id };
}

async function buyListing(baseUrl: string, player: MarketPlayer): Promise<Outcome> {
  const wallet = player.signer.address;
  const browse = await call(baseUrl, 'GET', '/marketplace/listings?sortBy=price_asc&limit=20');
  if (browse.status === 0) return 'down';
  const listings = (
    (browse.body.data as { listings: { id: string; seller: string; status: string }[] } | undefined)
      ?.listings ?? []
  ).filter((listing) => listing.seller !== wallet && listing.status === 'active');
  const listing = listings[randomInt(Math.max(listings.length, 1))];
  if (!listing) return listFarmer(baseUrl, player);
  const post = (path: string, body: object) => call(baseUrl, 'POST', path, body, player.token);
  return payTwice(post, player.signer, listing.id);
}

/** A POST of the player's session: the crash test's to its one server, the cluster test's across processes. */
export type PlayerPost = (path: string, body: object) => Promise<ApiAnswer>;

/**
 * Two payments for one listing, sent side by side: one buys it, the other
 * lands and is refunded in full (or is not sent at all when the listing sold
 * before it was processed). Each answer that went through is acknowledged.
 */
export async function payTwice(
  post: PlayerPost,
  signer: MarketPlayer['signer'],
  listingId: string,
): Promise<MarketAcknowledged[] | 'down'> {
  const answers = await Promise.all([payFor(post, signer, listingId), payFor(post, signer, listingId)]);
  if (answers.includes('down')) return 'down';
  return answers.flatMap((answer) => (answer === 'down' || answer === null ? [] : [answer]));
}

/** One purchase of the listing as the page makes it: prepare, sign, process. */
async function payFor(
  post: PlayerPost,
  signer: MarketPlayer['signer'],
  listingId: string,
): Promise<MarketAcknowledged | null | 'down'> {
  const wallet = signer.address;
  const prepared = await post(`/marketplace/buy/${listingId}`, { buyerWalletAddress: wallet });
  if (prepared.status === 0) return 'down';
  if (prepared.status !== 200) return null;
  const { transaction, purchaseId } = prepared.body as { transaction: string; purchaseId: string };
  const processed = await post('/marketplace/process-transaction', {
    listingId,
    purchaseId,
    signedTransaction: await signPrepared(signer, transaction),
    buyerWalletAddress: wallet,
  });
  if (processed.status === 0) return 'down';
  if (processed.status === 409 && /on its way back/.test(String(processed.body.message))) {
    return { op: 'market-refund', wallet, listingId, purchaseId };
  }
  if (processed.status !== 200) return null;
  return { op: 'market-buy', wallet, listingId, purchaseId, signature: processed.body.signature as string };
}

async function instantSell(baseUrl: string, player: MarketPlayer): Promise<Outcome> {
  const wallet = player.signer.address;
  const assetId = await freeFarmer(baseUrl, wallet);
  if (assetId === 'down') return 'down';
  if (!assetId) return null;
  const answer = await call(
    baseUrl,
    'POST',
    '/marketplace/instant-sell',
    { walletAddress: wallet, assetId, assetType: 'farmer' },
    player.token,
  );
  if (answer.status === 0) return 'down';
  if (answer.status !== 200) return budgetRefusal(answer.status, answer.body, wallet, assetId);
  return {
    op: 'instant-sell',
    wallet,
    assetId,
    payout: answer.body.payout as { status: string; signature: string | null },
  };
}
