import { leaderboardQuery, leaderboardResponse } from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../../platform/http/json-answers.ts';
import type { LeaderboardService } from './service.ts';

export const leaderboardRoutes: FastifyPluginAsyncZod<{ leaderboard: LeaderboardService }> = async (
  app,
  { leaderboard },
) => {
  // A page is kept in memory (service.ts): its JSON text is made once, not per request (a page of 100 wallets).
  const pages = jsonAnswers(leaderboardResponse);

  app.get(
    '/farmers/power-leaderboard',
    { schema: { tags: ['farmers'], querystring: leaderboardQuery, response: { 200: leaderboardResponse } } },
    async (request, reply) =>
      pages.send(reply, await leaderboard.page(request.query.page, request.query.limit)),
  );
};
