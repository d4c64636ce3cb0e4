/**
 * Answers about the user's own films, as something to talk about rather than a filter: what they watched last,
 * in a month or a year, how many, and more like the ones they loved.
 */
import type { MovieFilter } from '@marquee/catalog';
import type { MovieSummary } from '@marquee/contracts';
import type { LibraryContext } from '../../../platform/library-context/library-context.service.ts';
import { escapeMarkdown, movieLink, movieListItem } from '../chat.markdown.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import { filterFor } from '../retrieval/query-filter.ts';
import type { FilmOrder, OwnPart } from '../understanding/extractors/library.extractor.ts';
import type { Period } from '../understanding/extractors/period.extractor.ts';
import { libraryPhrasesFor } from '../wording/phrases.ts';
import { genreReason, type AssistantAnswer } from './recommend.answer.ts';
import type { MovieQuery, ReplyLanguage } from '../understanding/chat-query.ts';

const LIST_SIZE = 5;
const SEEDS_FOR_LIKE_LOVED = 3;
const LOVED_RATING = 8;

type DiaryEntry = LibraryContext['diary'][number];

export interface LibraryAnswerInput {
  library: LibraryContext;
  tools: MovieTools;
  language: string;
}

function dateIn(language: string, isoDate: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
}

/** 'March 2026', 'marzo de 2026', '2026': the period as the reply names it. */
export function periodLabel(period: Period, language: string): string {
  if (period.kind === 'year') return period.from.slice(0, 4);
  if (period.kind === 'week') return `${dateIn(language, period.from)} – ${dateIn(language, period.to)}`;
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(period.from),
  );
}

async function diaryList(entries: DiaryEntry[], { tools, language }: LibraryAnswerInput, size = LIST_SIZE) {
  const phrases = libraryPhrasesFor(language);
  const items: { movie: MovieSummary; line: string }[] = [];
  for (const entry of entries.slice(0, size)) {
    const movie = await tools.movie(entry.id);
    if (!movie) continue;
    const rated = entry.rating === null ? '' : `, ${phrases.yourRating(entry.rating)}`;
    items.push({
      movie,
      line: movieListItem(
        items.length,
        movie,
        `${phrases.watchedOn(dateIn(language, entry.watchedOn))}${rated}`,
        language,
      ),
    });
  }
  return items;
}

export async function lastWatched(input: LibraryAnswerInput, count = LIST_SIZE): Promise<AssistantAnswer> {
  const phrases = libraryPhrasesFor(input.language);
  const items = await diaryList(input.library.diary, input, count);
  if (!items.length) return { text: phrases.diaryEmpty, movies: [] };
  return {
    text: [
      items.length === 1 ? phrases.lastWatchedOne : phrases.lastWatchedIntro,
      '',
      ...items.map((item) => item.line),
    ].join('\n'),
    movies: items.map((item) => item.movie),
  };
}

const within = (period: Period) => (entry: DiaryEntry) =>
  entry.watchedOn >= period.from && entry.watchedOn <= period.to;

export async function watchedInPeriod(input: LibraryAnswerInput, period: Period): Promise<AssistantAnswer> {
  const phrases = libraryPhrasesFor(input.language);
  const label = periodLabel(period, input.language);
  const items = await diaryList(input.library.diary.filter(within(period)), input);
  if (!items.length) return { text: phrases.periodEmpty(label), movies: [] };
  return {
    text: [phrases.periodIntro(label), '', ...items.map((item) => item.line)].join('\n'),
    movies: items.map((item) => item.movie),
  };
}

/** Distinct films logged in the period (a rewatch is one film), as the Stats page counts them. */
export function countInPeriod({ library, language }: LibraryAnswerInput, period: Period): AssistantAnswer {
  const films = new Set(library.diary.filter(within(period)).map((entry) => entry.id)).size;
  return {
    text: libraryPhrasesFor(language).countInPeriod(films, periodLabel(period, language)),
    movies: [],
  };
}

/** The films they loved most: highest rated first (8 and up), then liked. */
function lovedSeeds(library: LibraryContext): number[] {
  const topRated = library.rated.filter(({ rating }) => rating >= LOVED_RATING).map(({ id }) => id);
  return [...new Set([...topRated, ...library.loved])].slice(0, SEEDS_FOR_LIKE_LOVED);
}

/**
 * The genre most of several loved films share (Horror of The Shining, The Thing and Alien, not the Science Fiction of
 * two of them): the one the most of them hold, when that is more than half; none for a single film, whose
 * neighbours are its likeness already.
 */
function sharedGenres(seeds: MovieSummary[]): Set<number> {
  if (seeds.length < 2) return new Set();
  const counts = new Map<number, number>();
  for (const id of seeds.flatMap((seed) => seed.genre_ids)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  if (most <= seeds.length / 2) return new Set();
  return new Set([...counts].filter(([, held]) => held === most).map(([id]) => id));
}

/**
 * Films like several loved ones at once, taken in turns from each one's neighbours; never a film they've seen.
 * `seedIds`: the films to be like when the message names them ('the ones i gave a 10'), else the ones loved most.
 */
export async function likeTheOnesLoved(
  input: LibraryAnswerInput,
  count = LIST_SIZE,
  seedIds?: readonly number[],
): Promise<AssistantAnswer> {
  const { library, tools, language } = input;
  const phrases = libraryPhrasesFor(language);
  const seedsWanted = seedIds?.slice(0, SEEDS_FOR_LIKE_LOVED) ?? lovedSeeds(library);
  const seeds = (await Promise.all(seedsWanted.map((id) => tools.movie(id)))).filter(
    (movie): movie is MovieSummary => movie !== undefined,
  );
  if (!seeds.length) return { text: phrases.nothingLovedYet, movies: [] };
  const neighbours = await Promise.all(seeds.map((seed) => tools.similar(seed, { limit: 20 }, 20)));
  const picked: { movie: MovieSummary; seed: MovieSummary }[] = [];
  const taken = new Set<number>([...library.seen, ...seeds.map((seed) => seed.id)]);
  // Loved films of one kind (three horror films) ask for that kind: the neighbours of it first, then the others.
  const shared = sharedGenres(seeds);
  const ofTheKind = (movie: MovieSummary) => movie.genre_ids.some((id) => shared.has(id));
  const passes = shared.size ? [neighbours.map((list) => list.filter(ofTheKind)), neighbours] : [neighbours];
  for (const lists of passes)
    for (let rank = 0; rank < 20 && picked.length < count; rank++)
      for (const [index, list] of lists.entries()) {
        const movie = list[rank];
        if (!movie || taken.has(movie.id) || picked.length >= count) continue;
        taken.add(movie.id);
        picked.push({ movie, seed: seeds[index]! });
      }
  const intro = phrases.likeLovedIntro(seeds.map((seed) => movieLink(seed)).join(', '));
  const lines = picked.map(({ movie, seed }, index) =>
    movieListItem(index, movie, phrases.becauseYouLoved(seed.title), language),
  );
  return { text: [intro, '', ...lines].join('\n'), movies: picked.map(({ movie }) => movie) };
}

/** 'did I already see Inception?': yes with the date of the latest watch and their rating if any, or not yet. */
export function seenIt({ library, language }: LibraryAnswerInput, film: MovieSummary): AssistantAnswer {
  const phrases = libraryPhrasesFor(language);
  const watch = library.diary.find((entry) => entry.id === film.id);
  const rating = library.rated.find((entry) => entry.id === film.id)?.rating;
  const named = rating === undefined ? movieLink(film) : `${movieLink(film)} (${phrases.yourRating(rating)})`;
  const text = library.seen.has(film.id)
    ? phrases.seenYes(named, watch ? dateIn(language, watch.watchedOn) : null)
    : phrases.seenNo(movieLink(film));
  return { text, movies: [film] };
}

/** 'what did I give Shawshank?': their rating of the film, or that they haven't rated it. */
export function ratingOf({ library, language }: LibraryAnswerInput, film: MovieSummary): AssistantAnswer {
  const phrases = libraryPhrasesFor(language);
  const rating = library.rated.find((entry) => entry.id === film.id)?.rating;
  const text =
    rating === undefined ? phrases.notRated(movieLink(film)) : phrases.ratedIt(movieLink(film), rating);
  return { text, movies: [film] };
}

async function ratedList(
  entries: { id: number; rating: number }[],
  intro: string,
  { tools, language }: LibraryAnswerInput,
  size = LIST_SIZE,
): Promise<AssistantAnswer> {
  const phrases = libraryPhrasesFor(language);
  const movies = (await Promise.all(entries.slice(0, size * 2).map((entry) => tools.movie(entry.id))))
    .map((movie, index) => movie && { movie, rating: entries[index]!.rating })
    .filter((item) => Boolean(item))
    .slice(0, size) as { movie: MovieSummary; rating: number }[];
  const lines = movies.map(({ movie, rating }, index) =>
    movieListItem(index, movie, phrases.yourRating(rating), language),
  );
  return { text: [intro, '', ...lines].join('\n'), movies: movies.map(({ movie }) => movie) };
}

/** How their own films are ranked: best or worst first, how many, and only those watched in a period. */
export interface RankingAsked {
  count?: number;
  period?: Period;
}

/**
 * Their ratings to rank: every rated film, or when a period is named, the films they rated in the diary of that
 * period ('the worst film i saw this year'), the latest rating of each.
 */
function ratingsToRank({ library }: LibraryAnswerInput, period: Period | undefined) {
  if (!period) return library.rated;
  const rated = library.diary.filter(within(period)).filter((entry) => entry.rating !== null);
  const latest = new Map<number, number>();
  for (const entry of rated) if (!latest.has(entry.id)) latest.set(entry.id, entry.rating!);
  return [...latest].map(([id, rating]) => ({ id, rating }));
}

/** The middle of the ten-point scale: a film rated above it was liked, at or below it not. */
const LIKED_ABOVE = 5;

/**
 * 'the films i rated best', 'las que peor puntué': only the films on that side of the middle, when some are (a 3 / 10
 * is none of their best); all of them, best or worst first, when none is.
 */
function onAskedSide<Rating extends { rating: number }>(
  ratings: readonly Rating[],
  worstFirst: boolean,
): Rating[] {
  const side = ratings.filter(({ rating }) => rating > LIKED_ABOVE !== worstFirst);
  return side.length ? side : [...ratings];
}

function rankedList(input: LibraryAnswerInput, asked: RankingAsked, worstFirst: boolean) {
  const phrases = libraryPhrasesFor(input.language);
  const ratings = ratingsToRank(input, asked.period);
  if (!ratings.length) {
    const empty = asked.period
      ? phrases.periodEmpty(periodLabel(asked.period, input.language))
      : phrases.nothingLovedYet;
    return Promise.resolve({ text: empty, movies: [] });
  }
  const ranked = onAskedSide(ratings, worstFirst).sort((a, b) =>
    worstFirst ? a.rating - b.rating : b.rating - a.rating,
  );
  const label = asked.period && periodLabel(asked.period, input.language);
  const intro = label
    ? (worstFirst ? phrases.lowestInPeriodIntro : phrases.highestInPeriodIntro)(label)
    : worstFirst
      ? phrases.lowestIntro
      : phrases.highestIntro;
  return ratedList(ranked, intro, input, asked.count ?? LIST_SIZE);
}

/** Their lowest rated films, lowest first. */
export function lowestRated(input: LibraryAnswerInput, asked: RankingAsked = {}): Promise<AssistantAnswer> {
  return rankedList(input, asked, true);
}

/** 'which movies did I give a 10?': every film they rated exactly that. */
export function ratedExactly(input: LibraryAnswerInput, rating: number): Promise<AssistantAnswer> {
  const phrases = libraryPhrasesFor(input.language);
  const entries = input.library.rated.filter((entry) => entry.rating === rating);
  if (!entries.length) return Promise.resolve({ text: phrases.gaveNone(rating), movies: [] });
  return ratedList(entries, phrases.gaveIntro(rating), input);
}

/** 'how many films have I rated?': every film they rated, or those rated in the diary of the period named. */
export function countRated(input: LibraryAnswerInput, period?: Period): AssistantAnswer {
  const films = ratingsToRank(input, period).length;
  const label = period && periodLabel(period, input.language);
  return { text: libraryPhrasesFor(input.language).countRated(films, label), movies: [] };
}

/** 'how many films have I liked?': the films they liked or rated 8 and up. */
export function countLoved({ library, language }: LibraryAnswerInput): AssistantAnswer {
  return { text: libraryPhrasesFor(language).countLoved(library.loved.length), movies: [] };
}

/** Their highest rated films, highest first. */
export function highestRated(input: LibraryAnswerInput, asked: RankingAsked = {}): Promise<AssistantAnswer> {
  return rankedList(input, asked, false);
}

/** 'have I watched any Nolan films?': the person's films among the ones they have seen. */
export function seenWithPerson(
  input: LibraryAnswerInput,
  person: { id: number; name: string },
): Promise<AssistantAnswer> {
  const phrases = libraryPhrasesFor(input.language);
  return seenAmong(
    input,
    { personId: person.id },
    phrases.seenWith(person.name),
    phrases.seenNoneWith(person.name),
  );
}

/** 'quais filmes de terror eu já assisti?': the films of the kind asked among the ones they have seen. */
export function seenOfKind(input: LibraryAnswerInput, query: MovieQuery): Promise<AssistantAnswer> {
  const phrases = libraryPhrasesFor(input.language);
  const filter = filterFor({ ...query, scope: 'catalog' }, { certifications: false });
  return seenAmong(input, filter, phrases.seenOfKind, phrases.seenNoneOfKind);
}

/** The films they have seen that the filter keeps, each with their rating when they gave one. */
async function seenAmong(
  input: LibraryAnswerInput,
  filter: MovieFilter,
  intro: string,
  none: string,
): Promise<AssistantAnswer> {
  const phrases = libraryPhrasesFor(input.language);
  const movies = await input.tools.search({ ...filter, includeIds: [...input.library.seen], limit: 20 });
  if (!movies.length) return { text: none, movies: [] };
  const ratings = new Map(input.library.rated.map(({ id, rating }) => [id, rating]));
  const reason = (id: number) =>
    ratings.has(id) ? phrases.yourRating(ratings.get(id)!) : phrases.seenReason;
  const lines = movies
    .slice(0, 10)
    .map((movie, index) => movieListItem(index, movie, reason(movie.id), input.language));
  return { text: [intro, '', ...lines].join('\n'), movies: movies.slice(0, 10) };
}

/** The films of one part of their library, as ids, most recent first. */
function idsOfPart({ library }: LibraryAnswerInput, part: OwnPart): readonly number[] {
  if (part === 'liked') return library.loved;
  if (part === 'rated') return library.rated.map(({ id }) => id);
  return part === 'watchlist' ? library.watchlist : [...library.seen];
}

/** Most films of one part put in order: a library is read whole, but a list this long is plenty. */
const MOST_ORDERED = 200;

/** Each film's place in the order: its release date, or its length (a film of unknown length goes last). */
async function orderKeys(films: MovieSummary[], order: FilmOrder, tools: MovieTools) {
  if (order === 'oldest' || order === 'newest') {
    const sign = order === 'oldest' ? 1 : -1;
    return new Map(films.map((film) => [film.id, sign * (Date.parse(film.release_date) || 0)]));
  }
  const runtimes = await tools.runtimes(films);
  const sign = order === 'shortest' ? 1 : -1;
  return new Map(films.map((film) => [film.id, sign * (runtimes.get(film.id) ?? sign * Infinity)]));
}

/**
 * "the oldest film i've liked", 'de las que marqué con like, la más vieja', 'the longest one on my watchlist': one part
 * of their films in the order asked, its first the answer (and the film a later 'that one' points at).
 */
export async function ownInOrder(
  input: LibraryAnswerInput,
  { part, order, count = LIST_SIZE }: { part: OwnPart; order: FilmOrder; count?: number },
): Promise<AssistantAnswer> {
  const { tools, language, library } = input;
  const phrases = libraryPhrasesFor(language);
  const films = (
    await Promise.all(
      idsOfPart(input, part)
        .slice(0, MOST_ORDERED)
        .map((id) => tools.movie(id)),
    )
  ).filter((movie): movie is MovieSummary => movie !== undefined);
  if (!films.length) return { text: phrases.ownPartEmpty(part), movies: [] };
  const keys = await orderKeys(films, order, tools);
  const listed = films.sort((a, b) => keys.get(a.id)! - keys.get(b.id)!).slice(0, count);
  const ratings = new Map(library.rated.map(({ id, rating }) => [id, rating]));
  const lines = listed.map((movie, index) =>
    movieListItem(
      index,
      movie,
      ratings.has(movie.id)
        ? phrases.yourRating(ratings.get(movie.id)!)
        : genreReason(movie, language as ReplyLanguage),
      language,
    ),
  );
  return { text: [phrases.ownInOrderIntro(part, order), '', ...lines].join('\n'), movies: listed };
}

/** Most rated films read for their directors. */
const MOST_RATED_READ = 200;

/**
 * 'whos my favorite director based on my ratings': the director whose films they rated above the middle the most,
 * each film counting by how far above it, with those films and their ratings.
 */
export async function favoriteDirector({
  library,
  tools,
  language,
}: LibraryAnswerInput): Promise<AssistantAnswer> {
  const phrases = libraryPhrasesFor(language);
  const liked = library.rated.filter(({ rating }) => rating > LIKED_ABOVE).slice(0, MOST_RATED_READ);
  const scores = new Map<string, { score: number; films: { id: number; rating: number }[] }>();
  for (const entry of liked)
    for (const { name } of (await tools.facts(entry.id))?.directors ?? []) {
      const director = scores.get(name) ?? { score: 0, films: [] };
      director.score += entry.rating - LIKED_ABOVE;
      director.films.push(entry);
      scores.set(name, director);
    }
  const [name, best] = [...scores].sort(([, a], [, b]) => b.score - a.score)[0] ?? [];
  if (!name || !best) return { text: phrases.noFavoriteDirector, movies: [] };
  const films = best.films.sort((a, b) => b.rating - a.rating).slice(0, LIST_SIZE);
  const movies = (await Promise.all(films.map(({ id }) => tools.movie(id)))).filter(
    (movie): movie is MovieSummary => movie !== undefined,
  );
  const lines = movies.map((movie, index) =>
    movieListItem(
      index,
      movie,
      phrases.yourRating(films.find(({ id }) => id === movie.id)!.rating),
      language,
    ),
  );
  return { text: [phrases.favoriteDirector(`**${escapeMarkdown(name)}**`), '', ...lines].join('\n'), movies };
}
