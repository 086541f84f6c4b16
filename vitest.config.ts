import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // Component and hook tests: React in a DOM (happy-dom), with Testing Library.
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // Most of a server test's time is spent waiting on PostgreSQL, the
          // local node or a child process: three files at once on two cores
          // took the suite from ~5 to ~1.5 minutes on PostgreSQL.
          maxWorkers: 3,
          // A worker keeps its loaded modules from one file to the next: each file loading the
          // whole app afresh cost ~3 s (386 s of 110 files). Files still run one at a time in a
          // worker and each opens its own app and database; what is the process's (the metrics
          // registry) a test reads as a difference (docs/architecture.md section 7).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The local Solana node (apps/localnet): its own processes and ports, no database.
          name: 'localnet',
          include: ['apps/localnet/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          // As the server project: vitest runs both in one group, which needs one worker count.
          maxWorkers: 3,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // One server and one browser per file; files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
