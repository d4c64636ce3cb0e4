import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from '../../config/env.ts';
import { prettyOutput } from './pretty-output.ts';
import { REDACTED_LOG_PATHS, redactUrl } from './redaction.ts';

/**
 * Fastify's logger: JSON lines (for a log collector) unless stdout is a terminal, where lines are formatted for
 * reading. Requests are logged by OneLinePerRequest, without headers and with credentials cut out of the URL.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  destination?: DestinationStream,
): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent' && !destination) return false;
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
    stream: destination ?? (process.stdout.isTTY ? prettyOutput() : undefined),
  };
}

/** Health checks run every few seconds under a container runtime: logged below info so they don't drown the rest. */
const QUIET_PATHS = new Set(['/api/health']);

/**
 * One line per request, when it is answered. Fastify's default writes two (incoming, completed) plus separate
 * lines for 404s and 4xx errors, and puts the raw URL in some of them.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    // A 4xx is in the request's own line; a 5xx also gets its stack.
    if (reply.statusCode >= 500) request.log.error({ err: error }, error.message);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) request.log.error({ ...fields, err: error }, 'request errored');
    else if (QUIET_PATHS.has(request.url.split('?')[0]!)) request.log.debug(fields, 'request completed');
    else request.log.info(fields, 'request completed');
  }
}
