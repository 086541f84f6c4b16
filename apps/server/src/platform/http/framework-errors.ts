import { isWosError } from '@wos/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_STATUS } from './error-status.ts';

/** Answers a framework error, or the rate limit's refusal of that request, in a feature's own shape. */
export interface FrameworkErrorAnswerer {
  /** The path prefix the feature owns, e.g. `/actions/`. */
  prefix: string;
  answer(error: unknown, reply: FastifyReply): void;
}

/**
 * Fastify's `frameworkErrors`: the router answers a URL it cannot route (a
 * broken %-escape, a path segment over 100 characters) before any hook runs,
 * so without this such a request escaped the rate limits and got Fastify's
 * own body. Here it is counted like any request (a POST is a write) and
 * answered in the API's shape, `{ error: 'BAD_REQUEST', message }`, or by
 * the feature whose prefix its path starts with (Solana Actions answer
 * ActionError with their CORS headers).
 */
export function frameworkErrors(answerers: readonly FrameworkErrorAnswerer[]) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const owner = answerers.find(({ prefix }) => request.url.startsWith(prefix));
    const answer = (fault: unknown): void => {
      if (owner) owner.answer(fault, reply);
      else if (isWosError(fault)) {
        reply.status(HTTP_STATUS[fault.code]).send({ error: fault.code, message: fault.message });
      } else reply.status(error.statusCode ?? 400).send({ error: 'BAD_REQUEST', message: error.message });
    };
    const limit = request.server.limitRequest;
    if (!limit) {
      answer(error);
      return;
    }
    limit(request, reply).then(
      () => answer(error),
      (refusal: unknown) => {
        if (!isWosError(refusal)) request.log.error({ err: refusal }, 'rate limit failed');
        answer(isWosError(refusal) ? refusal : error);
      },
    );
  };
}
