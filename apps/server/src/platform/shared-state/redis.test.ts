import { describe } from 'vitest';
import { describeTwoProcesses } from '../../../test/shared-state-scenarios.ts';

// Runs where a Redis server answers on REDIS_URL (CI: redis://127.0.0.1:6379), on PGlite or DATABASE_URL.
const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('through Redis (REDIS_URL)', () => {
  describeTwoProcesses(
    'two API processes sharing state through Redis',
    { redisUrl: redisUrl ?? '' },
    { sharedRateLimits: true },
  );
});
