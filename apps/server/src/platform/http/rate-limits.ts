import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { WosError } from '@wos/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitStoreOptions } from '../shared-state/open.ts';
import type { SessionLookup } from './session-lookup.ts';

const MINUTE_MS = 60_000;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The sign-in calls: each writes a row or verifies a signature (session reads are cached instead). */
const SIGN_IN = /^\/auth\/(connect|message\/|sign(\?|$))/;

/** Requests per minute; per IP unless named per wallet. */
export interface RateLimitConfig {
  signInPerMinute: number;
  writesPerIpPerMinute: number;
  writesPerWalletPerMinute: number;
  devPerMinute: number;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Per-minute request budgets: sign-in calls (`/auth/connect`,
 * `/auth/message/…`, `/auth/sign`) and dev routes per client IP,
 * state-changing calls (every POST, PUT, PATCH and DELETE, whatever the
 * route: Solana Actions' POSTs too, decided 2026-11-27) per IP and per
 * wallet (the body's walletAddress, else the session's). Over budget: 429
 * RATE_LIMITED with Retry-After. The counts live where `store` says (shared-state/open.ts): shared by every process
 * in Redis or PostgreSQL, or in this process's memory.
 */
export const rateLimits = fp(
  async (
    app: FastifyInstance,
    options: { limits: RateLimitConfig; auth: SessionLookup; store?: RateLimitStoreOptions },
  ) => {
    const { limits, auth, store = {} } = options;
    // global: false: nothing is limited until the hooks below ask.
    await app.register(rateLimit, { global: false, ...store });
    // A shared store keeps every budget in one keyspace: each key names its budget.
    const perMinute = (max: number, budget: string, key: (request: FastifyRequest) => string) =>
      app.createRateLimit({
        max,
        timeWindow: MINUTE_MS,
        keyGenerator: (request) => `${budget}:${key(request)}`,
      });
    const clientIp = (request: FastifyRequest) => normalizeIP(request.ip);

    const signIn = perMinute(limits.signInPerMinute, 'sign-in', clientIp);
    const dev = perMinute(limits.devPerMinute, 'dev', clientIp);
    const writesByIp = perMinute(limits.writesPerIpPerMinute, 'writes-ip', clientIp);
    const walletOf = new WeakMap<FastifyRequest, string>();
    const writesByWallet = perMinute(
      limits.writesPerWalletPerMinute,
      'writes-wallet',
      (request) => walletOf.get(request) ?? '',
    );

    const limitRequest = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url;
      if (SIGN_IN.test(path)) await enforce(signIn, request, reply);
      if (path.startsWith('/dev/')) await enforce(dev, request, reply);
      if (STATE_CHANGING.has(request.method)) await enforce(writesByIp, request, reply);
    };
    // Every route's requests, Solana Actions' POSTs (/actions/**) among them: a write is a write.
    app.addHook('onRequest', limitRequest);
    // For the answers Fastify gives before any hook (framework-errors.ts): a bad URL is a request too.
    app.decorate('limitRequest', limitRequest);

    // After parsing, where the body's wallet is known; before the route's own guard runs.
    app.addHook('preHandler', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const wallet = await actingWallet(request, auth);
      if (!wallet) return;
      walletOf.set(request, wallet);
      await enforce(writesByWallet, request, reply);
    });
  },
  { name: 'rate-limits' },
);

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', String(result.ttlInSeconds));
  throw new WosError('RATE_LIMITED', { message: `Too many requests; try again in ${result.ttlInSeconds} s` });
}

/** The wallet a call acts for: walletAddress in its body, else its session's (cached lookup). */
async function actingWallet(request: FastifyRequest, auth: SessionLookup): Promise<string | undefined> {
  const body = request.body as { walletAddress?: unknown } | null | undefined;
  if (typeof body === 'object' && typeof body?.walletAddress === 'string') return body.walletAddress;
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) return undefined;
  return (await auth.findSession(token))?.wallet;
}
