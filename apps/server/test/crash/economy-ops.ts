import { randomInt } from 'node:crypto';
import { BOUND_ASSET_MESSAGE, BUYBACK_BUDGET_SPENT_MESSAGE } from '@wos/shared';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openServices, type Services } from '../../src/app/services.ts';
import { queryRows } from '../../src/db/rows.ts';
import { heroes } from '../../src/game/heroes/tables.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { moveWlo } from '../move-wlo.ts';
import type { signPrepared } from '../players.ts';
import { call } from './api.ts';

/**
 * The treasury's buy-back rules in the crash burst (docs/rules.md §5): a hero from a
 * free pack offered to the treasury must be refused as bound (cost basis 0),
 * sales past the day's budget with 503 and past the wallet's share of it with
 * 429; every refusal must leave the asset its owner's.
 */
export type EconomyRefused =
  | { op: 'bound-refused'; wallet: string; assetType: 'hero'; assetId: string }
  | { op: 'budget-refused'; wallet: string; assetType: 'farmer'; assetId: string };

interface EconomyPlayer {
  signer: Parameters<typeof signPrepared>[0];
  token: string;
}

/**
 * What the crash test leaves in the treasury: its 2 % (800 WLO) buys ten basic-pack farmers a day (80 WLO each,
 * 80 % of their 100 WLO cost basis), one per wallet's 10 % share, so a burst meets the budget and the shares.
 */
export const CRASH_TREASURY_WLO = 40_000n;

/** Offers one of the player's heroes (from today's free pack when it has none) to the treasury. */
export async function sellBoundHero(
  baseUrl: string,
  player: EconomyPlayer,
): Promise<EconomyRefused | null | 'down'> {
  const wallet = player.signer.address;
  const owned = await call(baseUrl, 'GET', `/heroes/${wallet}`);
  if (owned.status === 0) return 'down';
  let heroId = ((owned.body.heroes as { id: string }[] | undefined) ?? [])[0]?.id;
  if (!heroId) {
    const claimed = await call(
      baseUrl,
      'POST',
      '/packs/prepare-transaction',
      { walletAddress: wallet, packId: randomInt(2) === 0 ? 'hero-basic' : 'hero-legendary' },
      player.token,
    );
    if (claimed.status === 0) return 'down';
    const packId = (claimed.body.packDetails as { pack?: { id: string } } | undefined)?.pack?.id;
    if (claimed.status !== 200 || !packId) return null;
    const opened = await call(
      baseUrl,
      'POST',
      '/packs/open',
      { walletAddress: wallet, packId },
      player.token,
    );
    if (opened.status === 0) return 'down';
    heroId = (opened.body.contents as { heroes?: { id: string }[] } | undefined)?.heroes?.[0]?.id;
    if (!heroId) return null;
  }
  const answer = await call(
    baseUrl,
    'POST',
    '/marketplace/instant-sell',
    { walletAddress: wallet, assetId: heroId, assetType: 'hero' },
    player.token,
  );
  if (answer.status === 0) return 'down';
  if (answer.status === 400 && answer.body.message === BOUND_ASSET_MESSAGE) {
    return { op: 'bound-refused', wallet, assetType: 'hero', assetId: heroId };
  }
  // Anything else (a 200 above all) shows in the audit: a bound hero bought by the treasury.
  return null;
}

/** A farmer sale the server refused because the day's budget or the wallet's share of it was spent, or null for any other answer. */
export function budgetRefusal(
  status: number,
  body: Record<string, unknown>,
  wallet: string,
  assetId: string,
): EconomyRefused | null {
  const budgetSpent = status === 503 && body.message === BUYBACK_BUDGET_SPENT_MESSAGE;
  const shareSpent = status === 429 && body.error === 'MARKET__BUYBACK_SHARE_SPENT';
  if (!budgetSpent && !shareSpent) return null;
  return { op: 'budget-refused', wallet, assetType: 'farmer', assetId };
}

/** A refusal changed nothing: the asset is still there, bound heroes (cost basis 0) still bound and never the treasury's. */
export async function checkRefusal(services: Services, answer: EconomyRefused): Promise<string[]> {
  const label = `${answer.op} by ${answer.wallet}`;
  const { db } = services.database;
  const treasury = services.accounts.pools.treasury.address;
  if (answer.assetType === 'hero') {
    const [hero] = await db.select().from(heroes).where(eq(heroes.id, answer.assetId));
    if (!hero) return [`${label}: refused hero ${answer.assetId} is gone`];
    if (hero.costBasis !== 0n) return [`${label}: hero ${answer.assetId} refused as bound is not bound`];
    return hero.owner === treasury ? [`${label}: bound hero ${answer.assetId} went to the treasury`] : [];
  }
  const [farmer] = await queryRows<{ owner: string }>(
    db,
    sql`SELECT owner FROM farmers WHERE id = ${answer.assetId}`,
  );
  // Sold later (another day's budget), listed, bought or merged away are all fine; a vanished
  // farmer with no record of where it went is not.
  const [trace] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM payouts WHERE dedupe_key = ${`instant-sell:farmer:${answer.assetId}`}`,
  );
  if (farmer && farmer.owner === treasury && (trace?.n ?? 0) === 0) {
    return [`${label}: refused farmer ${answer.assetId} went to the treasury without a payout`];
  }
  return [];
}

/** Before the first round: leave the treasury CRASH_TREASURY_WLO (the rest to liquidity), with the server stopped. */
export async function lowerTreasury(dataDir: string): Promise<void> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
  const services = await openServices({ config, log: pino({ level: 'silent' }) });
  try {
    const { treasury, liquidity } = services.accounts.pools;
    const balance = await services.chain.getTokenBalance(treasury.address, services.accounts.wloMint);
    const keep = CRASH_TREASURY_WLO * 1_000_000n;
    if (balance > keep) await moveWlo(services, treasury, liquidity.address, balance - keep);
  } finally {
    await services.close();
  }
}
