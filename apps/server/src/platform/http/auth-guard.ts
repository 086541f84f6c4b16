import { WosError } from '@wos/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionLookup } from './session-lookup.ts';

/** The body fields the specifications name the acting wallet with. */
export type WalletField = 'walletAddress' | 'buyerWalletAddress';

export interface RequestSession {
  wallet: string;
  expiresAt: Date;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a live session. */
    requireSession: preHandlerAsyncHookHandler;
    /**
     * preHandler of every call that acts for a wallet: 401 without a live
     * session, 403 when the wallet the body names (in the specification's
     * `walletAddress`, or `field`) is not the session's.
     */
    requireBodyWallet(field?: WalletField): preHandlerAsyncHookHandler;
  }
}

/** Reads the wallet a call acts for from its (already validated) body. */
function walletInBody(field: WalletField) {
  return (request: FastifyRequest): string | undefined => {
    const body: unknown = request.body;
    if (typeof body !== 'object' || body === null) return undefined;
    const wallet: unknown = (body as Record<string, unknown>)[field];
    return typeof wallet === 'string' ? wallet : undefined;
  };
}

export const authGuard = fp(
  async (app: FastifyInstance, options: { auth: SessionLookup }) => {
    app.decorateRequest('session', null);

    // Every guard handed out, so the OpenAPI document can mark the routes using one.
    const guards = new WeakSet<object>();
    app.addHook('onRoute', (route) => {
      const handlers = [route.preHandler ?? []].flat();
      if (!handlers.some((handler) => guards.has(handler))) return;
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    });

    async function authenticate(request: FastifyRequest): Promise<RequestSession> {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (!token) throw new WosError('UNAUTHORIZED');
      const session = await options.auth.findSession(token);
      if (!session)
        throw new WosError('UNAUTHORIZED', { message: 'Your session has expired; sign in again' });
      request.session = session;
      return session;
    }

    const requireSession = async (request: FastifyRequest) => {
      await authenticate(request);
    };
    guards.add(requireSession);
    app.decorate('requireSession', requireSession);

    app.decorate('requireBodyWallet', (field: WalletField = 'walletAddress') => {
      const walletOf = walletInBody(field);
      const guard = async (request: FastifyRequest) => {
        const session = await authenticate(request);
        if (walletOf(request) !== session.wallet) {
          throw new WosError('FORBIDDEN');
        }
      };
      guards.add(guard);
      return guard;
    });
  },
  { name: 'auth-guard' },
);
