import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { openServices } from './services.ts';

const JOB_TICK_MS = 60_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const started = Date.now();
  const services = await openServices({ config, log });
  const app = await buildApp({ config, services, logger: log });

  const tick = () =>
    services.scheduler.runDue().catch((error: unknown) => log.error({ err: error }, 'job tick failed'));
  const timer = setInterval(tick, JOB_TICK_MS);
  void tick();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    clearInterval(timer);
    await app.close();
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  log.info(
    {
      network: config.network,
      database: services.database.engine,
      chain: services.chain.kind,
      wloMint: services.accounts.wloMint,
      startupMs: Date.now() - started,
    },
    `Warlords of Solana listening on http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
