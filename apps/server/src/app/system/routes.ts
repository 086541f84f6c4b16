import {
  APP_VERSION,
  BRAND,
  configResponse,
  explorerTxUrlPattern,
  healthResponse,
  readyResponse,
} from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameAccounts } from '../../chain/accounts.ts';
import type { Chain } from '../../chain/port.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { AuditService } from '../../payments/audit/service.ts';
import type { AppConfig } from '../../platform/config.ts';
import type { ShutdownState } from './shutdown-state.ts';

/** A dependency that does not answer within this counts as down (a probe must not hang). */
const CHECK_TIMEOUT_MS = 2_000;

interface SystemRouteOptions {
  config: Pick<
    AppConfig,
    'network' | 'solanaRpcUrl' | 'contactEmail' | 'priceSearchUrl' | 'priceChartUrl' | 'socialLinks'
  >;
  database: DatabaseHandle;
  chain: Chain;
  accounts: GameAccounts;
  audit: AuditService;
  shutdown: ShutdownState;
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRouteOptions> = async (app, options) => {
  const { config, database, chain, accounts, audit, shutdown } = options;

  // Liveness: the process runs and its event loop turns. No dependency is
  // checked, so a database outage never makes an orchestrator kill every process.
  app.get('/health', { schema: { tags: ['system'], response: { 200: healthResponse } } }, () => ({
    status: 'ok' as const,
  }));

  // Readiness: whether a load balancer should send this process work.
  app.get(
    '/ready',
    { schema: { tags: ['system'], response: { 200: readyResponse, 503: readyResponse } } },
    async (_request, reply) => {
      const [db, solana] = await Promise.all([answers(database.ping()), answers(chain.ping())]);
      const ready = db === 'ok' && solana === 'ok' && !shutdown.shuttingDown;
      const audited = await audit.status();
      // A money mismatch degrades the status for the operator, but the process can still serve.
      return reply.status(ready ? 200 : 503).send({
        status: !ready ? 'unavailable' : audited.status === 'mismatch' ? 'degraded' : 'ok',
        network: config.network,
        database: db,
        chain: solana,
        shuttingDown: shutdown.shuttingDown,
        audit: audited,
      });
    },
  );

  // The configuration never changes while the process runs: encode it once
  // (also checking it against its contract) and send the same bytes each time.
  const configJson = Buffer.from(
    JSON.stringify(
      configResponse.encode({
        brand: BRAND,
        version: APP_VERSION,
        network: config.network,
        wloMint: accounts.wloMint,
        explorerTxUrl: explorerTxUrlPattern(config.network, config.solanaRpcUrl),
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

function answers(check: Promise<void>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS);
  });
  const outcome = check.then(
    () => 'ok' as const,
    () => 'down' as const,
  );
  return Promise.race([outcome, timeout]).finally(() => clearTimeout(timer));
}
