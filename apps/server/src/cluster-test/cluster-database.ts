import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the cluster test and the API-process bench make their database on. */
export const CLUSTER_DATABASE_SERVER =
  process.env.CLUSTER_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ClusterDatabase {
  /** DATABASE_URL of the fresh database. */
  url: string;
  name: string;
  /** Drops it (closing any connection still open to it). */
  drop(): Promise<void>;
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database `wos_cluster_<random>` on the server; the API processes migrate it. */
export async function createClusterDatabase(serverUrl = CLUSTER_DATABASE_SERVER): Promise<ClusterDatabase> {
  const name = `wos_cluster_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
