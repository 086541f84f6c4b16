import { networkQuery, recordTokenVisitResponse, tokenVisitsResponse } from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isVisitorId, newVisitorId, type TokenService } from './service.ts';
import { readCookie, setVisitorCookie, VISITOR_COOKIE } from './visitor-cookie.ts';

/**
 * The token page's visit counter: a public read, and a public write that
 * counts the calling browser once per UTC day (rate limited per IP like every
 * write). The browser is known by a random id in a cookie the server sets.
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
      const sent = readCookie(request, VISITOR_COOKIE);
      const visitorId = isVisitorId(sent) ? sent : newVisitorId();
      // Renewed on every visit, so a regular visitor keeps the same id.
      setVisitorCookie(reply, visitorId, secureCookies);
      reply.header('cache-control', 'no-store');
      return token.recordVisit(visitorId);
    },
  );
};
