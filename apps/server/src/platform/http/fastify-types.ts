import type { Network } from '@wos/shared';

declare module 'fastify' {
  interface FastifyInstance {
    /** The network this server runs; calls naming another are refused. */
    network: Network;
    /**
     * Counts a request against the per-IP budgets its path and method fall
     * under (rate-limits.ts); over one it throws RATE_LIMITED. Absent until
     * the rate limits are registered.
     */
    limitRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}
