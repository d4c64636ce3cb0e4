import type { FastifyBaseLogger } from 'fastify';
import { CatalogUnavailableError, embedTexts, type Catalog } from '@marquee/catalog';
import { UpstreamError } from '../../platform/errors.ts';
import { createChatAssistant, type ChatAssistant, type ChatTurnInput } from './chat.assistant.ts';
import type { CircuitBreaker } from '@marquee/contracts';
import { createLlmAssistant } from './llm/llm-assistant.ts';
import type { LlmClient } from './llm/llm.client.ts';
import { createMovieTools, type SimilarMoviesSource } from './retrieval/movie-tools.ts';
import { readConversation } from './understanding/conversation.ts';
import { INTENT_EXAMPLES } from './understanding/intents/intent-examples.ts';
import { createIntentRouter } from './understanding/intents/intent-router.ts';
import { phrasesFor } from './wording/phrases.ts';
import { parsePrompt } from './understanding/parse-prompt.ts';

function asksAboutLibrary(prompt: string): boolean {
  const { query } = parsePrompt(prompt);
  return query.scope === 'watchlist' || query.likeLastLoved;
}

export interface ChatService {
  /** The assistant's markdown reply; every movie it names is a link to a catalog movie. */
  reply(turn: ChatTurnInput): Promise<string>;
}

/** Below the web client's 20 s timeout, so a slow provider still leaves time for the built-in answer. */
const LLM_BUDGET_MS = 12_000;

export function createChatService({
  catalog,
  recommender,
  log,
  llm,
  breaker,
  llmBudgetMs = LLM_BUDGET_MS,
  shareLibraryWithLlm = false,
  warmRouter = false,
}: {
  catalog: Catalog;
  recommender: SimilarMoviesSource;
  log: FastifyBaseLogger;
  /** Present when an LLM provider is configured; the built-in assistant answers otherwise and whenever it fails. */
  llm?: LlmClient;
  /** Skips the provider while it keeps failing. */
  breaker?: CircuitBreaker;
  llmBudgetMs?: number;
  /** LLM_SHARE_LIBRARY: whether a signed-in user's watchlist and loved film may reach the provider. */
  shareLibraryWithLlm?: boolean;
  /** WARM_ENCODER_ON_START: embed the intent router's examples and build the story index at start, not on first use. */
  warmRouter?: boolean;
}): ChatService {
  const tools = createMovieTools({ catalog, recommender, log });
  const router = createIntentRouter((texts) => embedTexts(texts), INTENT_EXAMPLES);
  if (warmRouter) {
    router
      .warm()
      .catch((error: unknown) => log.warn(`chat: intent router not warmed: ${(error as Error).message}`));
    // An imported catalog's story index takes a second or two to build: at start, not on the first story told.
    tools
      .storyWordRarity([])
      .catch((error: unknown) => log.warn(`chat: story index not built: ${(error as Error).message}`));
  }
  const assistant = createChatAssistant(tools, router);
  // The live source's local mirror changes as movies are copied into it: one assistant per version of it.
  const mirrorAssistants = new WeakMap<Catalog, ChatAssistant>();

  /** Live TMDB is down: the question is answered from the local catalog (starter, imported and mirrored movies). */
  async function mirrorReply(turn: ChatTurnInput, mirror: Catalog): Promise<string> {
    let fallback = mirrorAssistants.get(mirror);
    if (!fallback) {
      fallback = createChatAssistant(createMovieTools({ catalog: mirror, recommender, log }), router);
      mirrorAssistants.set(mirror, fallback);
    }
    const { text } = await fallback.answer(turn);
    const { language } = readConversation(turn.history, turn.prompt, turn.interfaceLanguage);
    return `${text}\n\n${phrasesFor(language).liveDataUnavailable}`;
  }
  const llmAssistant = llm
    ? createLlmAssistant({ llm, tools, shareLibrary: shareLibraryWithLlm })
    : undefined;

  async function builtInReply(turn: ChatTurnInput): Promise<string> {
    try {
      return (await assistant.answer(turn)).text;
    } catch (error) {
      if (error instanceof CatalogUnavailableError && catalog.localMirror) {
        log.warn('chat: the live movie database is unavailable, answering from the local catalog');
        try {
          return await mirrorReply(turn, await catalog.localMirror());
        } catch (mirrorError) {
          log.error({ err: mirrorError }, 'chat: the local catalog could not answer either');
        }
      } else log.error({ err: error }, 'chat: the built-in assistant failed');
      if (error instanceof CatalogUnavailableError) throw new UpstreamError(error.message);
      throw new UpstreamError('The chat assistant is unavailable right now. Please try again.');
    }
  }

  return {
    async reply(turn) {
      if (!llmAssistant || (breaker && !breaker.allows())) return builtInReply(turn);
      // Requests about the user's own films stay on this server unless the admin shares libraries with the LLM.
      if (turn.library && !shareLibraryWithLlm && asksAboutLibrary(turn.prompt)) return builtInReply(turn);
      try {
        const text = await llmAssistant.answer(turn, AbortSignal.timeout(llmBudgetMs));
        breaker?.succeeded();
        return text;
      } catch (error) {
        breaker?.failed();
        log.warn(
          { err: error, breaker: breaker?.state },
          'chat: LLM provider failed, answering with the built-in assistant',
        );
        return builtInReply(turn);
      }
    },
  };
}
