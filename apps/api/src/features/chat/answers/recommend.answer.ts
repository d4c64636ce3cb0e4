/** Answers that recommend movies: by criteria (genres, moods, themes...), by person, like a title, or the best-loved. */
import type { MovieFilter } from '@marquee/catalog';
import type { MovieSummary } from '@marquee/contracts';
import { escapeMarkdown, movieLink, movieListItem } from '../chat.markdown.ts';
import { filterFor } from '../retrieval/query-filter.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import { hasCriteria, type MovieQuery, type ReplyLanguage } from '../understanding/chat-query.ts';
import { describeQuery, describeYears, genreLabel, genreList, phrasesFor } from '../wording/phrases.ts';

/** The built-in assistant's answer: the markdown reply and the catalog movies it is about. */
export interface AssistantAnswer {
  text: string;
  movies: MovieSummary[];
}

interface Suggestion {
  movie: MovieSummary;
  reason: string;
}

export const PICKS_PER_REPLY = 5;
const MIN_PICKS = 3;
const CANDIDATES = 60;
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
    const sort = query.sort ?? query.mood?.sort ?? 'popularity';
    // A theme is the specific part ('heist'); a mood only colours it.
    const meaningText = query.theme
      ? [query.theme, query.mood?.label].filter(Boolean).join(', ')
      : (query.mood?.meaning ?? '');
    // A mood lives in its genres unless the request names genres or an audience of its own.
    const moodGenres =
      query.mood && !filter.genreIds && !filter.anyGenreIds ? { anyGenreIds: query.mood.anyGenreIds } : {};
    const found: MovieSummary[] = [];
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
      if (found.length >= PICKS_PER_REPLY * 2) return found;
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

  /** Genre, mood, theme, year, runtime, language and audience requests, loosened step by step (and said so). */
  async function byCriteria(
    query: MovieQuery,
    excludeIds: ReadonlySet<number>,
    language: ReplyLanguage,
  ): Promise<AssistantAnswer> {
    const phrases = phrasesFor(language);
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
    for (const attempt of attempts) {
      const taken = new Set([...excludeIds, ...picked.map((movie) => movie.id)]);
      const filter = filterFor(attempt.query, { excludeIds: taken, certifications: attempt.certifications });
      const found = await tools.withoutKeywords(
        unique(await candidates(attempt.query, filter), taken).slice(0, PICKS_PER_REPLY * 6),
        attempt.query.avoidKeywords,
      );
      const added = found.slice(0, PICKS_PER_REPLY - picked.length);
      picked = [...picked, ...added];
      if (attempt !== attempts[0] && added.length) {
        if (attempt.note) notes.push(attempt.note);
        described = attempt.query;
      }
      if (picked.length >= MIN_PICKS) break;
    }
    const more = excludeIds.size > 0;
    if (!picked.length && !hasCriteria({ ...query, theme: undefined }))
      return { text: phrases.cannotHelp, movies: [] };
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
  async function byPerson(
    query: MovieQuery,
    excludeIds: ReadonlySet<number>,
    language: ReplyLanguage,
  ): Promise<AssistantAnswer | undefined> {
    const phrases = phrasesFor(language);
    const asked = query.person!;
    const person = await tools.findPerson(asked.name);
    if (!person) return undefined;
    const role =
      asked.role !== 'any' ? asked.role : person.director_count > person.cast_count ? 'director' : undefined;
    const name = escapeMarkdown(person.name);
    const base = {
      personId: person.id,
      personRole: role,
      sort: query.sort ?? 'popularity',
      limit: 40,
    } as const;
    const strict = await tools.withoutKeywords(
      await tools.search({ ...filterFor(query, { excludeIds }), ...base }),
      query.avoidKeywords,
    );
    let chosen = strict.slice(0, PICKS_PER_REPLY);
    const notes: string[] = [];
    let described: MovieQuery = { ...query, person: { ...asked, role: role ?? 'any' } };
    const others = { ...query, person: undefined };
    if (chosen.length < MIN_PICKS && hasCriteria(emptyCriteriaQuery(others)) !== hasCriteria(others)) {
      const loose = await tools.search({
        ...base,
        excludeIds: [...excludeIds, ...chosen.map((movie) => movie.id)],
      });
      if (loose.length) {
        chosen = [...chosen, ...loose].slice(0, PICKS_PER_REPLY);
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
    excludeIds: ReadonlySet<number>,
    language: ReplyLanguage,
  ): Promise<AssistantAnswer> {
    const phrases = phrasesFor(language);
    const filter = filterFor({ ...query, likeTitle: undefined, moreLikeThis: false }, { excludeIds });
    const similar = await tools.withoutKeywords(
      await tools.similar(seed, filter, PICKS_PER_REPLY * 2),
      query.avoidKeywords,
    );
    const picks = similar.slice(0, PICKS_PER_REPLY).map((movie) => {
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

  async function bestLoved(
    excludeIds: ReadonlySet<number>,
    language: ReplyLanguage,
  ): Promise<AssistantAnswer | undefined> {
    const found = unique(
      await tools.search({ sort: 'vote_average', limit: CANDIDATES, excludeIds: [...excludeIds] }),
      excludeIds,
    );
    if (!found.length) return undefined;
    return listReply(
      phrasesFor(language).popularIntro(excludeIds.size > 0),
      found.slice(0, PICKS_PER_REPLY).map((movie) => ({ movie, reason: genreReason(movie, language) })),
      language,
    );
  }

  return { byCriteria, byPerson, likeMovie, bestLoved };
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
