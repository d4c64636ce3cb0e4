/**
 * A series asked for by the start of its titles ('the harry potter films in order', 'mission impossible movies
 * ranked', 'la saga de toy story'): every catalog film of it, in release order unless another order is asked.
 */
import { titleKey } from '@marquee/catalog';
import type { MovieSummary } from '@marquee/contracts';
import { escapeMarkdown } from '../chat.markdown.ts';
import { applyOrder } from '../retrieval/query-filter.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import type { MovieQuery } from '../understanding/chat-query.ts';
import { wordPattern } from '../understanding/lexicons/phrase-patterns.ts';
import { normalizeText } from '../understanding/text.ts';
import { phrasesFor } from '../wording/phrases.ts';
import { genreReason, listReply, type AssistantAnswer, type RequestContext } from './recommend.answer.ts';

/** Words asking for several films of one name: the films, the saga, all of them, in any reply language. */
const SEVERAL_FILMS =
  /\b(?:films|movies|flicks|pelis|peliculas|filmes|filme|i film|saga|sagas|franchise|series|serie|reihe|trilog(?:y|ia|ie)|all|todas|todos|tous|toutes|alle|tutti)\b/;

/** 'every', 'cada', 'jeden': each film of the name ('list every mission impossible movie'). */
const EVERY_ONE = wordPattern((p) => p.everyOne);

/**
 * Whether a request naming a title asks for its series: films in the plural, each of them, or an order ('ranked', 'in
 * order').
 */
export function asksForSeries(message: string, query: MovieQuery): boolean {
  const said = normalizeText(message);
  return query.sort !== undefined || SEVERAL_FILMS.test(said) || EVERY_ONE.test(said);
}

/** A series is listed whole up to this many films. */
const MAX_FILMS = 10;

/** Words a title's start may stop at without being a name ('Harry Potter and the'). */
const TRAILING_LINKS = /(?:[\s:,-]+|\s+(?:and|the|of|a|an|part|chapter))+$/i;

/**
 * The series' name as the catalog spells it: the words its titles all start with ('Toy Story', 'Mission:
 * Impossible'), whatever part of it was typed: a word read as a genre or a theme ('story', 'future') is often left
 * out of what was typed. None when they share no word but an article ('The Terminator', 'Terminator 2').
 */
function seriesName(films: MovieSummary[]): string | undefined {
  const [first, ...others] = films.map((movie) => movie.title.split(' '));
  // 'Rings' and 'Rings:' are the same word of 'The Lord of the Rings' and 'The Lord of the Rings: The Two Towers'.
  const word = (typed: string) => normalizeText(typed).replace(/[:,.!?-]+$/, '');
  let shared = first!.length;
  for (const words of others) {
    let same = 0;
    while (same < Math.min(shared, words.length) && word(words[same]!) === word(first![same]!)) same++;
    shared = same;
  }
  const name = first!.slice(0, shared).join(' ').replace(TRAILING_LINKS, '');
  return /^(?:the|a|an)?$/i.test(name) ? undefined : escapeMarkdown(name);
}

/** The words of the film's title the typed name spells ('Indiana Jones' of 'Indiana Jones and the Last Crusade'). */
function namedAs(found: MovieSummary, typed: string): string {
  const words = found.title.split(' ');
  const upTo = words.findIndex((_, at) => titleKey(words.slice(0, at + 1).join(' ')) === titleKey(typed));
  return escapeMarkdown(upTo >= 0 ? words.slice(0, upTo + 1).join(' ') : found.title);
}

/** The films whose titles start with all of the found film's: its own series, when the typed words were only a part. */
function startingWith(found: MovieSummary, films: MovieSummary[]): MovieSummary[] {
  const title = normalizeText(found.title);
  const members = films.filter((movie) => normalizeText(movie.title).startsWith(title));
  return members.length >= 2 ? members : films;
}

/** How many of a film's top-billed actors are followed into other films playing the same part. */
const LEADS = 3;
/** How many of a lead's films are looked at for the same part. */
const LEAD_FILMS = 40;

/** A part's names as credited ('Bruce Wayne / Batman', 'Ellen Ripley'), each a set of words; none for oneself. */
function partNames(character: string | null): string[][] {
  const said = normalizeText((character ?? '').replace(/\(.*?\)/g, ' '));
  return said
    .split(/\s*\/\s*/)
    .map((name) => name.split(/\s+/).filter(Boolean))
    .filter((words) => words.length && !/^(?:him|her|them)?self$|^narrator$/.test(words.join(' ')));
}

/** One part in two films: one of its names holds every word of one of the other's ('Ripley', 'Ellen Ripley'). */
const samePart = (one: string | null, other: string | null) =>
  partNames(one).some((a) =>
    partNames(other).some((b) => a.every((word) => b.includes(word)) || b.every((word) => a.includes(word))),
  );

/**
 * A series whose titles share no words ('Star Wars', 'The Empire Strikes Back'; 'Alien', 'Aliens'): the film and
 * every film in which one of its leads plays the same part again, its sequels and prequels.
 */
async function sameParts(tools: MovieTools, found: MovieSummary): Promise<MovieSummary[]> {
  const leads = (await tools.facts(found.id))?.cast.slice(0, LEADS) ?? [];
  const films = await Promise.all(
    leads.map(async (lead) => {
      const theirs = await tools.search({ personId: lead.id, personRole: 'cast', limit: LEAD_FILMS });
      const again = await Promise.all(
        theirs.map(async (movie) => {
          if (movie.id === found.id) return false;
          const part = (await tools.facts(movie.id))?.cast.find((member) => member.id === lead.id);
          return Boolean(part && samePart(lead.character, part.character));
        }),
      );
      return theirs.filter((_, index) => again[index]);
    }),
  );
  return [found, ...new Map(films.flat().map((movie) => [movie.id, movie])).values()];
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
  const typedStart = [found, ...(await tools.findSeries(typed)).filter((movie) => movie.id !== found.id)];
  const byTitle = startingWith(found, typedStart);
  // '5 sci fi movies, no star wars': films of a kind asked are that kind's, not the series of a title beside it.
  const byParts = byTitle.length < 2 && !query.genreIds.length ? await sameParts(tools, found) : [];
  const series = (byParts.length ? byParts : byTitle).filter((movie) => !excludeIds.has(movie.id));
  if (series.length < 2) return undefined;
  const films = (await inOrder(tools, series, query.sort)).slice(0, query.count ?? MAX_FILMS);
  // A series of titles sharing no words is called as the film named is.
  const name = (!byParts.length && seriesName(applyOrder(series, 'oldest'))) || namedAs(found, typed);
  return listReply(
    phrasesFor(language).seriesIntro(name),
    films.map((movie) => ({ movie, reason: genreReason(movie, language) })),
    language,
  );
}
