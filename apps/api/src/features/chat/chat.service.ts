import type { FastifyBaseLogger } from 'fastify';
import { CatalogUnavailableError, type Catalog } from '@marquee/catalog';
import type { MovieSummary } from '@marquee/contracts';
import { UpstreamError } from '../../platform/errors.ts';
import { createChatAssistant, type AssistantAnswer, type ChatTurnInput } from './chat.assistant.ts';
import { buildLlmMessages, rewriteMovieMentions } from './chat.grounding.ts';
import type { LlmClient } from './llm.client.ts';
import { createMovieTools, type SimilarMoviesSource } from './retrieval/movie-tools.ts';

export interface ChatService {
  /** The assistant's markdown reply; every movie it names is a link to a catalog movie. */
  reply(turn: ChatTurnInput): Promise<string>;
}

const GROUNDING_SEARCH_RESULTS = 8;

export function createChatService({
  catalog,
  recommender,
  log,
  llm,
}: {
  catalog: Catalog;
  recommender: SimilarMoviesSource;
  log: FastifyBaseLogger;
  /** Present when an LLM provider is configured; the built-in assistant answers otherwise and whenever it fails. */
  llm?: LlmClient;
}): ChatService {
  const assistant = createChatAssistant(createMovieTools({ catalog, recommender, log }));

  async function builtInAnswer(turn: ChatTurnInput): Promise<AssistantAnswer> {
    try {
      return await assistant.answer(turn);
    } catch (error) {
      log.error({ err: error }, 'chat: the built-in assistant failed');
      if (error instanceof CatalogUnavailableError) throw new UpstreamError(error.message);
      throw new UpstreamError('The chat assistant is unavailable right now. Please try again.');
    }
  }

  /** What the model may talk about: the built-in assistant's picks, title matches for the prompt and the current movie. */
  async function groundingMovies(turn: ChatTurnInput, answer: AssistantAnswer): Promise<MovieSummary[]> {
    const search = await catalog.searchMovies(turn.prompt.slice(0, 200), 1).catch(() => undefined);
    const current = turn.movieId ? await catalog.getMovie(turn.movieId).catch(() => null) : null;
    const movies = [...answer.movies, ...(search?.results.slice(0, GROUNDING_SEARCH_RESULTS) ?? [])];
    if (current) movies.push({ ...current, genre_ids: current.genres.map((genre) => genre.id) });
    return [...new Map(movies.map((movie) => [movie.id, movie])).values()];
  }

  return {
    async reply(turn) {
      const answer = await builtInAnswer(turn);
      if (!llm) return answer.text;
      try {
        const movies = await groundingMovies(turn, answer);
        const text = rewriteMovieMentions(await llm.complete(buildLlmMessages(turn, movies)), movies);
        if (!text) throw new Error('the LLM reply was empty once non-catalog links were removed');
        return text;
      } catch (error) {
        log.warn({ err: error }, 'chat: LLM provider failed, answering with the built-in assistant');
        return answer.text;
      }
    },
  };
}
