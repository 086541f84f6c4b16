import { accountMethods } from './accounts.ts';
import { clusterMethods } from './cluster.ts';
import { devMethods } from './dev.ts';
import { historyMethods } from './history.ts';
import type { Method } from './params.ts';
import { tokenMethods } from './tokens.ts';
import { transactionMethods } from './transactions.ts';

/** Every JSON-RPC method the local node serves over HTTP. */
export const rpcMethods: ReadonlyMap<string, Method> = new Map(
  Object.entries({
    ...clusterMethods,
    ...accountMethods,
    ...tokenMethods,
    ...transactionMethods,
    ...historyMethods,
    ...devMethods,
  }),
);
