import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { packTypesOf, toBaseUnits, WLO_DECIMALS } from '@wos/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');
const JOURNAL = path.join(MIGRATIONS, 'meta/_journal.json');
const COST_BASIS = '0010_cost_basis';

/** The journal's migrations in order, as drizzle applies them. */
async function migrationTags(): Promise<string[]> {
  const journal = JSON.parse(await readFile(JOURNAL, 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

async function apply(db: PGlite, tag: string): Promise<void> {
  const text = await readFile(path.join(MIGRATIONS, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

/** The lowest paid pack price of a kind, in WLO base units, from the catalogue. */
function lowestPaid(kind: 'farmer' | 'hero'): bigint {
  const prices = packTypesOf(kind).flatMap((pack) => (pack.wloPrice === null ? [] : [pack.wloPrice]));
  return toBaseUnits(Math.min(...prices), WLO_DECIMALS);
}

/**
 * The cost basis migration's backfill (docs/rules.md §5, decided 2026-11-27): assets that predate the
 * column get the lowest paid pack price of their kind, bound ones 0. Runs the real migration files on
 * a database in memory holding rows written before it.
 */
describe(`migration ${COST_BASIS}`, () => {
  const db = new PGlite();
  afterAll(() => db.close());

  beforeAll(async () => {
    const tags = await migrationTags();
    const at = tags.indexOf(COST_BASIS);
    expect(at).toBeGreaterThan(0);
    for (const tag of tags.slice(0, at)) await apply(db, tag);
    const now = `'2026-11-26T12:00:00Z'`;
    await db.exec(`
      INSERT INTO farmers (owner, farmer_id, name, rarity, base_yield_per_hour, power, purchased_at, last_harvested, bound)
        VALUES ('paid', 'agribot-3000', 'Agribot', 'common', 1, 10, ${now}, ${now}, false),
               ('free', 'agribot-3000', 'Agribot', 'common', 1, 10, ${now}, ${now}, true);
      INSERT INTO heroes (owner, hero_id, name, rarity, power, purchased_at, bound)
        VALUES ('paid', 'solar-warlord', 'Solar Warlord', 'legendary', 1000, ${now}, false),
               ('free', 'solar-warlord', 'Solar Warlord', 'legendary', 1000, ${now}, true);
      INSERT INTO items (owner, item_id, acquired_at, bound)
        VALUES ('paid', 'plasma-blade', ${now}, false), ('free', 'plasma-blade', ${now}, true);
    `);
    for (const tag of tags.slice(at)) await apply(db, tag);
  });

  it('gives earlier assets the lowest paid pack price of their kind, bound ones 0, and drops bound', async () => {
    const rows = async (table: string) =>
      (
        await db.query<{ owner: string; cost_basis: string }>(
          `SELECT owner, cost_basis FROM ${table} ORDER BY owner`,
        )
      ).rows;
    expect(lowestPaid('farmer')).toBe(100_000_000n);
    expect(lowestPaid('hero')).toBe(500_000_000n);
    expect(await rows('farmers')).toEqual([
      { owner: 'free', cost_basis: 0 },
      { owner: 'paid', cost_basis: Number(lowestPaid('farmer')) },
    ]);
    // Items come only from hero packs: the same as a hero.
    for (const table of ['heroes', 'items']) {
      expect(await rows(table)).toEqual([
        { owner: 'free', cost_basis: 0 },
        { owner: 'paid', cost_basis: Number(lowestPaid('hero')) },
      ]);
    }
    const bound = await db.query(
      "SELECT 1 FROM information_schema.columns WHERE column_name = 'bound' AND table_name IN ('farmers', 'heroes', 'items')",
    );
    expect(bound.rows).toEqual([]);
  });
});
