import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

export const ratingsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (_app, _options) => {};
