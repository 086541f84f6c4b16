import { type SQL, sql } from 'drizzle-orm';

/** One column of a bulk insert: its PostgreSQL type and its text (or null) in a row. */
export interface UnnestColumn<Row> {
  type: 'uuid' | 'text' | 'bigint' | 'timestamptz';
  value: (row: Row) => string | null;
}

/**
 * Rows as one `unnest` of column arrays, for `insert … select … from`: a
 * column whose value is the same in every row is bound once as a scalar
 * instead of an array of copies. PostgreSQL parses every element of an
 * array parameter (a timestamptz each, on PGlite in WASM), so a weekly
 * distribution's 100,000 rows, whose kind, pool, status, item and time
 * are the same, cost a third less to insert (bench/weekly.ts). `keys`
 * always go as arrays, so the unnest has a row per input row.
 */
export function unnestRows<Row, Name extends string>(
  rows: readonly Row[],
  columns: Record<Name, UnnestColumn<Row>>,
  keys: readonly NoInfer<Name>[],
): { from: SQL; column: (name: Name) => SQL } {
  const arrays: SQL[] = [];
  const arrayNames: string[] = [];
  const selected = new Map<Name, SQL>();
  for (const name of Object.keys(columns) as Name[]) {
    const { type, value } = columns[name];
    const values = rows.map(value);
    const first = values[0] ?? null;
    if (!keys.includes(name) && values.every((entry) => entry === first)) {
      selected.set(name, sql`${first}::${sql.raw(type)}`);
    } else {
      arrays.push(sql`${sql.param(values)}::${sql.raw(type)}[]`);
      arrayNames.push(name);
      selected.set(name, sql.raw(`input.${name}`));
    }
  }
  return {
    from: sql`unnest(${sql.join(arrays, sql`, `)}) as input(${sql.raw(arrayNames.join(', '))})`,
    column: (name) => selected.get(name)!,
  };
}
