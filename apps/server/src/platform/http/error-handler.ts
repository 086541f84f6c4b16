import { isWosError } from '@wos/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HTTP_STATUS } from './error-status.ts';

/**
 * Every error leaves as `{ error, message }`: a WosError with its code and
 * details, a schema failure as BAD_REQUEST naming the field, anything else as
 * INTERNAL without internals (the log has them).
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isWosError(error)) {
      const status = HTTP_STATUS[error.code];
      if (status >= 500) request.log.error({ err: error }, error.message);
      // Chain logs are for the server's log, not for the player.
      const { logs: _logs, ...details }: { logs?: unknown; [field: string]: unknown } = error.details ?? {};
      return reply.status(status).send({ error: error.code, message: error.message, ...details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext;
      const message = issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request';
      return reply.status(400).send({ error: 'BAD_REQUEST', message });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ error: 'BAD_REQUEST', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'INTERNAL', message: 'Something went wrong on our side' });
  });
});
