import { APP_VERSION, BRAND, configResponse, healthResponse } from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditService } from '../audit/service.ts';
import type { GameAccounts } from '../chain/accounts.ts';
import type { Chain } from '../chain/port.ts';
import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';

interface SystemRouteOptions {
  config: Pick<AppConfig, 'network' | 'contactEmail' | 'priceSearchUrl' | 'priceChartUrl' | 'socialLinks'>;
  database: DatabaseHandle;
  chain: Chain;
  accounts: GameAccounts;
  audit: AuditService;
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRouteOptions> = async (app, options) => {
  const { config, database, chain, accounts, audit } = options;

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
      const audited = audit.status();
      // A money mismatch degrades the status for the operator, but the process can still serve.
      return reply.status(healthy ? 200 : 503).send({
        status: healthy && audited.status !== 'mismatch' ? 'ok' : 'degraded',
        network: config.network,
        database: db,
        chain: solana,
        audit: audited,
      });
    },
  );

  const cluster =
    config.network === 'mainnet' ? '' : config.network === 'devnet' ? '?cluster=devnet' : '?cluster=custom';
  // The configuration never changes while the process runs: encode it once
  // (also checking it against its contract) and send the same bytes each time.
  const configJson = Buffer.from(
    JSON.stringify(
      configResponse.encode({
        brand: BRAND,
        version: APP_VERSION,
        network: config.network,
        wloMint: accounts.wloMint,
        explorerTxUrl: `https://explorer.solana.com/tx/{signature}${cluster}`,
        contactEmail: config.contactEmail,
        priceSearchUrl: config.priceSearchUrl,
        priceChartUrl: config.priceChartUrl,
        socialLinks: config.socialLinks,
      }),
    ),
  );
  app.get(
    '/config',
    { schema: { tags: ['system'], response: { 200: configResponse } } },
    (_request, reply) => {
      // Bytes with a JSON content type skip the per-request serializer; the
      // typed send() only knows the object form.
      reply.type('application/json; charset=utf-8').send(configJson as never);
    },
  );

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
