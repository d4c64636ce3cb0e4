/** Answers that recommend movies: by criteria (genres, moods, themes...), by person, like a title, or the best-loved. */
import type { MovieFilter } from '@marquee/catalog';
import type { MovieSummary } from '@marquee/contracts';
import { escapeMarkdown, movieLink, movieListItem } from '../chat.markdown.ts';
import { applyOrder, catalogSort, filterFor, type ResolvedExclusions } from '../retrieval/query-filter.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import {
  hasCriteria,
  isTopical,
  type MovieQuery,
  type ReplyLanguage,
  type RequestOrder,
  yearsSaid,
} from '../understanding/chat-query.ts';
import { overviewNamesAvoided, ownWordsNameAny } from '../understanding/keyword-themes.ts';
import { genreIdOf, milderThan } from '../understanding/lexicon.ts';
import { normalizeText } from '../understanding/text.ts';
import { studioByLabel, type Studio } from '../understanding/studios.ts';
import { mainRole } from './person-role.ts';
import { quality, themedCandidates } from './theme-candidates.ts';
import { withWordAsTheme } from './word-as-theme.ts';
import {
  describeQuery,
  describeYears,
  genreLabel,
  genreList,
  peoplePhrasesFor,
  phrasesFor,
} from '../wording/phrases.ts';
import { listed } from '../wording/reply-wording.ts';

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
export const minPicksFor = (query: MovieQuery) => Math.min(MIN_PICKS, picksFor(query));
const CANDIDATES = 60;
/**
 * Orders the catalog cannot sort by look first where their films are: 'the longest' among films of 150 minutes or
 * more, 'the shortest' among those of 85 or less, 'the oldest' among those before 1950 (unless the request bounds it).
 */
const EXTREME_ENDS: Partial<Record<RequestOrder, (filter: MovieFilter) => MovieFilter | undefined>> = {
  longest: (filter) => (filter.runtimeMin === undefined ? { ...filter, runtimeMin: 150 } : undefined),
  shortest: (filter) => (filter.runtimeMax === undefined ? { ...filter, runtimeMax: 85 } : undefined),
  oldest: (filter) => (filter.yearTo === undefined ? { ...filter, yearTo: 1949 } : undefined),
};
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
  const lines = [
    intro,
    '',
    ...picks.map((pick, index) => movieListItem(index, pick.movie, pick.reason, language)),
  ];
  if (notes.length) lines.push('', ...notes.map((note) => `_${note}_`));
  lines.push('', phrasesFor(language).tip);
  return { text: lines.join('\n'), movies: picks.map((pick) => pick.movie) };
}

function ratingText(movie: MovieSummary, language: ReplyLanguage): string {
  return movie.vote_count > 0 ? phrasesFor(language).rated(movie.vote_average.toFixed(1)) : '';
}

/** A film's genres (the ones asked for first: a romantic comedy that is also a drama shows as one) and its rating. */
export function genreReason(
  movie: MovieSummary,
  language: ReplyLanguage,
  asked: readonly number[] = [],
): string {
  const genres = [
    ...movie.genre_ids.filter((id) => asked.includes(id)),
    ...movie.genre_ids.filter((id) => !asked.includes(id)),
  ];
  return `${genreList(genres, language) || phrasesFor(language).catalogFavourite}${ratingText(movie, language)}`;
}

function unique(movies: MovieSummary[], excluded: ReadonlySet<number>): MovieSummary[] {
  const seen = new Set(excluded);
  return movies.filter((movie) => !seen.has(movie.id) && Boolean(seen.add(movie.id)));
}

/** Candidates for a query, best first: the meaning index for moods and themes, the catalog's order otherwise. */
async function candidates(
  tools: MovieTools,
  query: MovieQuery,
  filter: MovieFilter,
  themeOnly = false,
): Promise<MovieSummary[]> {
  const sort = catalogSort(query.sort) ?? query.mood?.sort ?? 'popularity';
  const found: MovieSummary[] = [];
  // Keyword themes are the catalog's own tags: films carrying them come first.
  if (query.keywordThemes.length) {
    found.push(...(await themedCandidates(tools, query, filter, sort, minPicksFor(query))));
    if (themeOnly) return found;
    // The theme is the request: enough tagged films are the answer, untagged ones only fill a short list; with no
    // other topic, none off the theme do ('dinosaurs!!' is one or two films, not three popular ones beside them).
    // A mood or words read as no criterion only colour it ('revenge, the bloodier the better'), never add films.
    if (found.length >= (query.eitherKind ? picksFor(query) : minPicksFor(query))) return found;
    if (!isTopical({ ...query, keywordThemes: [], theme: undefined, mood: undefined })) return found;
    // Nor does a genre or a tone said beside a theme that has films of it ('a zombie movie but a funny one' is the
    // one zombie comedy, not comedies), unless either kind will do ('heist or crime', 'fantasy, like dragons').
    if (found.length && !query.eitherKind) return found;
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
  const extreme = query.sort && EXTREME_ENDS[query.sort]?.(filter);
  if (extreme) found.push(...(await tools.search({ ...extreme, sort, limit: CANDIDATES })));
  found.push(...(await tools.search({ ...filter, ...moodGenres, sort, limit: CANDIDATES })));
  return found;
}

const studiosOf = (labels: string[]) =>
  labels.map(studioByLabel).filter((studio): studio is Studio => Boolean(studio));

/** 'like shrek but not disney or pixar': the films none of the avoided studios made. */
async function withoutAvoidedStudios(
  tools: MovieTools,
  movies: MovieSummary[],
  query: MovieQuery,
): Promise<MovieSummary[]> {
  const avoided = studiosOf(query.avoidStudios);
  return avoided.length ? (await tools.byStudio(movies, [], avoided)).movies : movies;
}

/**
 * Candidates made by the studios the request names and by none it avoids. A studio is checked on each film's
 * companies, so a wanted studio reads further down the catalog, page by page, until enough of its films are found.
 */
async function ofStudios(
  tools: MovieTools,
  pool: MovieSummary[],
  query: MovieQuery,
  filter: MovieFilter,
): Promise<{ movies: MovieSummary[]; known: boolean }> {
  const [wanted, avoided] = [studiosOf(query.studios), studiosOf(query.avoidStudios)];
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
      ...(page % 2 ? { sort: 'popularity' as const } : { sort: 'vote_average' as const, minVoteCount: 500 }),
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

/** Films with more of these genres first, in their order otherwise. */
function byGenresShared(movies: MovieSummary[], genreIds: number[]): MovieSummary[] {
  const shared = (movie: MovieSummary) => movie.genre_ids.filter((id) => genreIds.includes(id)).length;
  return [...movies].sort((a, b) => shared(b) - shared(a));
}

/** One search of a request loosened step by step, and what the reply says when it is the one that found films. */
interface Attempt {
  query: MovieQuery;
  certifications: boolean;
  note?: string;
  /** How many genres, this one included, share the places left: each takes its share, in turns. */
  sharedWith?: number;
  /** One member's share of a group's picks: the list is then described by nothing but what all of them share. */
  forOne?: boolean;
  /** Tried only while fewer films than this were found: a limit the user typed is kept when a couple fit it. */
  whileFewerThan?: number;
  /** Only films on the request's keyword themes, none off them to fill the list. */
  themeOnly?: boolean;
}

/** 'German films before 1960': two that fit answer better than four of which two don't. */
const KEEP_TYPED_YEARS_FROM = 2;

/**
 * A genre the young audience's shelf rules out or leaves off ('grandpa only watches westerns, my brother wants
 * cartoons'), asked beside grown-ups: theirs, not the children's.
 */
const grownUpsGenre = (query: MovieQuery, id: number) =>
  Boolean(
    query.withGrownUps &&
    query.audience &&
    (query.audience.excludeGenreIds.includes(id) || !query.audience.anyGenreIds.includes(id)),
  );

/**
 * A group whose members want different things ('movie night with my kids and my dad who only watches westerns'):
 * when too few films suit them all, films for the children, then films of each genre asked, held to none of the
 * children's limits. The message's stray words are no one's theme.
 */
function someForEach(query: MovieQuery, language: ReplyLanguage): Attempt[] {
  if (!query.withGrownUps || !query.audience || !query.genreIds.length || query.allKinds) return [];
  const children = { ...query, genreIds: [], theme: undefined };
  const parts = [
    { query: children, certifications: true },
    ...query.genreIds.map((id) => ({
      query: { ...query, genreIds: [id], audience: undefined, theme: undefined },
      certifications: false,
    })),
  ];
  const described = parts.map((part) => describeQuery(part.query, language));
  const note = phrasesFor(language).someForEach(listed(described, peoplePhrasesFor(language).and));
  return parts.map((part, index) => ({ ...part, note, sharedWith: parts.length - index, forOne: true }));
}

/**
 * Past the certifications, the films for someone ('my son', 'kids aged 8') are those the catalog has no rating for: a
 * film rated above what they may see ('The Thing', R, for a teen) is no better for want of a rated one. A rating that
 * only stands for a lighter tone ('still spooky but funny') is not theirs to keep.
 */
async function unratedOrSuitable(tools: MovieTools, pool: MovieSummary[], query: MovieQuery) {
  const allowed = query.audience?.group ? (query.audience.certifications as string[]) : undefined;
  if (!allowed) return pool;
  const ratings = await Promise.all(pool.map(async (movie) => (await tools.facts(movie.id))?.certification));
  return pool.filter((_, index) => !ratings[index] || allowed.includes(ratings[index]));
}

/**
 * A theme asked for someone young ('sci-fi for my son, he loves space', 'dinosaur films for kids'): when their shelf
 * of family and animated films holds none about it, films about it rated for them, then unrated ones of no grown-up
 * genre, come before films of their shelf off the theme (and the reply says so).
 */
function themeBeyondTheShelf(query: MovieQuery, language: ReplyLanguage): Attempt[] {
  if (!query.audience || !query.keywordThemes.length) return [];
  const note = phrasesFor(language).themeBeyondShelf;
  // 'robot films for the kids': a kind named only by the theme's word gives way to their shelf's films on it.
  const themeKinds = query.themeKindIds ?? [];
  const onTheirShelf = {
    query: { ...query, genreIds: query.genreIds.filter((id) => !themeKinds.includes(id)) },
    certifications: true,
    themeOnly: true,
  };
  return [
    { query, certifications: true, themeOnly: true },
    ...(themeKinds.length ? [onTheirShelf] : []),
    {
      query: { ...query, audience: { ...query.audience, anyGenreIds: [] } },
      certifications: true,
      themeOnly: true,
      note,
    },
    { query, certifications: false, themeOnly: true, note },
  ];
}

/** The searches of a request, loosened step by step: each tried while too few films are found. */
function loosenings(query: MovieQuery, language: ReplyLanguage): Attempt[] {
  const phrases = phrasesFor(language);
  const attempts: Attempt[] = [...themeBeyondTheShelf(query, language), { query, certifications: true }];
  // 'war films for my son', 'a western that's ok for a kid': a kind asked for children beyond their shelf of family
  // and animated films is looked for among the films rated for them.
  if (query.audience?.anyGenreIds.length && query.genreIds.length)
    attempts.push({
      query: { ...query, audience: { ...query.audience, anyGenreIds: [] } },
      certifications: true,
    });
  if (query.audience) attempts.push({ query, certifications: false, note: phrases.noCertifications });
  // 'she likes romance, I like westerns': when few films are all of them, some of each genre, in turns.
  const allGenres = query.genreIds.map((id) => genreLabel(id, language)).join(', ');
  if (query.genreIds.length > 1 && !query.allKinds)
    for (const [index, id] of query.genreIds.entries())
      attempts.push({
        // 'my kids want cartoons and my wife only watches horror': a genre the children's shelf rules out is the
        // grown-ups', held to none of the children's limits. 'she wants a musical, I want a thriller': a theme said
        // beside it may be another's wish, so films of the genre alone fill its share.
        query: {
          ...query,
          genreIds: [id],
          eitherKind: true,
          ...(grownUpsGenre(query, id) ? { audience: undefined } : {}),
        },
        certifications: false,
        note: phrases.fewGenres(allGenres),
        sharedWith: query.genreIds.length - index,
      });
  if (query.yearFrom !== undefined || query.yearTo !== undefined) {
    attempts.push({
      query: { ...query, genreIds: query.genreIds.slice(0, 1), yearFrom: undefined, yearTo: undefined },
      certifications: false,
      note: phrases.widenedYears(describeYears(query, language)),
      whileFewerThan: KEEP_TYPED_YEARS_FROM,
    });
  }
  attempts.push(...someForEach(query, language));
  return attempts;
}

/** Genre, mood, theme, year, runtime, language and audience requests, loosened step by step (and said so). */
export async function byCriteria(
  tools: MovieTools,
  asked: MovieQuery,
  context: RequestContext,
): Promise<AssistantAnswer> {
  const { excludeIds, exclusions, language } = context;
  const query = await withWordAsTheme(tools, asked, language);
  const phrases = phrasesFor(language);
  const wanted = picksFor(query);
  const attempts = loosenings(query, language);
  let picked: MovieSummary[] = [];
  const notes: string[] = [];
  let described = query;
  let studiosKnown = false;
  for (const attempt of attempts) {
    if (attempt.whileFewerThan !== undefined && picked.length >= attempt.whileFewerThan) continue;
    const taken = new Set([...excludeIds, ...exclusions.movieIds, ...picked.map((movie) => movie.id)]);
    const filter = filterFor(attempt.query, {
      excludeIds: taken,
      certifications: attempt.certifications,
      exclusions,
    });
    const pool = unique(await candidates(tools, attempt.query, filter, attempt.themeOnly), taken).filter(
      (movie) =>
        !overviewNamesAvoided(movie.overview, query.avoidLabels) && !ownWordsNameAny(movie, query.avoidWords),
    );
    const rated = attempt.certifications ? pool : await unratedOrSuitable(tools, pool, attempt.query);
    const studios = await ofStudios(tools, rated, attempt.query, filter);
    studiosKnown ||= studios.known;
    const inOrder = await ordered(tools, studios.movies.slice(0, wanted * 6), query);
    // A genre sharing the rest of the list with the genres after it takes its share of the places left, the films
    // that also have another genre asked for first.
    const found = attempt.sharedWith ? byGenresShared(inOrder, query.genreIds) : inOrder;
    const room = wanted - picked.length;
    const added = found.slice(0, attempt.sharedWith ? Math.ceil(room / attempt.sharedWith) : room);
    picked = [...picked, ...added];
    if (attempt !== attempts[0] && added.length) {
      if (attempt.note && !notes.includes(attempt.note)) notes.push(attempt.note);
      // Some of each genre: the list is described by what else was asked, the note names the genres.
      described = attempt.forOne
        ? { ...query, genreIds: [], audience: undefined, theme: undefined }
        : attempt.sharedWith
          ? { ...attempt.query, genreIds: [] }
          : attempt.query;
    }
    if (picked.length >= minPicksFor(query) && (attempt.sharedWith ?? 1) <= 1) break;
  }
  const more = excludeIds.size > 0;
  if (!picked.length && !hasCriteria({ ...query, theme: undefined }))
    return { text: phrases.cannotHelp, movies: [] };
  // The catalog lists no companies (or none of these films'): say so rather than guess a studio's films.
  if (!picked.length && query.studios.length && !studiosKnown)
    return { text: phrases.studioUnknown(query.studios.join(', ')), movies: [] };
  if (!picked.length) return { text: phrases.noneFound(describeQuery(query, language), more), movies: [] };
  const description = describeQuery(described, language);
  // 'dogs' with two films about dogs: the list is short because the catalog is, not because others were left out.
  if (query.keywordThemes.length && picked.length < wanted && !more)
    notes.push(phrases.fewAbout(description));
  const total =
    described === query && !more
      ? await catalogCount(tools, query, filterFor(query, { exclusions }))
      : undefined;
  const intro =
    total !== undefined
      ? phrases.counted(total, description, total <= picked.length)
      : query.mood?.label === 'uplifting' && !more
        ? phrases.uplifting(description)
        : phrases.found(description, more);
  return listReply(
    intro,
    picked.map((movie) => ({ movie, reason: genreReason(movie, language, query.genreIds) })),
    language,
    notes,
  );
}

/** The most films a count question counts ('how many dramas do you have?'): beyond any catalog here. */
const COUNTED_AT_MOST = 100_000;

/**
 * How many of the catalog's films a count question asks about pass its filter; undefined when none was asked, or when
 * its words only rank films (a theme, a mood: no count of those is exact).
 */
async function catalogCount(tools: MovieTools, query: MovieQuery, filter: MovieFilter) {
  if (!query.countAsked || query.theme || query.mood || query.keywordThemes.length) return undefined;
  return (await tools.search({ ...filter, limit: COUNTED_AT_MOST })).length;
}

/** Movies with or by a person the catalog knows; `undefined` when the name is not a catalog person. */
/**
 * 'sean connery bond films', 'tom hanks space movies': of a person's films, those the catalog tags with the theme; the
 * genre a theme's word implies ('space': science fiction) yields when none of theirs has both.
 */
async function personOnTheme(tools: MovieTools, filter: MovieFilter, query: MovieQuery) {
  if (!query.keywordThemes.length) return { movies: [], genresYield: false };
  const anyKeywords = query.keywordThemes.flatMap((theme) => theme.keywords);
  const tagged = await tools.search({ ...filter, anyKeywords });
  if (tagged.length || !filter.genreIds?.length) return { movies: tagged, genresYield: false };
  return { movies: await tools.search({ ...filter, genreIds: undefined, anyKeywords }), genresYield: true };
}

export async function byPerson(
  tools: MovieTools,
  query: MovieQuery,
  context: RequestContext,
): Promise<AssistantAnswer | undefined> {
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
  const filter = { ...filterFor(query, { excludeIds, exclusions }), ...base };
  const themed = await personOnTheme(tools, filter, query);
  const onTheme = themed.movies.length > 0;
  const strict = await ordered(tools, onTheme ? themed.movies : await tools.search(filter), query);
  let chosen = strict.slice(0, wanted);
  const notes: string[] = [];
  let described: MovieQuery = {
    ...query,
    ...(onTheme && themed.genresYield ? { genreIds: [] } : {}),
    person: { ...asked, role: role ?? 'any' },
  };
  const others = { ...query, person: undefined };
  // 'nolan science fiction films': the two he made are the answer, said to be all there is; with none of the kind
  // his other films stand in, said so. 'did spielberg ever do a horror movie?' asks whether he did: they answer nothing.
  const few = chosen.length > 0 && chosen.length < minPicksFor(query);
  if (few) notes.push(phrases.fewAbout(describeQuery(described, language, name)));
  if (!query.everMade && !chosen.length && hasCriteria(emptyCriteriaQuery(others)) !== hasCriteria(others)) {
    const loose = await tools.search({
      ...base,
      excludeIds: [...excludeIds, ...exclusions.movieIds, ...chosen.map((movie) => movie.id)],
    });
    if (loose.length) {
      chosen = [...chosen, ...loose].slice(0, wanted);
      notes.push(phrases.personNoneOfKind(name, describeQuery(others, language)));
      described = { ...emptyCriteriaQuery(query), person: described.person };
    }
  }
  const more = excludeIds.size > 0;
  if (!chosen.length && query.everMade)
    return { text: phrases.noneFound(describeQuery(described, language, name), more), movies: [] };
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
  const total =
    notes.length || more
      ? undefined
      : await catalogCount(tools, query, { ...filterFor(query, { exclusions }), ...base });
  const description = describeQuery(described, language, name);
  return listReply(
    total !== undefined
      ? phrases.counted(total, description, total <= chosen.length)
      : phrases.personIntro(description, more),
    picks,
    language,
    notes,
  );
}

/**
 * The request as it differs from its seeds: 'shorter' than their runtime, 'older' than their years ('like die hard
 * but shorter'), never the catalog's short or old films in general. With several seeds ('like up and coco but newer')
 * the change holds against each: newer than the newest, shorter than the shortest.
 */
async function changedFromSeed(
  tools: MovieTools,
  seeds: MovieSummary[],
  query: MovieQuery,
): Promise<MovieQuery> {
  const change = query.likeChange;
  if (!change) return query;
  const runtimes = (await Promise.all(seeds.map(async (seed) => (await tools.facts(seed.id))?.movie.runtime)))
    .map(Number)
    .filter((runtime) => runtime > 0);
  const years = seeds.map((seed) => Number(seed.release_date.slice(0, 4))).filter((year) => year > 0);
  const changed = { ...query };
  if (change.shorter && runtimes.length) {
    const runtime = Math.min(...runtimes);
    changed.runtimeMax = Math.min(
      query.runtimeMax ?? Infinity,
      runtime - Math.min(15, Math.round(runtime / 8)),
    );
  }
  if (change.longer && runtimes.length)
    changed.runtimeMin = Math.max(query.runtimeMin ?? 0, Math.max(...runtimes) + 10);
  // 'like the shining but after 2000? the older ones i know': the years said are the time asked.
  if (change.older && years.length && !yearsSaid(query)) changed.yearTo = Math.min(...years) - 1;
  if (change.newer && years.length && !yearsSaid(query)) changed.yearFrom = Math.max(...years) + 1;
  return changed;
}

/**
 * A film called as a seed is ('the thing' is the 1982 film and its 2011 prequel, 'dune' the 1984 and the 2021 one):
 * the seed the user meant may be either, so the other is no discovery to them and never recommended back.
 */
const sharesTitleWithSeed = (movie: MovieSummary, seeds: MovieSummary[]) =>
  seeds.some((seed) => normalizeText(seed.title) === normalizeText(movie.title));

type GenresOfFilter = Pick<MovieFilter, 'genreIds' | 'anyGenreIds'>;

/** Kinds a film is before anything else: a seed's is kept when only the language or the origin asked changes. */
const DEFINING_KINDS = (['Animation', 'Horror', 'Documentary', 'Western', 'War', 'Music'] as const).map(
  genreIdOf,
);

/**
 * 'train to busan but in english', 'like spirited away but not japanese': the films like the seed in other languages
 * drift from its kind (an animated seed, a horror one); that kind is kept when every seed has it and it is not
 * turned down. None when the language and origin are left as they are, or a kind the seeds are not is asked ('like
 * toy story but a horror').
 */
function keptKind(seeds: MovieSummary[], query: MovieQuery): number | undefined {
  const origin =
    query.languages.length +
    query.excludeLanguages.length +
    query.countries.length +
    query.excludeCountries.length;
  const ofSeeds = (id: number) => seeds.every((seed) => seed.genre_ids.includes(id));
  if (!origin || !query.genreIds.every(ofSeeds)) return undefined;
  const refused = new Set([...query.excludeGenreIds, ...query.softExcludeGenreIds]);
  return DEFINING_KINDS.find((id) => !refused.has(id) && ofSeeds(id));
}

const COMEDY = genreIdOf('Comedy');

/** 'eternal sunshine but less depressing': films like it with a comedy's lightness first, unless comedy is refused. */
function lighterKind(query: MovieQuery): number | undefined {
  const refused = [...query.excludeGenreIds, ...query.softExcludeGenreIds].includes(COMEDY);
  return query.likeChange?.lighter && !refused ? COMEDY : undefined;
}

/**
 * The searches for films like the seeds, tried in turn until one finds some: the seed's kind kept, then as asked;
 * rated below the seed when one is asked milder, then at its own rating; and when no film like them is all the kinds
 * said at once ('a cross between knives out and the grand budapest hotel? quirky, funny, a bit of a mystery'), one of
 * them will do.
 */
function similarAttempts(
  seeds: MovieSummary[],
  query: MovieQuery,
  milder: MovieQuery['audience'] | undefined,
): { audience: MovieQuery['audience']; genres?: GenresOfFilter }[] {
  const kept = [keptKind(seeds, query), lighterKind(query)].filter((id) => id !== undefined);
  return [
    ...(kept.length
      ? [
          {
            audience: milder ?? query.audience,
            genres: { genreIds: [...new Set([...query.genreIds, ...kept])] },
          },
        ]
      : []),
    { audience: milder ?? query.audience },
    ...(milder ? [{ audience: query.audience }] : []),
    ...(query.genreIds.length > 1
      ? [{ audience: query.audience, genres: { genreIds: undefined, anyGenreIds: query.genreIds } }]
      : []),
  ];
}

/**
 * Films like one seed or several ('like toy story and shrek'): each seed's similar films, those close to every
 * seed and sharing the most of their genres first. No seed is ever recommended back.
 */
export async function likeMovie(
  tools: MovieTools,
  seed: MovieSummary,
  asked: MovieQuery,
  context: RequestContext,
  moreSeeds: MovieSummary[] = [],
): Promise<AssistantAnswer> {
  const { excludeIds, exclusions, language } = context;
  const phrases = phrasesFor(language);
  const seeds = [seed, ...moreSeeds.filter((other) => other.id !== seed.id)];
  const query = await changedFromSeed(tools, seeds, asked);
  // 'like the godfather but more recent', '…but not the sequels': other films, never the seed's own series ('Part II').
  const ownSeries =
    query.likeChange || query.seriesLeftOut
      ? (await Promise.all(seeds.map((one) => tools.findSeries(one.title)))).flat().map((movie) => movie.id)
      : [];
  const wanted = picksFor(query);
  const milder =
    query.milder && !query.audience
      ? milderThan((await tools.facts(seed.id))?.certification ?? null)
      : undefined;
  const similarUnder = async (audience: MovieQuery['audience'], genres: GenresOfFilter = {}) => {
    const filter = {
      ...filterFor(
        { ...query, likeTitle: undefined, moreLikeThis: false, audience },
        { excludeIds: [...excludeIds, ...seeds.map((one) => one.id), ...ownSeries], exclusions },
      ),
      ...genres,
    };
    // The recommendation service's picks are only checked for years and genres: the rest is checked here.
    const lists = await Promise.all(
      seeds.map(async (one) => tools.allowedBy(await tools.similar(one, filter, wanted * 3), filter)),
    );
    // 'like shaun of the dead but no zombies': a film whose overview tells the theme avoided is left out too.
    const kept = closestToSeeds(lists, seeds).filter(
      (movie) =>
        !sharesTitleWithSeed(movie, seeds) &&
        !overviewNamesAvoided(movie.overview, query.avoidLabels) &&
        !ownWordsNameAny(movie, query.avoidWords),
    );
    return ordered(tools, await withoutAvoidedStudios(tools, kept, query), query);
  };
  let similar: MovieSummary[] = [];
  for (const { audience, genres } of similarAttempts(seeds, query, milder))
    if ((similar = await similarUnder(audience, genres)).length) break;
  const seedGenres = new Set(seeds.flatMap((one) => one.genre_ids));
  const picks = similar.slice(0, wanted).map((movie) => {
    const shared = movie.genre_ids.filter((id) => seedGenres.has(id));
    return {
      movie,
      reason: shared.length
        ? phrases.sharesFeel(genreList(shared, language))
        : phrases.favouriteOf(escapeMarkdown(seed.title)),
    };
  });
  const years = describeYears(query, language);
  const links = listed(seeds.map(movieLink), peoplePhrasesFor(language).and);
  if (!picks.length) return { text: phrases.likeNone(links, years), movies: seeds };
  const answer = listReply(phrases.likeIntro(links, years), picks, language);
  return { ...answer, movies: [...seeds, ...answer.movies] };
}

export async function bestLoved(
  tools: MovieTools,
  query: MovieQuery,
  context: RequestContext,
): Promise<AssistantAnswer | undefined> {
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
export async function fromOwnFilms(
  tools: MovieTools,
  ids: number[],
  query: MovieQuery,
  context: RequestContext,
  wording: { empty: string; none: string; intro: string },
  { givenOrder = false, reasonOf }: { givenOrder?: boolean; reasonOf?: (movie: MovieSummary) => string } = {},
): Promise<AssistantAnswer> {
  const { excludeIds, exclusions, language } = context;
  const reason = reasonOf ?? ((movie: MovieSummary) => genreReason(movie, language));
  if (!ids.length) return { text: wording.empty, movies: [] };
  const filter = filterFor(
    { ...query, scope: 'catalog' },
    { excludeIds, exclusions: { ...exclusions, movieIds: [] } },
  );
  // Every one of their own films counts: the catalog's best-rated order leaves out films with few votes, so their
  // films are ranked by rating here ('tengo alguna comedia en mi lista?' lost a comedy of 275 votes).
  const sort = catalogSort(query.sort) ?? 'vote_average';
  const searched = await tools.search({
    ...filter,
    ...(await personFilter(tools, query.person)),
    includeIds: ids,
    sort: sort === 'vote_average' ? 'popularity' : sort,
    limit: CANDIDATES,
  });
  if (sort === 'vote_average') searched.sort((a, b) => b.vote_average - a.vote_average);
  const found = await ordered(tools, searched, query);
  if (givenOrder && !query.sort) found.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  if (!found.length) return { text: wording.none, movies: [] };
  return listReply(
    wording.intro,
    found.slice(0, picksFor(query)).map((movie) => ({ movie, reason: reason(movie) })),
    language,
  );
}

/**
 * 'only the ones by sergio leone' of the films shown, 'tarantino films on my watchlist': the person the catalog knows
 * by the name, in the role asked; no filter when it knows no one by it.
 */
async function personFilter(tools: MovieTools, asked: MovieQuery['person']) {
  const person = asked && (await tools.findPerson(asked.name, asked.role));
  if (!person) return {};
  return { personId: person.id, ...(asked.role === 'any' ? {} : { personRole: asked.role }) };
}

/** The order asked for applied to candidates ('shortest' and 'longest' read their runtimes). */
async function ordered(
  tools: MovieTools,
  movies: MovieSummary[],
  query: MovieQuery,
): Promise<MovieSummary[]> {
  if (query.sort !== 'shortest' && query.sort !== 'longest') return applyOrder(movies, query.sort);
  const runtimes = await tools.runtimes(movies.slice(0, CANDIDATES));
  return applyOrder(movies, query.sort, runtimes);
}

const emptyCriteria = {
  genreIds: [],
  keywordThemes: [],
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

/** The request without what it asks the films to be (genres, mood, years...): its people, exclusions and order stay. */
export function emptyCriteriaQuery(query: MovieQuery): MovieQuery {
  return { ...query, ...emptyCriteria };
}

/**
 * Each seed's similar films merged: films near every seed first, then those sharing more of the seeds' genres (two
 * at most count), then by how high any seed's list put them.
 */
function closestToSeeds(lists: MovieSummary[][], seeds: MovieSummary[]): MovieSummary[] {
  const rank = new Map<number, { movie: MovieSummary; best: number }>();
  for (const list of lists)
    list.forEach((movie, index) => {
      const known = rank.get(movie.id);
      if (!known || index < known.best) rank.set(movie.id, { movie, best: index });
    });
  const score = (movie: MovieSummary) => {
    const near = seeds.filter((seed) => seed.genre_ids.some((id) => movie.genre_ids.includes(id))).length;
    const shared = Math.min(2, movie.genre_ids.filter((id) => seeds[0]!.genre_ids.includes(id)).length);
    return near * 10 + shared;
  };
  return [...rank.values()]
    .sort((a, b) => score(b.movie) - score(a.movie) || a.best - b.best)
    .map(({ movie }) => movie);
}
