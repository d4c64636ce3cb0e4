import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatRequestSchema,
  chatResponseSchema,
  createCircuitBreaker,
  errorResponseSchema,
} from '@marquee/contracts';
import type { AppContext } from '../../context.ts';
import { createLibraryContextService } from '../../platform/library-context/library-context.service.ts';
import { ok } from '../../platform/respond.ts';
import { createChatService } from './chat.service.ts';
import { createLlmClient } from './llm/llm.client.ts';
import { watchTonightReply } from './watch-tonight.hook.ts';

/** One provider call; the whole tool-calling exchange has its own budget in the service. */
const LLM_CALL_TIMEOUT_MS = 8_000;

async function userOrIp(request: FastifyRequest): Promise<string> {
  const user = await request.resolveUser().catch(() => null);
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}

export const chatRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { config } = context;
  const llm =
    config.LLM_BASE_URL && config.LLM_MODEL
      ? createLlmClient({
          baseUrl: config.LLM_BASE_URL,
          apiKey: config.LLM_API_KEY,
          model: config.LLM_MODEL,
          timeoutMs: LLM_CALL_TIMEOUT_MS,
        })
      : undefined;
  const chat = createChatService({
    catalog: context.catalog,
    recommender: context.recommender,
    log: context.log,
    llm,
    breaker: llm ? createCircuitBreaker() : undefined,
    shareLibraryWithLlm: config.LLM_SHARE_LIBRARY,
  });
  const libraries = createLibraryContextService(context.database.db);

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
      const reply =
        watchTonightReply(prompt) ?? (await chat.reply({ prompt, movieTitle, movieId, history, library }));
      return ok(reply, 'Reply generated');
    },
  );
};
