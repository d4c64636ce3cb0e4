import type { FastifyBaseLogger } from 'fastify';
import type { Catalog, MovieFilter } from '@marquee/catalog';
import { genreName, type ChatMessage, type MovieDetails, type MovieSummary } from '@marquee/contracts';
import type { RecommenderClient } from '../recommendations/recommender.client.ts';
import { readConversation } from './chat.conversation.ts';
import type { MovieRequest } from './chat.intent.ts';
import { normalizeText } from './chat.intent.ts';
import { escapeMarkdown, genreNames, movieLink, movieListItem, releaseYear } from './chat.markdown.ts';

export interface ChatTurnInput {
  prompt: string;
  movieTitle?: string | null;
  movieId?: number | null;
  history: ChatMessage[];
}

/** The built-in assistant's answer: the markdown reply and the catalog movies it is about. */
export interface AssistantAnswer {
  text: string;
  movies: MovieSummary[];
}

export interface ChatAssistant {
  answer(turn: ChatTurnInput): Promise<AssistantAnswer>;
}

interface Suggestion {
  movie: MovieSummary;
  reason: string;
}

const PICKS_PER_REPLY = 5;
const MIN_PICKS = 3;
const CANDIDATES_PER_QUERY = 40;

const TIP =
  '_Want different ones? Ask for **more**, **older ones**, a decade, or movies **like** one of these._';
const HELP_TEXT = [
  "I recommend movies from Marquee's catalog. You can ask me things like:",
  '',
  '- a mood: *something uplifting*, *something scary*, *a mind-bending movie*',
  '- a genre and a decade: *80s action*, *romantic comedies from the 90s*',
  '- a person: *movies with Tom Hanks*, *directed by Nolan*',
  '- a movie you loved: *like Inception* (or *more like this* on a movie page)',
  '',
  'Then say *more* or *older ones* to keep going.',
].join('\n');
const CANNOT_HELP = [
  "Sorry, I couldn't work out what kind of movie you're after, and I only know about movies in our catalog.",
  '',
  HELP_TEXT,
].join('\n');

function toSummary(movie: MovieDetails): MovieSummary {
  const { genres, ...rest } = movie;
  return {
    id: rest.id,
    title: rest.title,
    original_language: rest.original_language,
    overview: rest.overview,
    poster_path: rest.poster_path,
    backdrop_path: rest.backdrop_path,
    vote_average: rest.vote_average,
    vote_count: rest.vote_count,
    popularity: rest.popularity,
    release_date: rest.release_date,
    genre_ids: genres.map((genre) => genre.id),
  };
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

const comparable = (text: string) =>
  normalizeText(text)
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .replace(/^(the|a|an) /, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether a catalog title is what the user typed (typos and a missing 'The' forgiven, nothing looser). */
export function titleMatches(typed: string, title: string): boolean {
  const a = comparable(typed.replace(/\(\d{4}\)/, ''));
  const b = comparable(title);
  if (!a || !b) return false;
  if (a === b) return true;
  const allowed = a.length >= 12 ? 3 : a.length >= 6 ? 2 : a.length >= 4 ? 1 : 0;
  return levenshtein(a, b) <= allowed;
}

/** Whether a person's name is who the user meant: every typed word is one of the name's words, allowing one typo. */
export function personMatches(typed: string, name: string): boolean {
  const nameWords = comparable(name).split(' ');
  const typedWords = comparable(typed).split(' ').filter(Boolean);
  if (!typedWords.length) return false;
  return typedWords.every((word) =>
    nameWords.some(
      (part) => part === word || (word.length >= 5 && part.length >= 5 && levenshtein(part, word) <= 1),
    ),
  );
}

function inYears(movie: MovieSummary, request: Pick<MovieRequest, 'yearFrom' | 'yearTo'>): boolean {
  const year = releaseYear(movie);
  if (request.yearFrom === undefined && request.yearTo === undefined) return true;
  if (year === undefined) return false;
  return (
    (request.yearFrom === undefined || year >= request.yearFrom) &&
    (request.yearTo === undefined || year <= request.yearTo)
  );
}

function describeYears({ yearFrom, yearTo }: Pick<MovieRequest, 'yearFrom' | 'yearTo'>): string {
  if (yearFrom !== undefined && yearTo !== undefined) {
    if (yearFrom === yearTo) return `from ${yearFrom}`;
    if (yearFrom % 10 === 0 && yearTo === yearFrom + 9) return `from the ${yearFrom}s`;
    return `from ${yearFrom} to ${yearTo}`;
  }
  if (yearTo !== undefined) return `from before ${yearTo + 1}`;
  if (yearFrom !== undefined) return `from ${yearFrom} on`;
  return '';
}

/** Best first by the requested order; `preferred` movies (a mood's keyword matches) come before the rest. */
function rank(
  movies: MovieSummary[],
  sort: MovieRequest['sort'],
  preferred: ReadonlySet<number> = new Set(),
): MovieSummary[] {
  const value = (movie: MovieSummary) =>
    sort === 'vote_average'
      ? movie.vote_average * Math.min(1, movie.vote_count / 200)
      : sort === 'release_date'
        ? Date.parse(movie.release_date) || 0
        : movie.popularity;
  const score = (movie: MovieSummary) => [preferred.has(movie.id) ? 1 : 0, value(movie)] as const;
  return [...movies].sort((a, b) => score(b)[0] - score(a)[0] || score(b)[1] - score(a)[1]);
}

function uniqueMovies(movies: MovieSummary[], excludeIds: ReadonlySet<number>): MovieSummary[] {
  const seen = new Set<number>();
  return movies.filter((movie) => {
    if (excludeIds.has(movie.id) || seen.has(movie.id)) return false;
    seen.add(movie.id);
    return true;
  });
}

function rating(movie: MovieSummary): string {
  return movie.vote_count > 0 ? `, rated ${movie.vote_average.toFixed(1)}/10` : '';
}

/** The movie page waits up to 30 s for recommendations; a chat reply must arrive well inside the web client's 20 s. */
const RECOMMEND_TIMEOUT_MS = 8_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createChatAssistant({
  catalog,
  recommender,
  log,
  recommendTimeoutMs = RECOMMEND_TIMEOUT_MS,
}: {
  catalog: Catalog;
  recommender: RecommenderClient;
  log: FastifyBaseLogger;
  recommendTimeoutMs?: number;
}): ChatAssistant {
  async function findTitle(typed: string): Promise<MovieSummary | undefined> {
    const page = await catalog.searchMovies(typed.replace(/\(\d{4}\)/, '').trim(), 1);
    return page.results.find((movie) => titleMatches(typed, movie.title));
  }

  async function findPerson(typed: string) {
    const people = await catalog.searchPeople(typed, 5);
    return people.find((person) => personMatches(typed, person.name));
  }

  async function currentMovie(turn: ChatTurnInput): Promise<MovieSummary | undefined> {
    if (turn.movieId) {
      const movie = await catalog.getMovie(turn.movieId);
      if (movie) return toSummary(movie);
    }
    return turn.movieTitle ? findTitle(turn.movieTitle) : undefined;
  }

  function reply(intro: string, picks: Suggestion[], notes: string[] = []): AssistantAnswer {
    const lines = [intro, '', ...picks.map((pick, index) => movieListItem(index, pick.movie, pick.reason))];
    if (notes.length) lines.push('', ...notes.map((note) => `_${note}_`));
    lines.push('', TIP);
    return { text: lines.join('\n'), movies: picks.map((pick) => pick.movie) };
  }

  /** Movies like the seed: the recommendation service first, same-genre catalog picks when it is down or has nothing. */
  async function similarTo(
    seed: MovieSummary,
    request: MovieRequest,
    excludeIds: Set<number>,
  ): Promise<AssistantAnswer> {
    excludeIds.add(seed.id);
    let picks: Suggestion[] = [];
    try {
      const recommended = await withTimeout(recommender.recommend(seed.id, 20), recommendTimeoutMs);
      const movies = (await catalog.getMovies(recommended.map((item) => item.tmdbId))).map(toSummary);
      picks = uniqueMovies(movies, excludeIds)
        .filter((movie) => inYears(movie, request))
        .slice(0, PICKS_PER_REPLY)
        .map((movie) => ({ movie, reason: similarReason(movie, seed) }));
    } catch (error) {
      log.warn({ err: error }, 'chat: recommendation service unavailable, using same-genre catalog picks');
    }
    if (picks.length < MIN_PICKS) {
      const taken = new Set([...excludeIds, ...picks.map((pick) => pick.movie.id)]);
      const sameGenre = await sameGenreMovies(seed, request);
      picks.push(
        ...uniqueMovies(sameGenre, taken)
          .slice(0, PICKS_PER_REPLY - picks.length)
          .map((movie) => ({ movie, reason: similarReason(movie, seed) })),
      );
    }
    const years = describeYears(request);
    if (!picks.length) {
      return {
        text: `I couldn't find more movies like ${movieLink(seed)}${years ? ` ${years}` : ''} in our catalog. Try another title or a genre.`,
        movies: [seed],
      };
    }
    const answer = reply(`If you liked ${movieLink(seed)}, try these${years ? ` ${years}` : ''}:`, picks);
    return { ...answer, movies: [seed, ...answer.movies] };
  }

  async function sameGenreMovies(seed: MovieSummary, request: MovieRequest): Promise<MovieSummary[]> {
    const genres = seed.genre_ids.slice(0, 3);
    const filters: MovieFilter[] = [];
    if (genres.length >= 2) filters.push({ genreIds: genres.slice(0, 2) });
    for (const genre of genres) filters.push({ genreIds: [genre] });
    const found: MovieSummary[] = [];
    for (const filter of filters) {
      found.push(
        ...(await catalog.findMovies({
          ...filter,
          yearFrom: request.yearFrom,
          yearTo: request.yearTo,
          sort: 'vote_average',
          limit: CANDIDATES_PER_QUERY,
        })),
      );
      if (uniqueMovies(found, new Set()).length >= PICKS_PER_REPLY * 3) break;
    }
    const shared = (movie: MovieSummary) =>
      movie.genre_ids.filter((id) => seed.genre_ids.includes(id)).length;
    return uniqueMovies(found, new Set()).sort((a, b) => shared(b) - shared(a));
  }

  function similarReason(movie: MovieSummary, seed: MovieSummary): string {
    const shared = movie.genre_ids.filter((id) => seed.genre_ids.includes(id));
    return shared.length
      ? `shares the ${genreNames(shared)} feel`
      : `a favourite among fans of ${escapeMarkdown(seed.title)}`;
  }

  function describeRequest(request: MovieRequest, personName?: string): string {
    const genres = request.genreIds
      .map((id) => genreName(id))
      .filter(Boolean)
      .join(' ');
    const parts = [
      request.sort === 'vote_average' ? 'highly rated' : request.sort === 'release_date' ? 'recent' : '',
      request.mood ? request.mood.label : '',
      genres,
      'movies',
      personName
        ? request.person?.role === 'director'
          ? `directed by ${personName}`
          : `with ${personName}`
        : '',
      describeYears(request),
    ];
    return parts.filter(Boolean).join(' ');
  }

  function genreReason(movie: MovieSummary): string {
    const genres = genreNames(movie.genre_ids);
    return `${genres || 'a catalog favourite'}${rating(movie)}`;
  }

  /** Genre, mood and year requests, loosened step by step (and said so) when the catalog has too few matches. */
  async function searchByCriteria(request: MovieRequest, excludeIds: Set<number>): Promise<AssistantAnswer> {
    const attempts: { request: MovieRequest; note?: string }[] = [{ request }];
    if (request.genreIds.length > 1) {
      attempts.push({
        request: { ...request, genreIds: request.genreIds.slice(0, 1) },
        note: `I found few movies that are all of ${request.genreIds.map((id) => genreName(id)).join(', ')}, so I included ${genreName(request.genreIds[0]!)} ones.`,
      });
    }
    if (request.yearFrom !== undefined || request.yearTo !== undefined) {
      attempts.push({
        request: {
          ...request,
          genreIds: request.genreIds.slice(0, 1),
          yearFrom: undefined,
          yearTo: undefined,
        },
        note: `Our catalog has few matches ${describeYears(request)}, so I widened the years.`,
      });
    }
    let picked: MovieSummary[] = [];
    let note: string | undefined;
    let described = request;
    for (const attempt of attempts) {
      const candidates = await criteriaCandidates(attempt.request);
      const found = uniqueMovies(
        candidates.movies,
        new Set([...excludeIds, ...picked.map((movie) => movie.id)]),
      );
      picked = [
        ...picked,
        ...rank(found, attempt.request.sort ?? request.mood?.sort, candidates.preferred).slice(
          0,
          PICKS_PER_REPLY - picked.length,
        ),
      ];
      if (attempt !== attempts[0] && found.length) {
        note = attempt.note;
        described = attempt.request;
      }
      if (picked.length >= MIN_PICKS) break;
    }
    if (!picked.length) {
      return {
        text: `I couldn't find any ${excludeIds.size ? 'more ' : ''}${describeRequest(request)} in our catalog. Try a different genre, mood or decade.`,
        movies: [],
      };
    }
    const intro =
      request.mood?.label === 'uplifting'
        ? `Here are some ${describeRequest(described)} to brighten your day:`
        : `Here are some ${excludeIds.size ? 'more ' : ''}${describeRequest(described)} you might enjoy:`;
    return reply(
      intro,
      picked.map((movie) => ({ movie, reason: genreReason(movie) })),
      note ? [note] : [],
    );
  }

  async function criteriaCandidates(
    request: MovieRequest,
  ): Promise<{ movies: MovieSummary[]; preferred: Set<number> }> {
    const base: MovieFilter = {
      genreIds: request.genreIds.length ? request.genreIds : undefined,
      yearFrom: request.yearFrom,
      yearTo: request.yearTo,
      sort: request.sort ?? request.mood?.sort ?? 'popularity',
      limit: CANDIDATES_PER_QUERY,
    };
    const mood = request.mood;
    if (!mood) return { movies: await catalog.findMovies(base), preferred: new Set() };
    const fitsMood = (movie: MovieSummary) =>
      movie.genre_ids.some((id) => mood.anyGenreIds.includes(id) || request.genreIds.includes(id)) &&
      !movie.genre_ids.some((id) => mood.excludeGenreIds.includes(id));
    const byKeyword = (
      await Promise.all(mood.keywords.map((keyword) => catalog.findMovies({ ...base, keyword, limit: 10 })))
    ).flat();
    const genreQueries: MovieFilter[] = mood.anyGenreIds
      .filter((id) => !request.genreIds.includes(id))
      .map((id) => ({ ...base, genreIds: [...request.genreIds, id] }));
    if (!genreQueries.length) genreQueries.push(base);
    const byGenre = (await Promise.all(genreQueries.map((filter) => catalog.findMovies(filter)))).flat();
    const movies = [...byKeyword, ...byGenre].filter(fitsMood);
    return { movies, preferred: new Set(byKeyword.filter(fitsMood).map((movie) => movie.id)) };
  }

  async function searchByPerson(request: MovieRequest, excludeIds: Set<number>): Promise<AssistantAnswer> {
    const typed = request.person!.name;
    const person = await findPerson(typed);
    if (!person) {
      return {
        text: `I couldn't find anyone called ${escapeMarkdown(typed.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()))} in our catalog. Check the spelling, or try a genre or a mood instead.`,
        movies: [],
      };
    }
    const credits = await catalog.getPersonMovieCredits(person.id);
    const role = request.person!.role;
    const entries: Suggestion[] = [];
    if (credits && role !== 'cast') {
      for (const movie of credits.crew.filter((entry) => entry.job === 'Director')) {
        entries.push({ movie, reason: `directed by ${escapeMarkdown(person.name)}` });
      }
    }
    if (credits && role !== 'director') {
      for (const movie of credits.cast) {
        const character = movie.character ? ` as ${escapeMarkdown(movie.character)}` : '';
        entries.push({ movie, reason: `${escapeMarkdown(person.name)}${character}` });
      }
    }
    const matchesGenres = (movie: MovieSummary, genreIds: number[]) =>
      genreIds.every((id) => movie.genre_ids.includes(id));
    const matchesMood = (movie: MovieSummary) =>
      !request.mood ||
      (request.mood.anyGenreIds.some((id) => movie.genre_ids.includes(id)) &&
        !movie.genre_ids.some((id) => request.mood!.excludeGenreIds.includes(id)));
    const available = entries.filter((entry) => !excludeIds.has(entry.movie.id));
    const seen = new Set<number>();
    const strict = available.filter(
      (entry) =>
        matchesGenres(entry.movie, request.genreIds) &&
        matchesMood(entry.movie) &&
        inYears(entry.movie, request),
    );
    let chosen = strict;
    let note: string | undefined;
    let described = request;
    if (strict.length < MIN_PICKS && available.length > strict.length && hasFilters(request)) {
      described = { ...request, genreIds: [], mood: undefined, yearFrom: undefined, yearTo: undefined };
      chosen = [...strict, ...available.filter((entry) => !strict.includes(entry))];
      note = `${escapeMarkdown(person.name)} has few ${describeRequest({ ...request, person: undefined })} in our catalog, so I added other well-known ones.`;
    }
    const order = new Map(
      rank(
        chosen.map((entry) => entry.movie),
        request.sort ?? 'popularity',
      ).map((movie, index) => [movie.id, index]),
    );
    const picks = chosen
      .filter((entry) => !seen.has(entry.movie.id) && seen.add(entry.movie.id))
      .sort((a, b) => order.get(a.movie.id)! - order.get(b.movie.id)!)
      .slice(0, PICKS_PER_REPLY)
      .map((entry) => ({ movie: entry.movie, reason: `${entry.reason}${rating(entry.movie)}` }));
    if (!picks.length) {
      return {
        text: `I couldn't find any ${excludeIds.size ? 'more ' : ''}movies with ${escapeMarkdown(person.name)} in our catalog.`,
        movies: [],
      };
    }
    return reply(
      `Here are ${excludeIds.size ? 'more ' : ''}${describeRequest(described, escapeMarkdown(person.name))} from our catalog:`,
      picks,
      note ? [note] : [],
    );
  }

  function hasFilters(request: MovieRequest): boolean {
    return (
      request.genreIds.length > 0 ||
      Boolean(request.mood) ||
      request.yearFrom !== undefined ||
      request.yearTo !== undefined
    );
  }

  async function popularPicks(excludeIds: Set<number>): Promise<AssistantAnswer> {
    const found = uniqueMovies(
      await catalog.findMovies({ sort: 'vote_average', limit: CANDIDATES_PER_QUERY }),
      excludeIds,
    );
    const picks = found.slice(0, PICKS_PER_REPLY).map((movie) => ({ movie, reason: genreReason(movie) }));
    if (!picks.length) return { text: CANNOT_HELP, movies: [] };
    return reply(
      `Here are ${excludeIds.size ? 'more ' : ''}some of the best-loved movies in our catalog. Tell me a mood, genre or actor and I'll narrow it down:`,
      picks,
    );
  }

  return {
    async answer(turn) {
      const conversation = readConversation(turn.history, turn.prompt);
      if (conversation.kind === 'small-talk') {
        if (conversation.topic === 'thanks')
          return { text: "You're welcome! Enjoy the movie. Ask me any time for more ideas. 🍿", movies: [] };
        if (conversation.topic === 'greeting') return { text: `Hi there! ${HELP_TEXT}`, movies: [] };
        return { text: HELP_TEXT, movies: [] };
      }
      const { request, leftover } = conversation;
      const excludeIds = new Set(conversation.excludeIds);

      if (request.moreLikeThis) {
        const seed = await currentMovie(turn);
        if (!seed) {
          return {
            text: "I'm not sure which movie you mean. Open a movie's page and ask again, or tell me a title, like *movies like Inception*.",
            movies: [],
          };
        }
        return similarTo(seed, request, excludeIds);
      }
      if (request.likeTitle) {
        const seed = await findTitle(request.likeTitle);
        if (seed) return similarTo(seed, request, excludeIds);
        return {
          text: "I couldn't find that title in our catalog, so I can't suggest similar movies. Check the spelling, or describe the kind of movie you want.",
          movies: [],
        };
      }
      if (request.person) return searchByPerson(request, excludeIds);
      if (hasFilters(request) || request.sort) return searchByCriteria(request, excludeIds);

      // Nothing recognised: the words left may be a person's name or a title on their own ('tom hanks', 'Inception').
      if (leftover && leftover.split(' ').length <= 5) {
        const person = await findPerson(leftover);
        if (person)
          return searchByPerson({ ...request, person: { name: person.name, role: 'any' } }, excludeIds);
        const title = await findTitle(leftover);
        if (title) return similarTo(title, request, excludeIds);
      }
      if (conversation.generic) return popularPicks(excludeIds);
      return { text: CANNOT_HELP, movies: [] };
    },
  };
}
