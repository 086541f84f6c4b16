import {
  connectBody,
  connectResponse,
  currentSessionResponse,
  sessionResponse,
  signBody,
  signInMessageResponse,
  successResponse,
  walletAddressParams,
} from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/connect',
    { schema: { tags: ['auth'], body: connectBody, response: { 200: connectResponse } } },
    async (request) => auth.connect(request.body.walletAddress),
  );

  app.get(
    '/auth/message/:walletAddress',
    { schema: { tags: ['auth'], params: walletAddressParams, response: { 200: signInMessageResponse } } },
    async (request) => auth.issueMessage(request.params.walletAddress),
  );

  app.post(
    '/auth/sign',
    { schema: { tags: ['auth'], body: signBody, response: { 200: sessionResponse } } },
    async (request) => auth.signIn(request.body.walletAddress, request.body.signature, request.body.nonce),
  );

  app.get(
    '/auth/session',
    {
      schema: { tags: ['auth'], response: { 200: currentSessionResponse } },
      preHandler: app.requireSession,
    },
    async (request) => {
      const session = request.session!;
      return { walletAddress: session.wallet, expiresAt: session.expiresAt.toISOString() };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], response: { 200: successResponse } }, preHandler: app.requireSession },
    async (request) => {
      await auth.logout(request.session!);
      return { success: true as const };
    },
  );
};
