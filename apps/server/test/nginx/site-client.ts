/**
 * Calls to the game through nginx over HTTPS, each client from its own
 * loopback address (127.0.0.2, 127.0.0.3, …): nginx sees each player's own
 * address as a production load balancer sees each browser's.
 */
import { Agent, request } from 'node:https';
import type { ApiCaller } from '../cluster/player-flow.ts';
import type { ApiAnswer } from '../crash/api.ts';

/** Where the site listens and the certificate the clients trust. */
export interface Site {
  port: number;
  serverName: string;
  certificate: Buffer;
}

/**
 * One JSON call to the site from the agent's address; a failed connection is
 * status 0, a non-JSON body `{}`. A kept-alive connection that nginx closed
 * as the request went out (idle, or a worker leaving after a reload) is
 * retried once on a new one, as browsers do: nginx never read that request.
 */
export async function siteCall(
  site: Site,
  agent: Agent,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const first = await callOnce(site, agent, method, path, body, headers);
  return first === 'closed-before-answer'
    ? toAnswer(await callOnce(site, agent, method, path, body, headers))
    : first;
}

const toAnswer = (outcome: ApiAnswer | 'closed-before-answer'): ApiAnswer =>
  outcome === 'closed-before-answer' ? { status: 0, body: {} } : outcome;

function callOnce(
  site: Site,
  agent: Agent,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<ApiAnswer | 'closed-before-answer'> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve) => {
    let answered = false;
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: site.port,
        servername: site.serverName,
        agent,
        method,
        path,
        timeout: 120_000,
        headers: {
          host: site.serverName,
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => resolve({ status: 0, body: {} }));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          try {
            resolve({
              status,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ApiAnswer['body'],
            });
          } catch {
            // nginx's own error pages are HTML.
            resolve({ status, body: {} });
          }
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      const closed = error.code === 'ECONNRESET' || error.message === 'socket hang up';
      const unread = outgoing.reusedSocket && closed && !answered;
      resolve(unread ? 'closed-before-answer' : { status: 0, body: {} });
    });
    outgoing.end(payload);
  });
}

/** A keep-alive agent whose connections leave from `localAddress`, trusting the site's certificate. */
export function agentFrom(site: Site, localAddress: string, maxSockets = 4): Agent {
  return new Agent({ keepAlive: true, maxSockets, localAddress, ca: site.certificate });
}

/**
 * The calls the API is idempotent for: reads, and the two-phase process calls
 * (a repeat applies the effect once, docs/architecture.md section 4).
 */
export function isIdempotent(method: 'GET' | 'POST', path: string): boolean {
  return method === 'GET' || /^\/(staking\/v2|packs|marketplace)\/process-transaction$/.test(path);
}

/** No answer, or an error page nginx made itself (the API's own refusals carry an `error` code). */
export function isGatewayFailure(answer: ApiAnswer): boolean {
  return answer.status === 0 || (answer.status >= 502 && answer.status <= 504 && !('error' in answer.body));
}

const RETRY_DELAYS_MS = [250, 500, 1_000];

/** What one player's calls got, as the player saw them (after the client's own retries). */
export interface PlayerCounts {
  ok: number;
  /** Answers other than 200 from the API, by status and error code. */
  refused: Map<string, number>;
  /** Calls that ended on a gateway failure, by method and path. */
  gatewayFailures: Map<string, number>;
  /** Repeats the client made after a gateway failure (only of idempotent calls). */
  clientRetries: number;
}

/**
 * A player's browser: every call through nginx from the player's own address.
 * Like the page, it repeats an idempotent call on a gateway failure (React
 * Query retries reads; a two-phase process call is safe to resend) and never
 * repeats another POST: the player sees the error and plays on.
 */
export class PlayerClient implements ApiCaller {
  readonly counts: PlayerCounts = { ok: 0, refused: new Map(), gatewayFailures: new Map(), clientRetries: 0 };
  private readonly agent: Agent;

  constructor(
    private readonly site: Site,
    readonly address: string,
  ) {
    this.agent = agentFrom(site, address);
  }

  /** `_preferred` is the cluster's choice of process: here nginx chooses. */
  async call(
    _preferred: number,
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    token?: string,
  ): Promise<ApiAnswer> {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    let answer = await siteCall(this.site, this.agent, method, path, body, headers);
    if (isIdempotent(method, path)) {
      for (const delay of RETRY_DELAYS_MS) {
        if (!isGatewayFailure(answer)) break;
        this.counts.clientRetries += 1;
        await new Promise((resolve) => setTimeout(resolve, delay));
        answer = await siteCall(this.site, this.agent, method, path, body, headers);
      }
    }
    this.count(method, path, answer);
    return answer;
  }

  private count(method: string, path: string, answer: ApiAnswer): void {
    if (answer.status === 200) {
      this.counts.ok += 1;
      return;
    }
    const [map, key] = isGatewayFailure(answer)
      ? [this.counts.gatewayFailures, `${answer.status} ${method} ${path.replace(/\/[^/?]{20,}/g, '/…')}`]
      : [this.counts.refused, `${answer.status} ${String(answer.body.error ?? '?')}`];
    map.set(key, (map.get(key) ?? 0) + 1);
  }

  close(): void {
    this.agent.destroy();
  }
}
