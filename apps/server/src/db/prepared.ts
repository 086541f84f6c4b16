import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';

interface Preparable<Result> {
  prepare(name: string): PgPreparedQuery<PreparedQueryConfig & { execute: Result }>;
}

/**
 * A query built once, with `sql.placeholder` parameters, instead of on every
 * call: building a drizzle select costs more CPU (~0.2 ms) than PostgreSQL
 * takes to answer a lookup by index. On PostgreSQL it is also a named
 * server-side prepared statement, parsed and planned once per connection.
 * Inside a transaction the query is built on that transaction.
 */
export function preparedQuery<Params extends Record<string, unknown>, Result>(
  db: Database,
  name: string,
  build: (on: Database) => Preparable<Result>,
): (params: Params, tx?: Database) => Promise<Result> {
  let statement: PgPreparedQuery<PreparedQueryConfig & { execute: Result }> | undefined;
  return (params, tx = db) => {
    if (tx !== db) return build(tx).prepare(name).execute(params);
    statement ??= build(db).prepare(name);
    return statement.execute(params);
  };
}
