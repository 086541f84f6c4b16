import { createServer, type Server } from 'node:http';
import { Ledger } from './ledger.ts';
import { listenPair } from './listen.ts';
import { PubSub } from './pubsub.ts';
import { createRpcHttpServer } from './rpc-http.ts';

export interface LocalnetOptions {
  dataDir: string;
  host?: string;
  /** 0 picks a free port (and the next one for WebSocket). */
  port?: number;
  /** Default: port + 1. */
  wsPort?: number;
  /** Transactions kept for getTransaction and the rest (default 10,000; LOCALNET_HISTORY_LIMIT in main.ts). */
  historyLimit?: number;
  onError?: (error: unknown) => void;
}

export interface Localnet {
  rpcUrl: string;
  wsUrl: string;
  port: number;
  wsPort: number;
  ledger: Ledger;
  /** Stops listening, waits for what is executing to reach the disk, snapshots. */
  close(): Promise<void>;
}

/**
 * The local Solana node: JSON-RPC over HTTP on `port`, PubSub over
 * WebSocket on `wsPort` (and on `port` too, for clients that upgrade there).
 */
export async function startLocalnet(options: LocalnetOptions): Promise<Localnet> {
  const host = options.host ?? '127.0.0.1';
  const onError = options.onError ?? ((error: unknown) => console.error('localnet:', error));
  const ledger = await Ledger.open(options.dataDir, { historyLimit: options.historyLimit });
  const pubsub = new PubSub(ledger);
  const rpcServer = createRpcHttpServer(ledger, onError);
  const wsServer = createServer((_request, response) => response.writeHead(426).end('WebSocket only'));
  for (const server of [rpcServer, wsServer]) {
    server.on('upgrade', (request, socket, head) =>
      pubsub.server.handleUpgrade(request, socket, head, (client) =>
        pubsub.server.emit('connection', client, request),
      ),
    );
  }
  let ports: { port: number; wsPort: number };
  try {
    ports = await listenPair(rpcServer, wsServer, host, options.port ?? 8899, options.wsPort);
  } catch (error) {
    await ledger.close();
    throw error;
  }
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    rpcUrl: `http://${urlHost}:${ports.port}`,
    wsUrl: `ws://${urlHost}:${ports.wsPort}`,
    ...ports,
    ledger,
    close() {
      closing ??= (async () => {
        pubsub.close();
        await Promise.all([stop(rpcServer), stop(wsServer)]);
        await ledger.close();
      })();
      return closing;
    },
  };
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
