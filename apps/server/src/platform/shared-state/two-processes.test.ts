import { describeTwoProcesses } from '../../../test/shared-state-scenarios.ts';

// PGlite: one database handle and one in-process bus; PostgreSQL (DATABASE_URL): two pools, LISTEN/NOTIFY, the counts table.
describeTwoProcesses(
  'two API processes on one database',
  {},
  { sharedRateLimits: Boolean(process.env.DATABASE_URL) },
);
