import { createFreshDatabase, type FreshDatabase } from '../fresh-database.ts';

/** The PostgreSQL server the cluster test and the API-process bench make their database on. */
export const CLUSTER_DATABASE_SERVER =
  process.env.CLUSTER_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type ClusterDatabase = FreshDatabase;

/** A fresh, empty database `wos_cluster_<random>` on the server; the API processes migrate it. */
export function createClusterDatabase(serverUrl = CLUSTER_DATABASE_SERVER): Promise<ClusterDatabase> {
  return createFreshDatabase(serverUrl, 'wos_cluster');
}
