import {
  addressParams,
  farmerLevelUpBody,
  farmerLevelUpResponse,
  harvestBody,
  harvestResponse,
  networkQuery,
  rewardPoolResponse,
  walletFarmersResponse,
} from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FarmersService } from './service.ts';
import type { RewardPoolReader } from './weekly/reward-pool.ts';

export const farmersRoutes: FastifyPluginAsyncZod<{
  farmers: FarmersService;
  rewardPool: RewardPoolReader;
}> = async (app, { farmers, rewardPool }) => {
  const tags = ['farmers'];
  const guarded = { preHandler: app.requireBodyWallet() };

  app.get(
    '/farmers/reward-pool',
    { schema: { tags, querystring: networkQuery, response: { 200: rewardPoolResponse } } },
    async () => rewardPool.read(),
  );

  app.get(
    '/farmers/:address',
    {
      schema: {
        tags,
        params: addressParams,
        querystring: networkQuery,
        response: { 200: walletFarmersResponse },
      },
    },
    async (request) => farmers.ofWallet(request.params.address),
  );

  app.post(
    '/farmers/harvest',
    { ...guarded, schema: { tags, body: harvestBody, response: { 200: harvestResponse } } },
    async (request) => farmers.harvest(request.body.walletAddress),
  );

  app.post(
    '/farmers/levelup',
    { ...guarded, schema: { tags, body: farmerLevelUpBody, response: { 200: farmerLevelUpResponse } } },
    async (request) => farmers.levelUp(request.body.walletAddress, request.body.farmerId),
  );
};
