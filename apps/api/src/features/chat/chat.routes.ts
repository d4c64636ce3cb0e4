import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatRequestSchema,
  chatResponseSchema,
  errorResponseSchema,
  negotiateLocale,
} from '@marquee/contracts';
import type { createLibraryContextService } from '../../platform/library-context/library-context.service.ts';
import { ok } from '../../platform/respond.ts';
import type { createChatService } from './chat.service.ts';
import { watchTonightReply } from './watch-tonight.hook.ts';

async function userOrIp(request: FastifyRequest): Promise<string> {
  const user = await request.resolveUser().catch(() => null);
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}

export const chatRoutes: FastifyPluginAsyncZod<{
  chat: ReturnType<typeof createChatService>;
  libraries: ReturnType<typeof createLibraryContextService>;
}> = async (app, { chat, libraries }) => {
  app.post(
    '/chat',
    {
      // RATE_LIMIT_MAX replies per user (or per IP for visitors) and minute: enough for a conversation, stops scripted abuse.
      config: { rateLimit: { keyGenerator: userOrIp } },
      schema: {
        tags: ['chat'],
        summary: 'Ask the movie recommendation assistant',
        body: chatRequestSchema,
        response: {
          200: chatResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { prompt, movieTitle, movieId, history } = request.body;
      // Signed-in users chat with their films as context; visitors (and a failed session lookup) without.
      const user = await request.resolveUser().catch(() => null);
      const library = user ? await libraries.forUser(user.id) : undefined;
      // The site's language as this page shows it (the language cookie, else Accept-Language), as the web shell
      // negotiates it: the reply's language when the message does not tell.
      const interfaceLanguage = negotiateLocale({
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      const reply =
        watchTonightReply(prompt) ??
        (await chat.reply({ prompt, movieTitle, movieId, history, library, interfaceLanguage }));
      return ok(reply, 'Reply generated');
    },
  );
};
