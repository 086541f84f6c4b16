import { getBase64Encoder, getTransactionDecoder } from '@solana/kit';
import type { BuyListingResponse, MarketAssetType, MarketListing } from '@wos/shared';
import type { TestApp } from './app.ts';
import { fundedPlayer, post, wloOf } from './packs.ts';
import { signPrepared, type TestPlayer } from './players.ts';

/** Helpers the marketplace tests share: assets granted by their features, and trades made as the page makes them. */

export { fundedPlayer, post, wloOf };

/**
 * A cost basis above any estimate (docs/rules.md §5): the estimate alone then sets an instant sale's
 * offer. Assets granted without one have cost basis 0: bound, as from a free pack.
 */
export const AMPLE_COST_BASIS = 1_000_000n * 1_000_000n;

export async function grantFarmer(
  t: TestApp,
  owner: string,
  catalogueId = 'agribot-3000',
  costBasis = 0n,
): Promise<string> {
  return t.services.database.db.transaction(
    async (tx) =>
      (
        await t.services.farmers.grant(tx, {
          owner,
          catalogueId,
          acquiredAt: t.services.clock.now(),
          costBasis,
        })
      ).id,
  );
}

export async function grantHero(
  t: TestApp,
  owner: string,
  catalogueId = 'solar-warlord',
  costBasis = 0n,
): Promise<string> {
  return t.services.database.db.transaction(
    async (tx) =>
      (
        await t.services.heroes.grant(tx, {
          owner,
          catalogueId,
          acquiredAt: t.services.clock.now(),
          costBasis,
        })
      ).id,
  );
}

export async function grantItem(
  t: TestApp,
  owner: string,
  itemId = 'plasma-blade',
  costBasis = 0n,
): Promise<string> {
  return t.services.database.db.transaction(
    async (tx) =>
      (await t.services.items.grant(tx, { owner, itemId, acquiredAt: t.services.clock.now(), costBasis })).id,
  );
}

export function listAsset(
  t: TestApp,
  seller: TestPlayer,
  assetId: string,
  price: unknown,
  assetType: MarketAssetType = 'farmer',
) {
  return post(t, '/marketplace/list', seller, {
    walletAddress: seller.address,
    assetId,
    assetType,
    price,
    network: 'localnet',
  });
}

/** Lists the asset and returns the listing; throws with the server's answer when refused. */
export async function listed(
  t: TestApp,
  seller: TestPlayer,
  assetId: string,
  price: number,
  assetType: MarketAssetType = 'farmer',
): Promise<MarketListing> {
  const answer = await listAsset(t, seller, assetId, price, assetType);
  if (answer.statusCode !== 200) throw new Error(`list: ${answer.statusCode} ${answer.body}`);
  return answer.json<{ listing: MarketListing }>().listing;
}

export function prepareBuy(t: TestApp, buyer: TestPlayer, listingId: string) {
  return post(t, `/marketplace/buy/${listingId}`, buyer, {
    buyerWalletAddress: buyer.address,
    network: 'localnet',
  });
}

export async function processBuy(
  t: TestApp,
  buyer: TestPlayer,
  prepared: BuyListingResponse,
  signed?: string,
) {
  return post(t, '/marketplace/process-transaction', buyer, {
    listingId: prepared.listing.id,
    purchaseId: prepared.purchaseId,
    signedTransaction: signed ?? (await signPrepared(buyer.signer, prepared.transaction)),
    buyerWalletAddress: buyer.address,
    network: 'localnet',
  });
}

/** Prepare, sign in the wallet, process: the raw answer of the process call (or of a refused prepare). */
export async function buy(t: TestApp, buyer: TestPlayer, listingId: string) {
  const prepared = await prepareBuy(t, buyer, listingId);
  if (prepared.statusCode !== 200) return prepared;
  return processBuy(t, buyer, prepared.json<BuyListingResponse>());
}

export async function browse(t: TestApp, query = '') {
  const answer = await t.app.inject({ method: 'GET', url: `/marketplace/listings${query}` });
  if (answer.statusCode !== 200) throw new Error(`browse: ${answer.statusCode} ${answer.body}`);
  return answer.json<{ data: { listings: MarketListing[]; pagination: { total: number } } }>().data;
}

export const WLO = 1_000_000n;

/** A Solana Action's purchase: the co-signed transaction handed out for `buyer` (the raw answer when refused). */
export function postActionBuy(t: TestApp, buyer: TestPlayer, listingId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/actions/listing/${listingId}`,
    payload: { account: buyer.address },
  });
}

/** What a wallet does with an Action's transaction: signs it and sends it itself. */
export async function signAndSend(t: TestApp, buyer: TestPlayer, base64: string): Promise<void> {
  const signed = getTransactionDecoder().decode(
    getBase64Encoder().encode(await signPrepared(buyer.signer, base64)),
  );
  await t.services.chain.sendTransaction(signed);
}

/**
 * Lets the reconcilers finish what is in flight, as their jobs would: handed-out
 * payments found and settled, and the marketplace escrow's payouts sent
 * (the clock moved past the payouts' grace, so pending rows are due).
 */
export async function settleMarket(t: TestApp): Promise<void> {
  for (let round = 0; round < 20; round++) {
    // Over RPC the node confirms a moment after a send.
    if (round > 0 && t.services.chain.kind === 'rpc')
      await new Promise((resolve) => setTimeout(resolve, 250));
    await t.services.intents.reconcile();
    t.services.clock.setOffset(t.services.clock.offset + 6_000);
    await t.services.payouts.reconcile();
    if ((await t.services.payouts.owed('marketplaceEscrow')) === 0n) return;
  }
  throw new Error(`the marketplace escrow still owes ${await t.services.payouts.owed('marketplaceEscrow')}`);
}

/** WLO in the marketplace escrow (base units). */
export const escrowWlo = (t: TestApp) => wloOf(t, t.services.accounts.pools.marketplaceEscrow.address);
