import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';
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

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Fastify gives every request a child logger bound to its id. Making one costs pino more than serving a kept
 * catalog answer (it serialises the bindings through the redaction), and at `LOG_LEVEL=warn` most requests
 * never log: the child is made on the first line written at an enabled level, and not at all otherwise.
 * The lines are the same as the eager child's. A class, so that a request costs one small object.
 */
class LazyChildLogger {
  private made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly levels: Record<string, number>,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private write(method: LogMethod, args: unknown[]): void {
    if ((this.levels[method] ?? 0) >= (this.levels[this.level] ?? 0))
      (this.real()[method] as (...logged: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }
  set level(value: string) {
    this.real().level = value;
  }
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: see LazyChildLogger. */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const levels = (parent as Partial<Logger>).levels?.values;
  // Fastify's null logger (logging off) is its own child.
  if (!levels) return parent.child(bindings, options);
  return new LazyChildLogger(parent, levels, bindings, options) as unknown as FastifyBaseLogger;
}
