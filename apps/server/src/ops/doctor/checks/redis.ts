import { type CheckResult, type DoctorCheck, fail, ok, reasonOf } from '../check.ts';

const NAME = 'redis';
const TIMEOUT_MS = 3_000;

/** Redis answers PING when REDIS_URL is set (shared sessions, caches and rate limits go through it). */
export const redisCheck: DoctorCheck = {
  name: NAME,
  async run({ config }): Promise<CheckResult[]> {
    if (!config.redisUrl)
      return [ok(NAME, 'not set: shared state goes through the database (or memory on PGlite)')];
    const { Redis } = await import('ioredis');
    const redis = new Redis(config.redisUrl, {
      lazyConnect: true,
      connectTimeout: TIMEOUT_MS,
      commandTimeout: TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      enableOfflineQueue: false,
    });
    redis.on('error', () => {});
    try {
      await redis.connect();
      const answer = await redis.ping();
      return [ok(NAME, `answers (${answer})`)];
    } catch (error) {
      return [fail(NAME, `did not answer PING: ${reasonOf(error)}`, 'check REDIS_URL and that Redis is up')];
    } finally {
      redis.disconnect();
    }
  },
};
