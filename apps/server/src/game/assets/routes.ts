import {
  addressParams,
  allAssetsResponse,
  farmersResponse,
  heroesResponse,
  itemsResponse,
  networkQuery,
} from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonAnswers } from '../../platform/http/json-answers.ts';
import { ART_KINDS, catalogueArt } from './art.ts';
import type { AssetsService } from './service.ts';

export const assetsRoutes: FastifyPluginAsyncZod<{ assets: AssetsService }> = async (app, { assets }) => {
  const views = [
    ['all', allAssetsResponse, assets.all],
    ['heroes', heroesResponse, assets.heroes],
    ['farmers', farmersResponse, assets.farmers],
    ['items', itemsResponse, assets.items],
  ] as const;
  for (const [kind, response, read] of views) {
    // Each answer is kept per wallet (AssetsService): its JSON text is made once.
    const answers = jsonAnswers<object>(response);
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
      async (request, reply) => answers.send(reply, await read(request.params.address)),
    );
  }

  // The pictures the assets' image_src point at.
  app.get(
    '/art/:kind/:file',
    {
      schema: {
        tags: ['assets'],
        params: z.object({
          kind: z.enum(ART_KINDS),
          file: z.string().regex(/^[a-z0-9-]+\.svg$/),
        }),
      },
    },
    async (request, reply) => {
      const svg = catalogueArt(request.params.kind, request.params.file.replace(/\.svg$/, ''));
      if (!svg) return reply.status(404).send({ error: 'NOT_FOUND', message: 'No such picture' });
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};
