import type { ActionError, ActionsJson } from '@solana/actions-spec';
import { isWosError } from '@wos/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HTTP_STATUS } from '../../platform/http/error-status.ts';
import { ACTIONS_VERSION } from './blockchain-id.ts';
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

const postBody = z.object({ account: z.string().min(32).max(44) });
const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The Solana Actions endpoints (docs/architecture.md §9): `/actions.json` at
 * the origin, GET and POST per action, the specification's CORS on every
 * answer (OPTIONS preflight included) and its headers. Errors answer the
 * specification's ActionError, `{ message }`, with the game's status codes.
 */
export const actionsRoutes: FastifyPluginAsyncZod<{ actions: ActionsService; blockchainId: string }> = async (
  app,
  { actions, blockchainId },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Allow-Methods', 'GET,POST,PUT,OPTIONS');
    reply.header(
      'Access-Control-Allow-Headers',
      'Content-Type, Authorization, Content-Encoding, Accept-Encoding',
    );
    reply.header('Access-Control-Expose-Headers', 'X-Action-Version, X-Blockchain-Ids');
    reply.header('X-Action-Version', ACTIONS_VERSION);
    reply.header('X-Blockchain-Ids', blockchainId);
    // Blink clients fetch from other origins: the page's same-origin resource policy does not apply here.
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });

  app.setErrorHandler(async (error: unknown, _request, reply) => {
    const body: ActionError = { message: 'Something went wrong; please try again' };
    let status = 500;
    if (isWosError(error)) {
      status = HTTP_STATUS[error.code];
      body.message = error.message;
    } else if (typeof error === 'object' && error !== null && 'validation' in error) {
      status = 400;
      body.message =
        'The request is not a valid Solana Action request: send {"account": "<base58 public key>"}';
    } else {
      app.log.error({ err: error }, 'action failed');
    }
    return reply.status(status).send(body);
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
  app.post('/actions/listing/:id', { schema: { params: idParams, body: postBody } }, async (request) =>
    actions.buyListing(request.params.id, request.body.account),
  );

  app.options('/actions/pack/:id', preflight);
  app.get('/actions/pack/:id', { schema: { params: idParams } }, async (request) =>
    actions.pack(request.params.id, origin(request)),
  );
  app.post('/actions/pack/:id', { schema: { params: idParams, body: postBody } }, async (request) =>
    actions.buyPack(request.params.id, request.body.account),
  );
};
