import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { invalidInputMessage } from '@marquee/contracts';
import { HttpError } from './errors.ts';
import { failure } from './respond.ts';

/** Turns every failure into `{ success: false, message }` with the right status; never leaks stacks or SQL. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(failure(error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = invalidInputMessage(error.validationContext, error.validation);
      return reply.status(400).send(failure(message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
      return reply.status(500).send(failure('Internal server error'));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, unsupported media type...).
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Malformed JSON in request body'
          : error.message;
      return reply.status(status).send(failure(message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failure('Internal server error'));
  });
}
