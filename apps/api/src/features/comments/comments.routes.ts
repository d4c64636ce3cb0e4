import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

export const commentsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (_app, _options) => {};
