import {
  addressParams,
  claimBody,
  claimPrincipalResponse,
  claimRewardsResponse,
  claimWithRiskResponse,
  distributionsQuery,
  distributionsResponse,
  networkQuery,
  processStakeBody,
  processTransactionResponse,
  stakeBody,
  stakeResponse,
  stakingPoolsResponse,
  stakingStatsResponse,
  unstakeBody,
  unstakeResponse,
  walletStakesResponse,
  walletTokensResponse,
} from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonAnswers, openJsonAnswers } from '../../platform/http/json-answers.ts';
import type { StakingClaims } from './claims.ts';
import type { StakingQueries } from './queries.ts';
import type { StakeFlow } from './stake-flow.ts';

interface StakingRouteOptions {
  stakeFlow: StakeFlow;
  claims: StakingClaims;
  queries: StakingQueries;
}

export const stakingRoutes: FastifyPluginAsyncZod<StakingRouteOptions> = async (app, options) => {
  const { stakeFlow, claims, queries } = options;
  const tags = ['staking'];
  const guarded = { preHandler: app.requireBodyWallet() };
  // A wallet's page is kept while it holds (wallet-stakes.ts): prepared and compressed once, each answer adds the clock.
  const stakesPages = openJsonAnswers(walletStakesResponse.omit({ serverTime: true }));
  // The catalogue is kept for everyone (queries.ts): each kept answer's text is made once too.
  const poolsAnswers = jsonAnswers(stakingPoolsResponse);
  const statsAnswers = jsonAnswers(stakingStatsResponse);
  const distributionsAnswers = jsonAnswers(distributionsResponse);

  app.get(
    '/staking/v2/pools',
    { schema: { tags, querystring: networkQuery, response: { 200: stakingPoolsResponse } } },
    async (_request, reply) => poolsAnswers.send(reply, await queries.pools()),
  );

  app.post(
    '/staking/v2/stake',
    { ...guarded, schema: { tags, body: stakeBody, response: { 200: stakeResponse } } },
    async (request) => stakeFlow.prepare(request.body),
  );

  app.post(
    '/staking/v2/process-transaction',
    { ...guarded, schema: { tags, body: processStakeBody, response: { 200: processTransactionResponse } } },
    async (request) => stakeFlow.process(request.body),
  );

  app.get(
    '/staking/v2/wallet/:address',
    {
      schema: {
        tags,
        params: addressParams,
        querystring: networkQuery,
        response: { 200: walletStakesResponse },
      },
    },
    async (request, reply) => {
      const { body, serverTime } = await queries.walletStakesView(request.params.address);
      return stakesPages.send(reply, body, { serverTime });
    },
  );

  app.get(
    '/staking/v2/wallet-tokens/:address',
    {
      schema: {
        tags,
        params: addressParams,
        querystring: networkQuery,
        response: { 200: walletTokensResponse },
      },
    },
    async (request) => queries.walletTokens(request.params.address),
  );

  app.post(
    '/staking/v2/claim',
    { ...guarded, schema: { tags, body: claimBody, response: { 200: claimRewardsResponse } } },
    async (request) => claims.claimRewards(request.body.walletAddress, request.body.stakingId),
  );

  app.post(
    '/staking/v2/claim-principal',
    { ...guarded, schema: { tags, body: claimBody, response: { 200: claimPrincipalResponse } } },
    async (request) => claims.claimPrincipal(request.body.walletAddress, request.body.stakingId),
  );

  app.post(
    '/staking/v2/claim-with-risk',
    { ...guarded, schema: { tags, body: claimBody, response: { 200: claimWithRiskResponse } } },
    async (request) => claims.claimWithRisk(request.body.walletAddress, request.body.stakingId),
  );

  app.post(
    '/staking/v2/unstake',
    { ...guarded, schema: { tags, body: unstakeBody, response: { 200: unstakeResponse } } },
    async (request) => claims.unstake(request.body.walletAddress, request.body.stakeId),
  );

  app.get(
    '/staking/v2/stats',
    { schema: { tags, querystring: networkQuery, response: { 200: stakingStatsResponse } } },
    async (_request, reply) => statsAnswers.send(reply, await queries.stats()),
  );

  app.get(
    '/staking/v2/distributions',
    { schema: { tags, querystring: distributionsQuery, response: { 200: distributionsResponse } } },
    async (request, reply) =>
      distributionsAnswers.send(reply, await queries.distributions(request.query.page, request.query.limit)),
  );
};
