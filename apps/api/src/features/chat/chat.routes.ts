import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatRequestSchema,
  chatResponseSchema,
  createCircuitBreaker,
  errorResponseSchema,
} from '@marquee/contracts';
import type { AppContext } from '../../context.ts';
import { ok } from '../../platform/respond.ts';
import { createChatService } from './chat.service.ts';
import { createLlmClient } from './llm/llm.client.ts';

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
  });

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
      return ok(await chat.reply({ prompt, movieTitle, movieId, history }), 'Reply generated');
    },
  );
};
