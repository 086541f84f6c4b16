import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Ledger } from './ledger.ts';
import { answerRpcBody } from './rpc-dispatch.ts';

/** Larger bodies are refused (a real node's limit is far lower: transactions are ≤ 1232 bytes). */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** The HTTP JSON-RPC endpoint: POST a request or a batch; GET /health answers "ok" as validators do. */
export function createRpcHttpServer(ledger: Ledger, onError: (error: unknown) => void): Server {
  const server = createServer((request, response) => {
    handle(request, response, ledger, onError).catch((error) => {
      onError(error);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  server.keepAliveTimeout = 65_000;
  return server;
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  ledger: Ledger,
  onError: (error: unknown) => void,
) {
  if (request.method === 'GET' && request.url === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'POST' }).end();
    return;
  }
  const body = await readBody(request);
  if (body === undefined) {
    response.writeHead(413).end();
    return;
  }
  const answer = await answerRpcBody(body, ledger, onError);
  if (answer === undefined) {
    response.writeHead(204).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
