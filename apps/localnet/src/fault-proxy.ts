import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import { listenPair } from './listen.ts';
import { decodeWireTransaction, type WireEncoding } from './wire.ts';

export interface FaultProxyOptions {
  /** The node's JSON-RPC URL. */
  target: string;
  /** The node's WebSocket URL; default: the target's port + 1. */
  wsTarget?: string;
  host?: string;
  /** 0 (default) picks free ports; WebSocket listens on port + 1 (and on port). */
  port?: number;
  /** Like a provider: at most this many requests in any second, the rest answered 429 (see `limitRate`). */
  maxRps?: number;
}

export interface FaultOptions {
  /** Only requests of this JSON-RPC method (a batch has none and matches only rules without one). */
  method?: string;
}

export interface FaultCounts {
  requests: number;
  failed: number;
  hung: number;
  dropped: number;
  /** Answered 429 by the rate limit. */
  limited: number;
}

/** What went through to the node (the rate limit let it pass and no fault answered in its place). */
export interface ForwardedStats {
  /** The most requests forwarded in any one second (a sliding window), since the start or `resetForwarded`. */
  maxPerSecond: number;
  /** Forwarded JSON-RPC method calls by method (each of a batch). */
  byMethod: Record<string, number>;
}

export interface FaultProxy {
  url: string;
  wsUrl: string;
  /** Answers the next `count` requests with HTTP `status` (default 429 Too Many Requests), not forwarded. */
  failNext(count: number, options?: FaultOptions & { status?: number }): void;
  /**
   * Never answers the next `count` requests: the client times out. With
   * `forward`, the request still reaches the node (a send that lands though its
   * answer is lost); otherwise it does not.
   */
  hangNext(count: number, options?: FaultOptions & { forward?: boolean }): void;
  /** Answers the next `count` sendTransaction with the transaction's signature without forwarding it: a dropped transaction. */
  dropNextSends(count: number): void;
  /**
   * Like a provider's limit: at most `perSecond` requests in any second (a
   * sliding window of the requests let through); past it the answer is 429
   * with `Retry-After: 1`, not forwarded. Undefined: no limit. The window starts empty.
   */
  limitRate(perSecond: number | undefined): void;
  /** Clears every pending fault: everything passes through again (the rate limit stays). */
  reset(): void;
  /** Closes every WebSocket through the proxy, as a node restart does. */
  dropWebSockets(): void;
  readonly counts: FaultCounts;
  readonly forwarded: ForwardedStats;
  /** Starts `forwarded` over (the window, its maximum and the per-method counts). */
  resetForwarded(): void;
  /** Signatures of the transactions dropped so far. */
  readonly droppedSignatures: readonly string[];
  close(): Promise<void>;
}

type Rule =
  | { kind: 'fail'; remaining: number; method?: string; status: number }
  | { kind: 'hang'; remaining: number; method?: string; forward: boolean }
  | { kind: 'drop'; remaining: number; method: 'sendTransaction' };

interface ParsedRequest {
  method?: string;
  id?: unknown;
  params?: unknown[];
  /** Every method the body calls: one, or each of a batch. */
  methods: string[];
}

const WINDOW_MS = 1_000;

/**
 * An HTTP (and WebSocket pass-through) proxy in front of a node whose
 * misbehaviour a test sets: 429s, requests that never get an answer, dropped
 * transactions. Everything else passes through unchanged; when the node is
 * down, the client's connection is cut, as it would be.
 */
export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = options.target;
  const wsTarget = options.wsTarget ?? nextPortUrl(target);
  const host = options.host ?? '127.0.0.1';
  const rules: Rule[] = [];
  const counts: FaultCounts = { requests: 0, failed: 0, hung: 0, dropped: 0, limited: 0 };
  const forwarded: ForwardedStats = { maxPerSecond: 0, byMethod: {} };
  const droppedSignatures: string[] = [];
  const hung = new Set<ServerResponse>();
  let maxRps = options.maxRps;
  /** When each request let through in the last second arrived (performance.now()), oldest first. */
  const window: number[] = [];

  /** Whether the rate limit lets this request through now; if so it takes its place in the window. */
  const admit = (): boolean => {
    const now = performance.now();
    while (window.length > 0 && (window[0] ?? now) <= now - WINDOW_MS) window.shift();
    if (maxRps !== undefined && window.length >= maxRps) return false;
    window.push(now);
    return true;
  };

  const recordForwarded = (request: ParsedRequest) => {
    forwarded.maxPerSecond = Math.max(forwarded.maxPerSecond, window.length);
    for (const method of request.methods) {
      forwarded.byMethod[method] = (forwarded.byMethod[method] ?? 0) + 1;
    }
  };

  const takeRule = (request: ParsedRequest): Rule | undefined => {
    const rule = rules.find(
      (candidate) =>
        candidate.remaining > 0 && (candidate.method === undefined || candidate.method === request.method),
    );
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining === 0) rules.splice(rules.indexOf(rule), 1);
    return rule;
  };

  const rpcServer = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    counts.requests += 1;
    const parsed = parse(body);
    // A provider's limit sits in front of everything else.
    if (!admit()) {
      counts.limited += 1;
      response
        .writeHead(429, { 'content-type': 'text/plain', 'retry-after': '1' })
        .end('Too many requests: the rate limit is exceeded');
      return;
    }
    const rule = takeRule(parsed);
    if (rule?.kind === 'fail') {
      counts.failed += 1;
      response
        .writeHead(rule.status, { 'content-type': 'text/plain' })
        .end('Too many requests for a specific RPC call');
      return;
    }
    if (rule?.kind === 'hang') {
      counts.hung += 1;
      hung.add(response);
      response.on('close', () => hung.delete(response));
      if (rule.forward) {
        recordForwarded(parsed);
        await forward(body).catch(() => undefined);
      }
      return;
    }
    if (rule?.kind === 'drop') {
      const signature = signatureOf(parsed);
      if (signature) {
        counts.dropped += 1;
        droppedSignatures.push(signature);
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', result: signature, id: parsed.id ?? null }));
        return;
      }
    }
    let answer: { status: number; contentType: string; text: string };
    recordForwarded(parsed);
    try {
      answer = await forward(body);
    } catch {
      // The node is down: cut the client's connection as a dead node would.
      response.destroy();
      return;
    }
    response.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.text);
  }

  async function forward(body: string) {
    const upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return {
      status: upstream.status,
      contentType: upstream.headers.get('content-type') ?? 'application/json',
      text: await upstream.text(),
    };
  }

  const sockets = new WebSocketServer({ noServer: true });
  sockets.on('connection', (client) => pipeWebSocket(client, wsTarget));
  const wsServer = createServer((_request, response) => response.writeHead(426).end('WebSocket only'));
  for (const server of [rpcServer, wsServer]) {
    server.on('upgrade', (request, socket, head) =>
      sockets.handleUpgrade(request, socket, head, (client) => sockets.emit('connection', client, request)),
    );
  }
  const ports = await listenPair(rpcServer, wsServer, host, options.port ?? 0);

  return {
    url: `http://${host}:${ports.port}`,
    wsUrl: `ws://${host}:${ports.wsPort}`,
    failNext(count, { method, status = 429 } = {}) {
      rules.push({ kind: 'fail', remaining: count, method, status });
    },
    hangNext(count, { method, forward = false } = {}) {
      rules.push({ kind: 'hang', remaining: count, method, forward });
    },
    dropNextSends(count) {
      rules.push({ kind: 'drop', remaining: count, method: 'sendTransaction' });
    },
    limitRate(perSecond) {
      maxRps = perSecond;
      // The limit counts from now, as a provider's plan that just started.
      window.length = 0;
    },
    reset() {
      rules.length = 0;
    },
    dropWebSockets() {
      for (const client of sockets.clients) client.terminate();
    },
    counts,
    forwarded,
    resetForwarded() {
      window.length = 0;
      forwarded.maxPerSecond = 0;
      forwarded.byMethod = {};
    },
    droppedSignatures,
    async close() {
      rules.length = 0;
      for (const response of hung) response.destroy();
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      await Promise.all([stop(rpcServer), stop(wsServer)]);
    },
  };
}

function pipeWebSocket(client: WebSocket, wsTarget: string): void {
  const upstream = new WebSocket(wsTarget);
  const queued: string[] = [];
  client.on('message', (data) => {
    const text = String(data);
    if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
    else queued.push(text);
  });
  upstream.on('open', () => {
    for (const text of queued.splice(0)) upstream.send(text);
  });
  upstream.on('message', (data) => {
    if (client.readyState === WebSocket.OPEN) client.send(String(data));
  });
  const closeBoth = () => {
    client.terminate();
    upstream.terminate();
  };
  client.on('close', closeBoth);
  client.on('error', closeBoth);
  upstream.on('close', closeBoth);
  upstream.on('error', closeBoth);
}

function parse(body: string): ParsedRequest {
  try {
    const request = JSON.parse(body) as unknown;
    if (Array.isArray(request)) return { methods: request.map((call) => methodOf(call) ?? 'unknown') };
    if (typeof request !== 'object' || request === null) return { methods: [] };
    const { id, params } = request as Record<string, unknown>;
    const method = methodOf(request);
    return {
      method,
      id,
      params: Array.isArray(params) ? params : [],
      methods: [method ?? 'unknown'],
    };
  } catch {
    return { methods: [] };
  }
}

function methodOf(call: unknown): string | undefined {
  const method =
    typeof call === 'object' && call !== null ? (call as { method?: unknown }).method : undefined;
  return typeof method === 'string' ? method : undefined;
}

/** The signature a node would answer for this sendTransaction, or undefined if it cannot be decoded. */
function signatureOf(request: ParsedRequest): string | undefined {
  const config = (request.params?.[1] ?? {}) as { encoding?: unknown };
  const encoding: WireEncoding = config.encoding === 'base64' ? 'base64' : 'base58';
  try {
    return decodeWireTransaction(request.params?.[0], encoding).signature;
  } catch {
    return undefined;
  }
}

function nextPortUrl(rpcUrl: string): string {
  const url = new URL(rpcUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.port = String(Number(url.port || (url.protocol === 'wss:' ? 443 : 80)) + 1);
  return url.toString();
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
