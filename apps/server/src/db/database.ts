import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The query layer every repository takes. A transaction is a Database too,
 * so repositories accept an optional `tx` and default to the shared handle.
 * No schema generic: repositories import their feature's tables and build
 * queries from them (no relational `db.query.*`), so no central schema exists.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}
