import { sql } from 'drizzle-orm';
import type { Services } from '../../src/app/services.ts';
import { queryRows } from '../../src/db/rows.ts';
import type { MarketAcknowledged } from './market-ops.ts';
import { checkPayoutsLanded } from './verify-game.ts';

/** What an acknowledged listing, purchase or instant sale must have left after any crash. */
export async function checkMarket(
  services: Services,
  answer: MarketAcknowledged,
  onChain: (signature: string | null) => Promise<boolean>,
): Promise<string[]> {
  const label = `${answer.op} by ${answer.wallet}`;
  const { db } = services.database;
  if (answer.op === 'instant-sell') {
    const key = `instant-sell:farmer:${answer.assetId}`;
    return checkPayoutsLanded(services, key, label, answer.payout, onChain);
  }
  const unanswered = { status: 'pending', signature: null };
  if (answer.op === 'market-refund') {
    return checkPayoutsLanded(services, `market:${answer.purchaseId}:refund`, label, unanswered, onChain);
  }
  const [listing] = await queryRows<{
    seller: string;
    status: string;
    buyer: string | null;
    sale_signature: string | null;
  }>(
    db,
    sql`SELECT seller, status, buyer, sale_signature FROM marketplace_listings WHERE id = ${answer.listingId}`,
  );
  if (!listing) return [`${label}: acknowledged listing ${answer.listingId} is missing`];
  if (answer.op === 'list') {
    return listing.seller === answer.wallet
      ? []
      : [`${label}: listing ${answer.listingId} names another seller`];
  }
  if (
    listing.status !== 'sold' ||
    listing.buyer !== answer.wallet ||
    listing.sale_signature !== answer.signature
  ) {
    return [
      `${label}: acknowledged purchase of ${answer.listingId} left it ${listing.status} for ${listing.buyer}`,
    ];
  }
  if (!(await onChain(answer.signature)))
    return [`${label}: acknowledged payment ${answer.signature} not on chain`];
  // The seller's share and the fee, from the escrow.
  return checkPayoutsLanded(services, `market:${answer.purchaseId}:%`, label, unanswered, onChain);
}

/**
 * Listings and the assets they hold agree: an open listing holds its
 * seller's asset, and an asset is held only by its own open listing.
 */
export async function checkMarketInvariants(services: Services): Promise<string[]> {
  const rows = await queryRows<{ problem: string }>(
    services.database.db,
    sql`SELECT 'open listing ' || l.id || ' does not hold its asset' AS problem
          FROM marketplace_listings l LEFT JOIN farmers f ON f.id = l.asset_id
         WHERE l.status IN ('active', 'pending') AND l.asset_type = 'farmer'
           AND (f.id IS NULL OR f.owner <> l.seller OR f.listing_id IS DISTINCT FROM l.id)
        UNION ALL
        SELECT 'farmer ' || f.id || ' is held by a listing that is not open'
          FROM farmers f LEFT JOIN marketplace_listings l ON l.id = f.listing_id
         WHERE f.listing_id IS NOT NULL AND (l.id IS NULL OR l.status NOT IN ('active', 'pending'))`,
  );
  return rows.map((row) => row.problem);
}
