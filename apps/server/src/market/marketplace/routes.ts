import {
  addressParams,
  buyListingBody,
  buyListingResponse,
  cancelListingBody,
  cancelListingResponse,
  createListingBody,
  estimateParams,
  estimateResponse,
  instantSellBody,
  instantSellResponse,
  likeListingBody,
  likeListingResponse,
  listingIdParams,
  listingResponse,
  listingsQuery,
  listingsResponse,
  listingViewResponse,
  marketStatsResponse,
  networkQuery,
  processPurchaseBody,
  processPurchaseResponse,
  sellerListingsResponse,
  updateListingBody,
  WosError,
} from '@wos/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from '../../account/auth/service.ts';
import { jsonAnswers } from '../../platform/http/json-answers.ts';
import { sendPrepared } from '../../platform/http/send-prepared.ts';
import type { MarketplaceService } from './service.ts';

/** Distinct listing URLs whose page key is remembered; past it they are all forgotten. */
const MAX_KEPT_URLS = 1_000;

export const marketplaceRoutes: FastifyPluginAsyncZod<{
  marketplace: MarketplaceService;
  auth: AuthService;
}> = async (app, { marketplace, auth }) => {
  const { browse, listings, purchases, instantSales } = marketplace;
  const tags = ['marketplace'];
  const seller = { preHandler: app.requireBodyWallet() };
  const buyer = { preHandler: app.requireBodyWallet('buyerWalletAddress') };
  // The stats are kept (browse.ts): each kept answer is prepared once.
  const statsAnswers = jsonAnswers(marketStatsResponse);

  /** The signed-in wallet of a call that does not need one (views), or null. */
  async function optionalWallet(request: FastifyRequest): Promise<string | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    return (await auth.findSession(header.slice(7).trim()))?.wallet ?? null;
  }

  // A raw URL's query always parses to the same page key: kept per URL, at most as many as pages kept.
  const keysByUrl = new Map<string, string>();
  app.get(
    '/marketplace/listings',
    {
      schema: { tags, querystring: listingsQuery, response: { 200: listingsResponse } },
      // A URL asked before whose page is kept: sent before its query is parsed and checked again.
      preValidation: async (request, reply) => {
        const key = keysByUrl.get(request.url);
        const kept = key === undefined ? undefined : browse.keptPage(key);
        if (kept) return sendPrepared(reply, kept);
      },
    },
    // A prepared answer from the page cache, made from the same schema (browse.ts).
    async (request, reply) => {
      const { key, answer } = await browse.page(request.query);
      if (keysByUrl.size >= MAX_KEPT_URLS) keysByUrl.clear();
      keysByUrl.set(request.url, key);
      return sendPrepared(reply, answer);
    },
  );

  app.get(
    '/marketplace/listings/:address',
    {
      schema: {
        tags,
        params: addressParams,
        querystring: networkQuery,
        response: { 200: sellerListingsResponse },
      },
    },
    async (request) => browse.ofSeller(request.params.address),
  );

  app.get(
    '/marketplace/stats',
    { schema: { tags, querystring: networkQuery, response: { 200: marketStatsResponse } } },
    async (_request, reply) => statsAnswers.send(reply, await browse.stats()),
  );

  app.post(
    '/marketplace/list',
    { ...seller, schema: { tags, body: createListingBody, response: { 200: listingResponse } } },
    async (request) => ({ success: true as const, ...(await listings.create(request.body)) }),
  );

  app.put(
    '/marketplace/listings/:listingId',
    {
      ...seller,
      schema: { tags, params: listingIdParams, body: updateListingBody, response: { 200: listingResponse } },
    },
    async (request) => ({
      success: true as const,
      ...(await listings.reprice(request.params.listingId, request.body.walletAddress, request.body.price)),
    }),
  );

  app.delete(
    '/marketplace/listings/:listingId',
    {
      ...seller,
      schema: {
        tags,
        params: listingIdParams,
        body: cancelListingBody,
        response: { 200: cancelListingResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listings.cancel(request.params.listingId, request.body.walletAddress)),
    }),
  );

  app.post(
    '/marketplace/buy/:listingId',
    {
      ...buyer,
      schema: { tags, params: listingIdParams, body: buyListingBody, response: { 200: buyListingResponse } },
    },
    async (request) => purchases.prepare(request.params.listingId, request.body.buyerWalletAddress),
  );

  app.post(
    '/marketplace/process-transaction',
    { ...buyer, schema: { tags, body: processPurchaseBody, response: { 200: processPurchaseResponse } } },
    async (request) => purchases.process(request.body),
  );

  app.get(
    '/marketplace/estimate/:assetType/:assetId',
    {
      schema: {
        tags,
        params: estimateParams,
        querystring: networkQuery,
        response: { 200: estimateResponse },
      },
    },
    async (request) =>
      instantSales.estimate(request.params.assetType, request.params.assetId, await optionalWallet(request)),
  );

  app.post(
    '/marketplace/instant-sell',
    { ...seller, schema: { tags, body: instantSellBody, response: { 200: instantSellResponse } } },
    async (request) => instantSales.sell(request.body),
  );

  app.post(
    '/marketplace/listings/:listingId/view',
    { schema: { tags, params: listingIdParams, response: { 200: listingViewResponse } } },
    async (request) => {
      const viewed = await browse.view(request.params.listingId, {
        wallet: await optionalWallet(request),
        clientAddress: request.ip,
      });
      if (!viewed) throw new WosError('MARKET__LISTING_NOT_FOUND');
      return viewed;
    },
  );

  app.post(
    '/marketplace/listings/:listingId/like',
    {
      ...seller,
      schema: {
        tags,
        params: listingIdParams,
        body: likeListingBody,
        response: { 200: likeListingResponse },
      },
    },
    async (request) => {
      const liked = await browse.like(request.params.listingId, request.body.walletAddress);
      if (!liked) throw new WosError('MARKET__LISTING_NOT_FOUND');
      return liked;
    },
  );
};
