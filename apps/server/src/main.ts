import { loadEnvFile } from './platform/env-file.ts';
import { startServer } from './start-server.ts';

// One API process (`npm start [-- --env <file>]`); cluster workers run this same file.
Promise.resolve()
  .then(() => loadEnvFile())
  .then(() => startServer())
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
