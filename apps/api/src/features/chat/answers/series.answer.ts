/**
 * A series asked for by the start of its titles ('the harry potter films in order', 'mission impossible movies
 * ranked', 'la saga de toy story'): every catalog film of it, in release order unless another order is asked.
 */
import type { MovieSummary } from '@marquee/contracts';
import { escapeMarkdown } from '../chat.markdown.ts';
import { applyOrder } from '../retrieval/query-filter.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import type { MovieQuery } from '../understanding/chat-query.ts';
import { normalizeText } from '../understanding/text.ts';
import { phrasesFor } from '../wording/phrases.ts';
import { genreReason, listReply, type AssistantAnswer, type RequestContext } from './recommend.answer.ts';

/** Words asking for several films of one name: the films, the saga, all of them, in any reply language. */
const SEVERAL_FILMS =
  /\b(?:films|movies|flicks|pelis|peliculas|filmes|filme|i film|saga|sagas|franchise|series|serie|reihe|trilog(?:y|ia|ie)|all|todas|todos|tous|toutes|alle|tutti)\b/;

/** Whether a request naming a title asks for its series: films in the plural, or an order ('ranked', 'in order'). */
export function asksForSeries(message: string, query: MovieQuery): boolean {
  return query.sort !== undefined || SEVERAL_FILMS.test(normalizeText(message));
}

/** A series is listed whole up to this many films. */
const MAX_FILMS = 10;

/** The series' name as the catalog spells it: the first title's words, as many as were typed ('Mission: Impossible'). */
function seriesName(typed: string, first: MovieSummary): string {
  const words = first.title.split(' ').slice(0, typed.split(' ').length).join(' ');
  return escapeMarkdown(words.replace(/[\s:,-]+$/, ''));
}

async function inOrder(tools: MovieTools, films: MovieSummary[], order: MovieQuery['sort']) {
  if (order === 'vote_average') return [...films].sort((a, b) => b.vote_average - a.vote_average);
  if (order === 'release_date') return applyOrder(films, 'oldest').reverse();
  if (order === 'shortest') return applyOrder(films, 'shortest', await tools.runtimes(films));
  return applyOrder(films, 'oldest');
}

/** The films of the series `typed` starts (`found` among them), when the catalog has at least two; else `undefined`. */
export async function seriesAnswer(
  tools: MovieTools,
  typed: string,
  found: MovieSummary,
  query: MovieQuery,
  { excludeIds, language }: RequestContext,
): Promise<AssistantAnswer | undefined> {
  // The film the typed words name ('the godfather') opens its series; the others start with its words.
  const series = [found, ...(await tools.findSeries(typed)).filter((movie) => movie.id !== found.id)].filter(
    (movie) => !excludeIds.has(movie.id),
  );
  if (series.length < 2) return undefined;
  const films = (await inOrder(tools, series, query.sort)).slice(0, query.count ?? MAX_FILMS);
  const name = seriesName(typed, applyOrder(series, 'oldest')[0]!);
  return listReply(
    phrasesFor(language).seriesIntro(name),
    films.map((movie) => ({ movie, reason: genreReason(movie, language) })),
    language,
  );
}
