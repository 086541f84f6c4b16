import { BUYBACK_WALLET_SHARE_PERCENT, INSTANT_SELL_PERCENT } from '@wos/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/rows.ts';

/**
 * The treasury's buy-back rules, checked on the books (docs/rules.md §5): no
 * bound asset (cost basis 0) was ever bought by the treasury, no instant sale
 * paid more than 80 % of its asset's cost basis, no UTC day's instant sales
 * were paid more than that day's budget, and no wallet more than its share of
 * it. Returns one line per breach ([] when they hold).
 */
export async function buybackProblems(db: Database): Promise<string[]> {
  // Whole-number constants of packages/shared, written into the text (not parameters) so both engines type them alike.
  const instantPercent = sql.raw(String(INSTANT_SELL_PERCENT));
  const sharePercent = sql.raw(String(BUYBACK_WALLET_SHARE_PERCENT));
  const rows = await queryRows<{ problem: string }>(
    db,
    sql`WITH sales AS (
          SELECT split_part(dedupe_key, ':', 2) AS asset_type, split_part(dedupe_key, ':', 3) AS asset_id,
                 wallet, amount, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
            FROM payouts WHERE kind = 'instant_sell' AND status <> 'failed'),
        bases AS (
          SELECT s.*, coalesce(f.cost_basis, h.cost_basis, i.cost_basis) AS cost_basis
            FROM sales s
            LEFT JOIN farmers f ON s.asset_type = 'farmer' AND f.id::text = s.asset_id
            LEFT JOIN heroes h ON s.asset_type = 'hero' AND h.id::text = s.asset_id
            LEFT JOIN items i ON s.asset_type = 'item' AND i.id::text = s.asset_id)
        SELECT 'bound ' || asset_type || ' ' || asset_id || ' was bought by the treasury' AS problem
          FROM bases WHERE cost_basis = 0
        UNION ALL
        SELECT asset_type || ' ' || asset_id || ' was bought for ' || amount || ', over '
               || ${instantPercent} || ' % of its cost basis of ' || cost_basis
          FROM bases WHERE cost_basis > 0 AND amount * 100 > cost_basis * ${instantPercent}
        UNION ALL
        SELECT 'buy-back day ' || s.day || ' paid ' || sum(s.amount) || ' over its budget of '
               || coalesce(d.budget::text, 'none')
          FROM sales s LEFT JOIN treasury_buyback_days d ON d.day = s.day
         GROUP BY s.day, d.budget
        HAVING d.budget IS NULL OR sum(s.amount) > d.budget
        UNION ALL
        SELECT 'buy-back day ' || day || ' spent ' || spent || ' over its budget of ' || budget
          FROM treasury_buyback_days WHERE spent > coalesce(budget, 0)
        UNION ALL
        SELECT 'buy-back day ' || w.day || ': wallet ' || w.wallet || ' took ' || w.spent || ', over its '
               || ${sharePercent} || ' % share of ' || coalesce(d.budget::text, 'no budget')
          FROM treasury_buyback_wallets w LEFT JOIN treasury_buyback_days d ON d.day = w.day
         WHERE w.spent * 100 > coalesce(d.budget, 0) * ${sharePercent}`,
  );
  return rows.map((row) => row.problem);
}
