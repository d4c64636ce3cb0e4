import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeletedResponseSchema,
  accountLanguageResponseSchema,
  accountLanguageSchema,
  deleteAccountBodySchema,
  errorResponseSchema,
} from '@marquee/contracts';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import type { AccountService } from './account.service.ts';

/** better-auth's session cookies (plain and on HTTPS): the deleted session's are cleared in the same answer. */
const CLEARED_SESSION_COOKIES = [
  'better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
  '__Secure-better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
];

export const accountRoutes: FastifyPluginAsyncZod<{ service: AccountService }> = async (app, { service }) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/account/language',
    {
      schema: {
        tags: ['account'],
        summary: "The interface language the signed-in user chose (null: the browser's)",
        response: { 200: accountLanguageResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok({ language: await service.languageOf(user.id) });
    },
  );

  app.put(
    '/account/language',
    {
      schema: {
        tags: ['account'],
        summary: "Sets the signed-in user's interface language (null: follow the browser)",
        body: accountLanguageSchema,
        response: { 200: accountLanguageResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok({ language: await service.setLanguage(user.id, request.body.language) }, 'Language saved');
    },
  );

  app.delete(
    '/account',
    {
      // Each attempt checks a password: a stolen session must not become a way to guess it.
      config: { rateLimit: { max: 10 }, refusesApiTokens: true },
      schema: {
        tags: ['account'],
        summary: 'Delete the signed-in account and everything it owns',
        body: deleteAccountBodySchema,
        response: {
          200: accountDeletedResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await service.deleteAccount(user.id, request.body);
      reply.header('set-cookie', CLEARED_SESSION_COOKIES);
      return ok({ deleted: true as const }, 'Account deleted');
    },
  );
};
