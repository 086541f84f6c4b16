import { type Network, WosError } from '@wos/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Calls name the network they mean; a call for another network is refused. */
export function assertNetwork(requested: Network | undefined, served: Network): void {
  if (requested !== undefined && requested !== served) {
    throw new WosError('INVALID_NETWORK', { message: `This server runs on ${served}, not ${requested}` });
  }
}

/**
 * Checks the `network` of every call, in its query or its body, once its
 * schema has validated it: 400 for any network but the server's.
 */
export const networkGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    const query = request.query as { network?: Network } | undefined;
    const body = request.body as { network?: Network } | null | undefined;
    const requested = query?.network ?? (typeof body === 'object' ? body?.network : undefined);
    assertNetwork(requested, app.network);
  });
});
