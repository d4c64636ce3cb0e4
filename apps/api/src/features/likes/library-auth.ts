import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/request-user.ts';

/**
 * Every library route is personal: a visitor gets the 401 before validation looks at the body, so a
 * signed-out client always learns it must log in. Shared by the library features' route plugins.
 */
export function requireUserOnEveryRoute(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    await requireUser(request);
  });
}
