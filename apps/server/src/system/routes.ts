import { APP_VERSION, BRAND, configResponse, healthResponse } from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameAccounts } from '../chain/accounts.ts';
import type { Chain } from '../chain/port.ts';
import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';

interface SystemRouteOptions {
  config: Pick<AppConfig, 'network' | 'contactEmail' | 'priceSearchUrl' | 'priceChartUrl' | 'socialLinks'>;
  database: DatabaseHandle;
  chain: Chain;
  accounts: GameAccounts;
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRouteOptions> = async (app, options) => {
  const { config, database, chain, accounts } = options;

  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: healthResponse, 503: healthResponse } } },
    async (_request, reply) => {
      const [db, solana] = await Promise.all([
        database.ping().then(
          () => 'ok' as const,
          () => 'down' as const,
        ),
        chain.ping().then(
          () => 'ok' as const,
          () => 'down' as const,
        ),
      ]);
      const healthy = db === 'ok' && solana === 'ok';
      return reply
        .status(healthy ? 200 : 503)
        .send({ status: healthy ? 'ok' : 'degraded', network: config.network, database: db, chain: solana });
    },
  );

  const cluster =
    config.network === 'mainnet' ? '' : config.network === 'devnet' ? '?cluster=devnet' : '?cluster=custom';
  app.get('/config', { schema: { tags: ['system'], response: { 200: configResponse } } }, async () => ({
    brand: BRAND,
    version: APP_VERSION,
    network: config.network,
    wloMint: accounts.wloMint,
    explorerTxUrl: `https://explorer.solana.com/tx/{signature}${cluster}`,
    contactEmail: config.contactEmail,
    priceSearchUrl: config.priceSearchUrl,
    priceChartUrl: config.priceChartUrl,
    socialLinks: config.socialLinks,
  }));

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
