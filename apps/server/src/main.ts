import { startServer } from './start-server.ts';

// One API process (`npm start`); cluster workers run this same file.
startServer().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
