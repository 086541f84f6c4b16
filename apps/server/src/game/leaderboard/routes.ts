import { leaderboardQuery, leaderboardResponse } from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LeaderboardService } from './service.ts';

export const leaderboardRoutes: FastifyPluginAsyncZod<{ leaderboard: LeaderboardService }> = async (
  app,
  { leaderboard },
) => {
  app.get(
    '/farmers/power-leaderboard',
    { schema: { tags: ['farmers'], querystring: leaderboardQuery, response: { 200: leaderboardResponse } } },
    async (request) => leaderboard.page(request.query.page, request.query.limit),
  );
};
