import { useItemBody, useItemResponse } from '@wos/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ItemsService } from './service.ts';

const bodyWallet = (request: FastifyRequest) => (request.body as { walletAddress?: string }).walletAddress;

export const itemsRoutes: FastifyPluginAsyncZod<{ items: ItemsService }> = async (app, { items }) => {
  app.post(
    '/items/use',
    {
      preHandler: app.requireWallet(bodyWallet),
      schema: { tags: ['items'], body: useItemBody, response: { 200: useItemResponse } },
    },
    async (request) => items.use(request.body.walletAddress, request.body.itemId),
  );
};
