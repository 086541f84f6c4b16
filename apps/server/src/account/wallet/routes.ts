import { Readable } from 'node:stream';
import {
  addressParams,
  balanceResponse,
  networkQuery,
  type TransactionFilter,
  transactionFilterQuery,
  transactionsQuery,
  transactionsResponse,
} from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../../platform/http/json-answers.ts';
import type { WalletService } from './service.ts';

/** "wlo-transactions-<address>[-<category>][-<type>].csv", safe in a header and a file system. */
export function exportFileName(address: string, filter: TransactionFilter): string {
  const parts = ['wlo-transactions', address, filter.category, filter.type].filter(Boolean);
  return `${parts.join('-').replaceAll(/[^A-Za-z0-9-]+/g, '-')}.csv`;
}

/** Public reads: the chain and the history are public anyway, so no session is asked for. */
export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  // A page of history is kept per wallet (WalletService): its JSON text is made once.
  const pages = jsonAnswers(transactionsResponse);
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
    async (request, reply) => {
      const { category, type, page, limit } = request.query;
      return pages.send(
        reply,
        await wallet.transactions(request.params.address, { category, type }, page, limit),
      );
    },
  );

  app.get(
    '/wallet/transactions/:address/csv',
    {
      schema: {
        tags: ['wallet'],
        description: 'The whole history under the filter as a CSV download (streamed, newest first)',
        params: addressParams,
        querystring: transactionFilterQuery,
      },
    },
    async (request, reply) => {
      const filter = { category: request.query.category, type: request.query.type };
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(request.params.address, filter)}"`,
        )
        .header('cache-control', 'no-store')
        .send(Readable.from(wallet.exportCsv(request.params.address, filter)));
    },
  );
};
