import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** Mounts the auth endpoints and gives every request `resolveUser()`. Not encapsulated: the decorator is app-wide. */
export const authRoutes = fp(async (app: FastifyInstance, _options: { context: AppContext }) => {
  app.decorateRequest('resolveUser', async function () {
    return null;
  });
});
