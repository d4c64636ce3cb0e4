import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

export const chatRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (_app, _options) => {};
