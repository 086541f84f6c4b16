import {
  addressParams,
  equipBody,
  equipResponse,
  heroLevelUpBody,
  heroLevelUpResponse,
  networkQuery,
  walletHeroesResponse,
} from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HeroesService } from './service.ts';

export const heroesRoutes: FastifyPluginAsyncZod<{ heroes: HeroesService }> = async (app, { heroes }) => {
  const tags = ['heroes'];
  const guarded = { preHandler: app.requireBodyWallet() };

  app.get(
    '/heroes/:address',
    {
      schema: {
        tags,
        params: addressParams,
        querystring: networkQuery,
        response: { 200: walletHeroesResponse },
      },
    },
    async (request) => ({ heroes: await heroes.listOwned(request.params.address) }),
  );

  app.post(
    '/heroes/levelup',
    { ...guarded, schema: { tags, body: heroLevelUpBody, response: { 200: heroLevelUpResponse } } },
    async (request) => heroes.levelUp(request.body.walletAddress, request.body.heroId),
  );

  app.post(
    '/heroes/equip',
    { ...guarded, schema: { tags, body: equipBody, response: { 200: equipResponse } } },
    async (request) => heroes.equip(request.body),
  );

  app.post(
    '/heroes/unequip',
    { ...guarded, schema: { tags, body: equipBody, response: { 200: equipResponse } } },
    async (request) => heroes.unequip(request.body),
  );
};
