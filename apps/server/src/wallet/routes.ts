import {
  addressParams,
  balanceResponse,
  networkQuery,
  transactionsQuery,
  transactionsResponse,
} from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WalletService } from './service.ts';

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  app.get(
    '/wallet/balance/:address',
    {
      schema: {
        tags: ['wallet'],
        params: addressParams,
        querystring: networkQuery,
        response: { 200: balanceResponse },
      },
    },
    async (request) => wallet.balance(request.params.address),
  );

  app.get(
    '/wallet/transactions/:address',
    {
      schema: {
        tags: ['wallet'],
        params: addressParams,
        querystring: transactionsQuery,
        response: { 200: transactionsResponse },
      },
    },
    async (request) => wallet.transactions(request.params.address, request.query.page, request.query.limit),
  );
};
