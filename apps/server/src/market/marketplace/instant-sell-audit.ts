import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/rows.ts';

/**
 * The treasury's buy-back rules, checked on the books (docs/rules.md §5): no bound
 * asset was ever bought by the treasury, and no UTC day's instant sales were
 * paid more than that day's budget. Returns one line per breach ([] when they hold).
 */
export async function buybackProblems(db: Database): Promise<string[]> {
  const rows = await queryRows<{ problem: string }>(
    db,
    sql`WITH sales AS (
          SELECT split_part(dedupe_key, ':', 2) AS asset_type, split_part(dedupe_key, ':', 3) AS asset_id,
                 amount, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
            FROM payouts WHERE kind = 'instant_sell' AND status <> 'failed')
        SELECT 'bound ' || s.asset_type || ' ' || s.asset_id || ' was bought by the treasury' AS problem
          FROM sales s
         WHERE (s.asset_type = 'farmer' AND EXISTS (SELECT 1 FROM farmers f WHERE f.id::text = s.asset_id AND f.bound))
            OR (s.asset_type = 'hero' AND EXISTS (SELECT 1 FROM heroes h WHERE h.id::text = s.asset_id AND h.bound))
            OR (s.asset_type = 'item' AND EXISTS (SELECT 1 FROM items i WHERE i.id::text = s.asset_id AND i.bound))
        UNION ALL
        SELECT 'buy-back day ' || s.day || ' paid ' || sum(s.amount) || ' over its budget of '
               || coalesce(d.budget::text, 'none')
          FROM sales s LEFT JOIN treasury_buyback_days d ON d.day = s.day
         GROUP BY s.day, d.budget
        HAVING d.budget IS NULL OR sum(s.amount) > d.budget
        UNION ALL
        SELECT 'buy-back day ' || day || ' spent ' || spent || ' over its budget of ' || budget
          FROM treasury_buyback_days WHERE spent > coalesce(budget, 0)`,
  );
  return rows.map((row) => row.problem);
}
