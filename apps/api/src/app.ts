import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { DestinationStream } from 'pino';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { composeServices, type AppServices } from './composition-root.ts';
import type { Config } from './config/env.ts';
import { createAppContext, type AppContext } from './context.ts';
import { registerFederation } from './features/federation/federation.routes.ts';
import { registerImageRoutes } from './features/images/images.routes.ts';
import { registerFeatures } from './features/index.ts';
import { createAttemptCounter } from './platform/attempt-counter.ts';
import { registerCrossOriginPolicy } from './platform/cross-origin.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { TooManyRequestsError } from './platform/errors.ts';
import { lazyChildLogger, loggerOptions, OneLinePerRequest } from './platform/logging/logger.ts';
import { rateLimitStore } from './platform/rate-limit-store.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { failure } from './platform/respond.ts';
import { registerStaticWeb } from './platform/static-web.ts';

export interface BuiltApp {
  app: FastifyInstance;
  context: AppContext;
}

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
  /** Replaces pieces of the composition root's graph (a test's stand-in for one service). */
  services?: (built: AppServices) => Partial<AppServices>;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: loggerOptions(config, options.logDestination),
    logController: new OneLinePerRequest(),
    childLoggerFactory: lazyChildLogger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    requestTimeout: 60_000,
    return503OnClosing: true,
    // Refusals by the router itself (bad percent-encoding, over-long parameters) get the same JSON shape.
    frameworkErrors: (error: FastifyError, _request: unknown, reply: FastifyReply) => {
      const status =
        typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 400;
      const message = status === 414 ? 'Request URL is too long' : 'Malformed request URL';
      return reply.status(status).send(failure(message));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const context = await createAppContext(config, app.log);
  app.addHook('onClose', async () => context.close());

  await registerSecurityHeaders(app, { tmdbImages: !config.IMAGE_CACHE });
  registerCrossOriginPolicy(app, config);
  // Routes opt in with `config: { rateLimit }`; shared across instances through Redis when configured (in
  // memory while it is unreachable).
  await app.register(rateLimit, {
    global: false,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    store: rateLimitStore(createAttemptCounter(context.redis, 'rate-limit:')),
    skipOnError: true,
    // Thrown, so the error handler answers it as every other refusal.
    errorResponseBuilder: (_request, details) =>
      new TooManyRequestsError(
        `Too many requests, please try again in ${Math.ceil(details.ttl / 1000)} seconds.`,
      ),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Marquee API', version: '1.0.0' },
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal API token from Settings → API tokens (`mqt_...`). A read token may only read; no token manages tokens, makes webhook or calendar addresses, or deletes the account.',
          },
        },
      },
      // Personal routes take either; public routes need neither (the empty alternative).
      security: [{ sessionCookie: [] }, { apiToken: [] }, {}],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const built = await composeServices(context);
  const services = { ...built, ...options.services?.(built) };
  await registerFeatures(app, context, services);
  await registerImageRoutes(app, config);
  await registerFederation(app, context, services.federation);
  await registerStaticWeb(app, { distDir: config.WEB_DIST_DIR, publicUrl: config.publicUrl });
  return { app, context };
}
