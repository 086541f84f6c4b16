import {
  addressParams,
  buyPackBody,
  buyPackResponse,
  networkQuery,
  openPackBody,
  openPackResponse,
  packIdParams,
  packInventoryQuery,
  packInventoryResponse,
  packProofSchema,
  packTypesQuery,
  packTypesResponse,
  packVouchersResponse,
  prepareDiscountedPackBody,
  preparePackBody,
  preparePackResponse,
  processPackBody,
  processPackResponse,
} from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PacksService } from './service.ts';

export const packsRoutes: FastifyPluginAsyncZod<{ packs: PacksService }> = async (app, { packs }) => {
  const { catalogue, purchases, opening } = packs;
  const tags = ['packs'];
  const guarded = { preHandler: app.requireBodyWallet() };

  app.get(
    '/packs/types',
    { schema: { tags, querystring: packTypesQuery, response: { 200: packTypesResponse } } },
    async (request) => catalogue.types(request.query.assetType),
  );

  app.get(
    '/packs/inventory/:address',
    {
      schema: {
        tags,
        params: addressParams,
        querystring: packInventoryQuery,
        response: { 200: packInventoryResponse },
      },
    },
    async (request) => catalogue.inventory(request.params.address, request.query.assetType),
  );

  app.get(
    '/packs/vouchers/:address',
    {
      schema: {
        tags,
        params: addressParams,
        querystring: networkQuery,
        response: { 200: packVouchersResponse },
      },
    },
    async (request) => ({ vouchers: await packs.unusedVouchers(request.params.address) }),
  );

  app.post(
    '/packs/buy',
    { ...guarded, schema: { tags, body: buyPackBody, response: { 200: buyPackResponse } } },
    async (request) => catalogue.buy(request.body.walletAddress, request.body.packId, request.body.assetType),
  );

  app.post(
    '/packs/prepare-transaction',
    { ...guarded, schema: { tags, body: preparePackBody, response: { 200: preparePackResponse } } },
    async (request) => packs.prepare(request.body),
  );

  app.post(
    '/packs/prepare-discounted-transaction',
    { ...guarded, schema: { tags, body: prepareDiscountedPackBody, response: { 200: preparePackResponse } } },
    async (request) => ({ freeItem: false, ...(await purchases.prepareDiscounted(request.body)) }),
  );

  app.post(
    '/packs/process-transaction',
    { ...guarded, schema: { tags, body: processPackBody, response: { 200: processPackResponse } } },
    async (request) => purchases.process(request.body),
  );

  app.post(
    '/packs/open',
    { ...guarded, schema: { tags, body: openPackBody, response: { 200: openPackResponse } } },
    async (request) => opening.open(request.body.walletAddress, request.body.packId, request.body.clientSeed),
  );

  app.get(
    '/packs/:packId/proof',
    { schema: { tags, params: packIdParams, response: { 200: packProofSchema } } },
    async (request) => opening.proof(request.params.packId),
  );
};
