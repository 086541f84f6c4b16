import type { Network } from '@wos/shared';

declare module 'fastify' {
  interface FastifyInstance {
    /** The network this server runs; calls naming another are refused. */
    network: Network;
  }
}
