import { describe, it } from 'vitest';
import { describeTwoProcesses } from './scenarios.ts';

// Runs where a Redis server answers on REDIS_URL (CI: redis://127.0.0.1:6379), on PGlite or DATABASE_URL.
const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  describeTwoProcesses(
    'two API processes sharing state through Redis',
    { redisUrl },
    { sharedRateLimits: true },
  );
} else {
  describe('two API processes sharing state through Redis', () => {
    it.skip('needs REDIS_URL', () => {});
  });
}
