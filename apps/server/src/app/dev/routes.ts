import { airdropBody, airdropResponse, clockAdvanceBody, clockAdvanceResponse } from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClockControl } from './clock-control.ts';
import type { Faucet } from './faucet.ts';

/** Localnet only: buildApp registers these on no other network, so they answer 404 there. */
export const devRoutes: FastifyPluginAsyncZod<{ faucet: Faucet; clockControl: ClockControl }> = async (
  app,
  { faucet, clockControl },
) => {
  app.post(
    '/dev/airdrop',
    { schema: { tags: ['dev'], body: airdropBody, response: { 200: airdropResponse } } },
    async (request) => faucet.airdrop(request.body.walletAddress, request.body.sol, request.body.wlo),
  );

  app.post(
    '/dev/clock/advance',
    { schema: { tags: ['dev'], body: clockAdvanceBody, response: { 200: clockAdvanceResponse } } },
    async (request) => clockControl.advance(request.body.days),
  );
};
