import { useItemBody, useItemResponse } from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ItemsService } from './service.ts';

export const itemsRoutes: FastifyPluginAsyncZod<{ items: ItemsService }> = async (app, { items }) => {
  app.post(
    '/items/use',
    {
      preHandler: app.requireBodyWallet(),
      schema: { tags: ['items'], body: useItemBody, response: { 200: useItemResponse } },
    },
    async (request) => items.use(request.body.walletAddress, request.body.itemId),
  );
};
