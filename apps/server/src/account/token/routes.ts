import { normalizeIP } from '@fastify/rate-limit';
import { networkQuery, recordTokenVisitResponse, tokenVisitsResponse } from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TokenService } from './service.ts';
import { readCookie, setVisitorCookie, VISITOR_COOKIE } from './visitor-cookie.ts';

/**
 * The token page's visit counter: a public read, and a public write that
 * counts the calling browser once per UTC day (rate limited per IP like every
 * write). The browser is known by the visitor cookie the server signed for
 * it; without one, a new browser counts only within its address's daily cap.
 */
export const tokenRoutes: FastifyPluginAsyncZod<{ token: TokenService; secureCookies: boolean }> = async (
  app,
  { token, secureCookies },
) => {
  const tags = ['token'];

  app.get(
    '/token/visits',
    { schema: { tags, querystring: networkQuery, response: { 200: tokenVisitsResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return token.visits();
    },
  );

  app.post(
    '/token/visits',
    { schema: { tags, querystring: networkQuery, response: { 200: recordTokenVisitResponse } } },
    async (request, reply) => {
      const { data, cookie } = await token.recordVisit({
        cookie: readCookie(request, VISITOR_COOKIE),
        clientAddress: normalizeIP(request.ip),
      });
      // Renewed on every counted visit, so a regular visitor keeps the same id.
      if (cookie) setVisitorCookie(reply, cookie, secureCookies);
      reply.header('cache-control', 'no-store');
      return { data };
    },
  );
};
