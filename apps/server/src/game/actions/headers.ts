import type { FastifyReply } from 'fastify';
import { ACTIONS_VERSION } from './blockchain-id.ts';

/**
 * The headers the Solana Actions specification asks of every answer of an
 * action URL, errors and OPTIONS preflights included (docs/architecture.md
 * §9): CORS open to any origin, the specification's version and the cluster.
 */
export function actionsHeaders(blockchainId: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET,POST,PUT,OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Authorization, Content-Encoding, Accept-Encoding',
    'Access-Control-Expose-Headers': 'X-Action-Version, X-Blockchain-Ids',
    'X-Action-Version': ACTIONS_VERSION,
    'X-Blockchain-Ids': blockchainId,
    // Blink clients fetch from other origins: the page's same-origin resource policy does not apply here.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
}

export function setActionsHeaders(reply: FastifyReply, blockchainId: string): void {
  for (const [name, value] of Object.entries(actionsHeaders(blockchainId))) reply.header(name, value);
}
