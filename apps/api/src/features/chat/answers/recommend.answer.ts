/** Answers that recommend movies: by criteria (genres, moods, themes...), by person, like a title, or the best-loved. */
import type { MovieFilter } from '@marquee/catalog';
import type { MovieSummary } from '@marquee/contracts';
import { escapeMarkdown, movieLink, movieListItem } from '../chat.markdown.ts';
import { applyOrder, catalogSort, filterFor, type ResolvedExclusions } from '../retrieval/query-filter.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import { hasCriteria, type MovieQuery, type ReplyLanguage } from '../understanding/chat-query.ts';
import { milderThan } from '../understanding/lexicon.ts';
import { studioByLabel, type Studio } from '../understanding/studios.ts';
import { describeQuery, describeYears, genreLabel, genreList, phrasesFor } from '../wording/phrases.ts';

/** The built-in assistant's answer: the markdown reply and the catalog movies it is about. */
export interface AssistantAnswer {
  text: string;
  movies: MovieSummary[];
}

/** What every recommending answer needs besides the request: what to leave out, the language, the list size. */
export interface RequestContext {
  /** Films already shown in this conversation. */
  excludeIds: ReadonlySet<number>;
  /** Avoided people and titles the catalog confirmed, and the user's seen films. */
  exclusions: ResolvedExclusions;
  language: ReplyLanguage;
}

interface Suggestion {
  movie: MovieSummary;
  reason: string;
}

export const PICKS_PER_REPLY = 5;
const MIN_PICKS = 3;

/** How many films to list: the count asked for, or the default list. */
const picksFor = (query: MovieQuery) => query.count ?? PICKS_PER_REPLY;
const minPicksFor = (query: MovieQuery) => Math.min(MIN_PICKS, picksFor(query));
const CANDIDATES = 60;
/** A wanted studio's films are looked for this many at a time, at most this many times. */
const STUDIO_PAGE = 100;
const STUDIO_PAGES = 6;
/** Meaning matches with fewer votes are too obscure to recommend first. */
const MEANING_MIN_VOTES = 30;

export function listReply(
  intro: string,
  picks: Suggestion[],
  language: ReplyLanguage,
  notes: string[] = [],
): AssistantAnswer {
  const lines = [intro, '', ...picks.map((pick, index) => movieListItem(index, pick.movie, pick.reason))];
  if (notes.length) lines.push('', ...notes.map((note) => `_${note}_`));
  lines.push('', phrasesFor(language).tip);
  return { text: lines.join('\n'), movies: picks.map((pick) => pick.movie) };
}

function ratingText(movie: MovieSummary, language: ReplyLanguage): string {
  return movie.vote_count > 0 ? phrasesFor(language).rated(movie.vote_average.toFixed(1)) : '';
}

function genreReason(movie: MovieSummary, language: ReplyLanguage): string {
  return `${genreList(movie.genre_ids, language) || phrasesFor(language).catalogFavourite}${ratingText(movie, language)}`;
}

/** A rating trusted in proportion to its votes, up to 500. */
const quality = (movie: MovieSummary) => movie.vote_average * Math.min(1, movie.vote_count / 500);

function unique(movies: MovieSummary[], excluded: ReadonlySet<number>): MovieSummary[] {
  const seen = new Set(excluded);
  return movies.filter((movie) => !seen.has(movie.id) && Boolean(seen.add(movie.id)));
}

export function createRecommendAnswers(tools: MovieTools) {
  /** Candidates for a query, best first: the meaning index for moods and themes, the catalog's order otherwise. */
  async function candidates(query: MovieQuery, filter: MovieFilter): Promise<MovieSummary[]> {
    const sort = catalogSort(query.sort) ?? query.mood?.sort ?? 'popularity';
    const found: MovieSummary[] = [];
    // Keyword themes are the catalog's own tags: films carrying them come first, the best loved first. A theme's
    // first keyword names it outright ('artificial intelligence'), the rest only come near it ('robot'): films
    // tagged with the first come before those tagged with the rest alone.
    if (query.keywordThemes.length) {
      const tagged = async (anyKeywords: string[]) => {
        const movies = await tools.search({
          ...filter,
          anyKeywords,
          sort: query.sort ? sort : 'vote_average',
          minVoteCount: query.sort ? undefined : MEANING_MIN_VOTES,
          limit: CANDIDATES,
        });
        return query.sort ? movies : movies.sort((a, b) => quality(b) - quality(a));
      };
      const named = await tagged(query.keywordThemes.map((theme) => theme.keywords[0]!));
      const near = await tagged(query.keywordThemes.flatMap((theme) => theme.keywords));
      found.push(...unique([...named, ...near], new Set()));
      // The theme is the request: enough tagged films are the answer, untagged ones only fill a short list.
      if (found.length >= minPicksFor(query) && !query.theme) return found;
    }
    // A theme is the specific part ('heist'); a mood only colours it.
    const meaningText = query.theme
      ? [query.theme, query.mood?.label].filter(Boolean).join(', ')
      : (query.mood?.meaning ?? '');
    // A mood lives in its genres unless the request names genres or an audience of its own.
    const moodGenres =
      query.mood && !filter.genreIds && !filter.anyGenreIds ? { anyGenreIds: query.mood.anyGenreIds } : {};
    if (meaningText) {
      const closest = await tools.searchByMeaning(meaningText, {
        ...filter,
        ...(query.theme ? {} : moodGenres),
        minVoteCount: MEANING_MIN_VOTES,
        limit: 30,
      });
      // A theme's closest matches come in their order; a mood's are all on topic, so the better loved go first.
      if (query.theme) found.push(...closest);
      else found.push(...closest.slice(0, 15).sort((a, b) => quality(b) - quality(a)), ...closest.slice(15));
      if (found.length >= picksFor(query) * 2) return found;
      // Without a meaning index (or with few matches), a theme's words are tried as catalog keywords.
      // Each lookup scans the catalog, so at most the phrase and its two longest words, singular.
      const words = (query.theme?.split(' ') ?? [])
        .filter((part) => part.length > 3)
        .sort((a, b) => b.length - a.length)
        .slice(0, 2)
        .map((part) => part.replace(/(?<!s)s$/, ''));
      const keywords = [query.theme?.includes(' ') ? query.theme : '', ...words];
      for (const word of new Set(keywords.filter(Boolean)))
        found.push(...(await tools.search({ ...filter, keyword: word, sort, limit: 10 })));
    }
    // A theme alone is the whole request: 'asdfghjkl' must not fall back to anything popular.
    if (query.theme && !hasCriteria({ ...query, theme: undefined })) return found;
    found.push(...(await tools.search({ ...filter, ...moodGenres, sort, limit: CANDIDATES })));
    return found;
  }

  /**
   * Candidates made by the studios the request names and by none it avoids. A studio is checked on each film's
   * companies, so a wanted studio reads further down the catalog, page by page, until enough of its films are found.
   */
  async function ofStudios(
    pool: MovieSummary[],
    query: MovieQuery,
    filter: MovieFilter,
  ): Promise<{ movies: MovieSummary[]; known: boolean }> {
    const pick = (labels: string[]) =>
      labels.map(studioByLabel).filter((studio): studio is Studio => Boolean(studio));
    const [wanted, avoided] = [pick(query.studios), pick(query.avoidStudios)];
    const first = await tools.byStudio(pool, wanted, avoided);
    if (!wanted.length) return first;
    const movies = [...first.movies];
    let known = first.known;
    const seen = new Set([...(filter.excludeIds ?? []), ...pool.map((movie) => movie.id)]);
    for (let page = 0; page < STUDIO_PAGES && movies.length < picksFor(query); page++) {
      // Well-known films first: the best rated of the much voted, then the most popular, in turns.
      const next = await tools.search({
        ...filter,
        excludeIds: [...seen],
        ...(page % 2
          ? { sort: 'popularity' as const }
          : { sort: 'vote_average' as const, minVoteCount: 500 }),
        limit: STUDIO_PAGE,
      });
      if (!next.length) break;
      for (const movie of next) seen.add(movie.id);
      const made = await tools.byStudio(next, wanted, avoided);
      known ||= made.known;
      movies.push(...made.movies);
    }
    return { movies, known };
  }

  /** Genre, mood, theme, year, runtime, language and audience requests, loosened step by step (and said so). */
  async function byCriteria(query: MovieQuery, context: RequestContext): Promise<AssistantAnswer> {
    const { excludeIds, exclusions, language } = context;
    const phrases = phrasesFor(language);
    const wanted = picksFor(query);
    const attempts: { query: MovieQuery; certifications: boolean; note?: string }[] = [
      { query, certifications: true },
    ];
    if (query.audience) attempts.push({ query, certifications: false, note: phrases.noCertifications });
    if (query.genreIds.length > 1) {
      const first = query.genreIds.slice(0, 1);
      attempts.push({
        query: { ...query, genreIds: first },
        certifications: false,
        note: phrases.fewGenres(
          query.genreIds.map((id) => genreLabel(id, language)).join(', '),
          genreLabel(first[0]!, language)!,
        ),
      });
    }
    if (query.yearFrom !== undefined || query.yearTo !== undefined) {
      attempts.push({
        query: { ...query, genreIds: query.genreIds.slice(0, 1), yearFrom: undefined, yearTo: undefined },
        certifications: false,
        note: phrases.widenedYears(describeYears(query, language)),
      });
    }
    let picked: MovieSummary[] = [];
    const notes: string[] = [];
    let described = query;
    let studiosKnown = false;
    for (const attempt of attempts) {
      const taken = new Set([...excludeIds, ...exclusions.movieIds, ...picked.map((movie) => movie.id)]);
      const filter = filterFor(attempt.query, {
        excludeIds: taken,
        certifications: attempt.certifications,
        exclusions,
      });
      const pool = unique(await candidates(attempt.query, filter), taken);
      const studios = await ofStudios(pool, attempt.query, filter);
      studiosKnown ||= studios.known;
      const found = await ordered(studios.movies.slice(0, wanted * 6), query);
      const added = found.slice(0, wanted - picked.length);
      picked = [...picked, ...added];
      if (attempt !== attempts[0] && added.length) {
        if (attempt.note) notes.push(attempt.note);
        described = attempt.query;
      }
      if (picked.length >= minPicksFor(query)) break;
    }
    const more = excludeIds.size > 0;
    if (!picked.length && !hasCriteria({ ...query, theme: undefined }))
      return { text: phrases.cannotHelp, movies: [] };
    // The catalog lists no companies (or none of these films'): say so rather than guess a studio's films.
    if (!picked.length && query.studios.length && !studiosKnown)
      return { text: phrases.studioUnknown(query.studios.join(', ')), movies: [] };
    if (!picked.length) return { text: phrases.noneFound(describeQuery(query, language), more), movies: [] };
    const description = describeQuery(described, language);
    const intro =
      query.mood?.label === 'uplifting' && !more
        ? phrases.uplifting(description)
        : phrases.found(description, more);
    return listReply(
      intro,
      picked.map((movie) => ({ movie, reason: genreReason(movie, language) })),
      language,
      notes,
    );
  }

  /** Movies with or by a person the catalog knows; `undefined` when the name is not a catalog person. */
  /**
   * A name asked for without a role: their films as director when directing is what they are known for. A
   * director's cameos can outnumber their own films, so directing a third as many as they appear in is enough.
   */
  function mainRole(person: { director_count: number; cast_count: number }): 'director' | undefined {
    return person.director_count * 3 >= person.cast_count && person.director_count > 0
      ? 'director'
      : undefined;
  }

  async function byPerson(query: MovieQuery, context: RequestContext): Promise<AssistantAnswer | undefined> {
    const { excludeIds, exclusions, language } = context;
    const phrases = phrasesFor(language);
    const wanted = picksFor(query);
    const asked = query.person!;
    const person = await tools.findPerson(asked.name, asked.role);
    if (!person) return undefined;
    const role = asked.role !== 'any' ? asked.role : mainRole(person);
    const name = escapeMarkdown(person.name);
    const base = {
      personId: person.id,
      personRole: role,
      sort: catalogSort(query.sort) ?? 'popularity',
      limit: 40,
    } as const;
    const strict = await ordered(
      await tools.search({ ...filterFor(query, { excludeIds, exclusions }), ...base }),
      query,
    );
    let chosen = strict.slice(0, wanted);
    const notes: string[] = [];
    let described: MovieQuery = { ...query, person: { ...asked, role: role ?? 'any' } };
    const others = { ...query, person: undefined };
    if (
      chosen.length < minPicksFor(query) &&
      hasCriteria(emptyCriteriaQuery(others)) !== hasCriteria(others)
    ) {
      const loose = await tools.search({
        ...base,
        excludeIds: [...excludeIds, ...exclusions.movieIds, ...chosen.map((movie) => movie.id)],
      });
      if (loose.length) {
        chosen = [...chosen, ...loose].slice(0, wanted);
        notes.push(phrases.personFew(name, describeQuery(others, language)));
        described = { ...emptyCriteriaQuery(query), person: described.person };
      }
    }
    const more = excludeIds.size > 0;
    if (!chosen.length) return { text: phrases.personNone(name, more), movies: [] };
    const picks = await Promise.all(
      chosen.map(async (movie) => {
        const facts = await tools.facts(movie.id);
        const directed = facts?.directors.some((director) => director.id === person.id);
        const character = facts?.cast.find((member) => member.id === person.id)?.character;
        const reason =
          directed && role !== 'cast'
            ? phrases.directedBy(name)
            : `${name}${character ? phrases.as(escapeMarkdown(character)) : ''}`;
        return { movie, reason: `${reason}${ratingText(movie, language)}` };
      }),
    );
    return listReply(
      phrases.personIntro(describeQuery(described, language, name), more),
      picks,
      language,
      notes,
    );
  }

  async function likeMovie(
    seed: MovieSummary,
    query: MovieQuery,
    context: RequestContext,
  ): Promise<AssistantAnswer> {
    const { excludeIds, exclusions, language } = context;
    const phrases = phrasesFor(language);
    const wanted = picksFor(query);
    const milder =
      query.milder && !query.audience
        ? milderThan((await tools.facts(seed.id))?.certification ?? null)
        : undefined;
    const similarUnder = async (audience: MovieQuery['audience']) => {
      const filter = filterFor(
        { ...query, likeTitle: undefined, moreLikeThis: false, audience },
        { excludeIds, exclusions },
      );
      // The recommendation service's picks are only checked for years and genres: the rest is checked here.
      return ordered(await tools.allowedBy(await tools.similar(seed, filter, wanted * 3), filter), query);
    };
    // Rated below the seed when one is asked milder; when none such is like it, its own rating does.
    let similar = await similarUnder(milder ?? query.audience);
    if (!similar.length && milder) similar = await similarUnder(query.audience);
    const picks = similar.slice(0, wanted).map((movie) => {
      const shared = movie.genre_ids.filter((id) => seed.genre_ids.includes(id));
      return {
        movie,
        reason: shared.length
          ? phrases.sharesFeel(genreList(shared, language))
          : phrases.favouriteOf(escapeMarkdown(seed.title)),
      };
    });
    const years = describeYears(query, language);
    if (!picks.length) return { text: phrases.likeNone(movieLink(seed), years), movies: [seed] };
    const answer = listReply(phrases.likeIntro(movieLink(seed), years), picks, language);
    return { ...answer, movies: [seed, ...answer.movies] };
  }

  async function bestLoved(query: MovieQuery, context: RequestContext): Promise<AssistantAnswer | undefined> {
    const { excludeIds, exclusions, language } = context;
    const found = unique(
      await tools.search({
        sort: 'vote_average',
        limit: CANDIDATES,
        excludeIds: [...excludeIds, ...exclusions.movieIds],
      }),
      excludeIds,
    );
    if (!found.length) return undefined;
    return listReply(
      phrasesFor(language).popularIntro(excludeIds.size > 0),
      found.slice(0, picksFor(query)).map((movie) => ({ movie, reason: genreReason(movie, language) })),
      language,
    );
  }

  /** Films of the user's watchlist that fit the request, best loved first. */
  /**
   * Picks among the user's own films (their watchlist, or what they have seen for a rewatch), fitted to the query:
   * in the order asked for, else best rated first, or in the order of `ids` with `givenOrder`.
   */
  async function fromOwnFilms(
    ids: number[],
    query: MovieQuery,
    context: RequestContext,
    wording: { empty: string; none: string; intro: string },
    {
      givenOrder = false,
      reasonOf,
    }: { givenOrder?: boolean; reasonOf?: (movie: MovieSummary) => string } = {},
  ): Promise<AssistantAnswer> {
    const { excludeIds, exclusions, language } = context;
    const reason = reasonOf ?? ((movie: MovieSummary) => genreReason(movie, language));
    if (!ids.length) return { text: wording.empty, movies: [] };
    const filter = filterFor(
      { ...query, scope: 'catalog' },
      { excludeIds, exclusions: { ...exclusions, movieIds: [] } },
    );
    const found = await ordered(
      await tools.search({
        ...filter,
        includeIds: ids,
        sort: catalogSort(query.sort) ?? 'vote_average',
        limit: CANDIDATES,
      }),
      query,
    );
    if (givenOrder && !query.sort) found.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    if (!found.length) return { text: wording.none, movies: [] };
    return listReply(
      wording.intro,
      found.slice(0, picksFor(query)).map((movie) => ({ movie, reason: reason(movie) })),
      language,
    );
  }

  /** The order asked for applied to candidates ('shortest' reads their runtimes). */
  async function ordered(movies: MovieSummary[], query: MovieQuery): Promise<MovieSummary[]> {
    if (query.sort !== 'shortest') return applyOrder(movies, query.sort);
    const runtimes = await tools.runtimes(movies.slice(0, CANDIDATES));
    return applyOrder(movies, 'shortest', runtimes);
  }

  return { byCriteria, byPerson, likeMovie, bestLoved, fromOwnFilms };
}

const emptyCriteria = {
  genreIds: [],
  mood: undefined,
  theme: undefined,
  yearFrom: undefined,
  yearTo: undefined,
  runtimeMin: undefined,
  runtimeMax: undefined,
  languages: [],
  countries: [],
  audience: undefined,
} satisfies Partial<MovieQuery>;

function emptyCriteriaQuery(query: MovieQuery): MovieQuery {
  return { ...query, ...emptyCriteria };
}
