import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  /** DATABASE_URL of the new database. */
  url: string;
  name: string;
  /** Drops it (closing any connection still open to it). */
  drop(): Promise<void>;
}

/** Runs one statement on the server of `serverUrl` on a connection of its own. */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database `<prefix>_<random>` on the PostgreSQL server of `serverUrl`. */
export async function createFreshDatabase(serverUrl: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
