import type { ActionsJson } from '@solana/actions-spec';
import { WosError, walletAddressSchema } from '@wos/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionErrorOf } from './action-errors.ts';
import { setActionsHeaders } from './headers.ts';
import { ACTIONS_ICON_SVG } from './icon.ts';
import type { ActionsService } from './service.ts';

/** The page's share URLs (what a player copies) and the action API each maps to. */
export const ACTIONS_JSON: ActionsJson = {
  rules: [
    { pathPattern: '/marketplace/listing/*', apiPath: '/actions/listing/*' },
    { pathPattern: '/store/packs/*', apiPath: '/actions/pack/*' },
    // The action API answers for itself, as the specification advises.
    { pathPattern: '/actions/**', apiPath: '/actions/**' },
  ],
};

/** An Action's POST body (ActionPostRequest): the wallet that signs; other fields are ignored. */
const postBody = z.object({ account: walletAddressSchema });
const idParams = z.object({ id: z.string().min(1).max(100) });
/** Actions take `{account}` and little else: a larger body is refused (413) before it is read. */
const POST_BODY_LIMIT = 8 * 1024;

/**
 * The Solana Actions endpoints (docs/architecture.md §9): `/actions.json` at
 * the origin, GET and POST per action, the specification's CORS on every
 * answer (OPTIONS preflight included) and its headers. Errors answer the
 * specification's ActionError, `{ message }`, with the game's status codes;
 * input the routes cannot read is a 4xx, never a 500 (action-errors.ts).
 * Every POST counts against the per-IP write budget like any other write
 * (platform/http/rate-limits.ts; a refusal is a 429 ActionError here).
 */
export const actionsRoutes: FastifyPluginAsyncZod<{ actions: ActionsService; blockchainId: string }> = async (
  app,
  { actions, blockchainId },
) => {
  app.addHook('onSend', async (_request, reply) => setActionsHeaders(reply, blockchainId));
  // JSON only: Fastify's text/plain parser would hand the route a string (and a form or multipart body has no parser: 415).
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler(async (error: unknown, request, reply) => {
    const answer = actionErrorOf(error, request.body);
    if (answer.unexpected) request.log.error({ err: error }, 'action failed');
    return reply.status(answer.status).send(answer.body);
  });

  const preflight = async (_request: FastifyRequest, reply: FastifyReply) => reply.status(204).send();
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.get('/actions.json', async () => ACTIONS_JSON);
  app.options('/actions.json', preflight);
  app.get('/actions/icon.svg', async (_request, reply) =>
    reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(ACTIONS_ICON_SVG),
  );

  app.options('/actions/listing/:id', preflight);
  app.get('/actions/listing/:id', { schema: { params: idParams } }, async (request) =>
    actions.listing(request.params.id, origin(request)),
  );
  const post = { schema: { params: idParams, body: postBody }, bodyLimit: POST_BODY_LIMIT };
  app.post('/actions/listing/:id', post, async (request) =>
    actions.buyListing(request.params.id, request.body.account),
  );

  app.options('/actions/pack/:id', preflight);
  app.get('/actions/pack/:id', { schema: { params: idParams } }, async (request) =>
    actions.pack(request.params.id, origin(request)),
  );
  app.post('/actions/pack/:id', post, async (request) =>
    actions.buyPack(request.params.id, request.body.account),
  );

  // Any other path under /actions/ is an action that does not exist, answered as one (and preflighted).
  app.options('/actions/*', { schema: { hide: true } }, preflight);
  app.route({
    method: ['GET', 'POST', 'PUT'],
    url: '/actions/*',
    schema: { hide: true },
    bodyLimit: POST_BODY_LIMIT,
    handler: async () => {
      throw new WosError('NOT_FOUND', { message: 'No such action' });
    },
  });
};
