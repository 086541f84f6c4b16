import {
  addressParams,
  allAssetsResponse,
  farmersResponse,
  heroesResponse,
  itemsResponse,
  networkQuery,
} from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AssetsService } from './service.ts';

export const assetsRoutes: FastifyPluginAsyncZod<{ assets: AssetsService }> = async (app, { assets }) => {
  const views = [
    ['all', allAssetsResponse, assets.all],
    ['heroes', heroesResponse, assets.heroes],
    ['farmers', farmersResponse, assets.farmers],
    ['items', itemsResponse, assets.items],
  ] as const;
  for (const [kind, response, read] of views) {
    app.get(
      `/assets/${kind}/:address`,
      {
        schema: {
          tags: ['assets'],
          params: addressParams,
          querystring: networkQuery,
          response: { 200: response },
        },
      },
      async (request) => read(request.params.address),
    );
  }
};
