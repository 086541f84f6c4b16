import { startLocalnet } from './localnet.ts';

/**
 * `npm run localnet`: a local Solana JSON-RPC node over LiteSVM.
 * LOCALNET_PORT (8899; WebSocket on the next port), LOCALNET_HOST
 * (127.0.0.1), LOCALNET_DATA_DIR (./data/localnet), LOCALNET_HISTORY_LIMIT
 * (10,000 transactions kept for getTransaction and the rest). SIGINT or SIGTERM
 * snapshots and exits; a kill -9 loses nothing the node answered about.
 */
const port = Number(process.env.LOCALNET_PORT ?? 8899);
const host = process.env.LOCALNET_HOST ?? '127.0.0.1';
const dataDir = process.env.LOCALNET_DATA_DIR ?? './data/localnet';
const historyLimit = process.env.LOCALNET_HISTORY_LIMIT
  ? Number(process.env.LOCALNET_HISTORY_LIMIT)
  : undefined;
if (historyLimit !== undefined && !(Number.isSafeInteger(historyLimit) && historyLimit > 0)) {
  throw new Error('LOCALNET_HISTORY_LIMIT must be a positive integer');
}

const node = await startLocalnet({ host, port, dataDir, historyLimit });
const slot = node.ledger.slots.currentSlot();
console.log(
  `localnet listening: JSON-RPC ${node.rpcUrl} WebSocket ${node.wsUrl} (data ${dataDir}, slot ${slot})`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    node.close().then(
      () => process.exit(0),
      (error) => {
        console.error('localnet: closing failed', error);
        process.exit(1);
      },
    );
  });
}
