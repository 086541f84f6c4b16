import {
  feeConfigResponse,
  feeHistoryQuery,
  feeHistoryResponse,
  feeWalletBalanceResponse,
  feeWalletParams,
  feeWalletsResponse,
  networkQuery,
} from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeesService } from './service.ts';

/** Fee distribution (docs/spec/000-shell-wallet-staking.md §7): public reads of where the game's fees go. */
export const feesRoutes: FastifyPluginAsyncZod<{ fees: FeesService }> = async (app, { fees }) => {
  const tags = ['fee-distribution'];

  app.get(
    '/fee-distribution/config',
    { schema: { tags, querystring: networkQuery, response: { 200: feeConfigResponse } } },
    async () => fees.config(),
  );

  app.get(
    '/fee-distribution/wallets',
    { schema: { tags, querystring: networkQuery, response: { 200: feeWalletsResponse } } },
    async () => fees.wallets(),
  );

  app.get(
    '/fee-distribution/wallets/:address/balance',
    {
      schema: {
        tags,
        params: feeWalletParams,
        querystring: networkQuery,
        response: { 200: feeWalletBalanceResponse },
      },
    },
    async (request) => fees.balance(request.params.address),
  );

  app.get(
    '/fee-distribution/history',
    { schema: { tags, querystring: feeHistoryQuery, response: { 200: feeHistoryResponse } } },
    async (request) => fees.history(request.query.page, request.query.limit),
  );
};
