/**
 * Candidates for keyword themes ('dinosaurs', 'pirates', 'space'): the films the catalog tags with them, those whose
 * own overview names the theme first (a film about space says so; one tagged 'space' in passing may not). When few
 * are tagged, the meaning index adds films whose overview names the theme, never films off the theme.
 */
import type { MovieFilter } from '@marquee/catalog';
import type { MovieSummary } from '@marquee/contracts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import type { KeywordTheme, MovieQuery } from '../understanding/chat-query.ts';
import { overviewTells, tellingsIn } from '../understanding/keyword-themes.ts';
import { normalizeText } from '../understanding/text.ts';

const CANDIDATES = 60;
const MEANING_MIN_VOTES = 30;

/** A rating trusted in proportion to its votes, up to 500. */
export const quality = (movie: MovieSummary) => movie.vote_average * Math.min(1, movie.vote_count / 500);

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word beginning with one of the words ('dinosaur' in 'dinosaurs'), a hyphen or a space between theirs alike. */
function beginningWithAny(words: readonly string[]): RegExp {
  const normalized = [...new Set(words)].map(normalizeText);
  return new RegExp(
    String.raw`\b(?:${normalized.map((word) => escape(word).replace(/[ -]/g, '[ -]?')).join('|')})`,
  );
}

/**
 * Whether a film's overview names one of the themes (a word beginning with a keyword: 'dinosaur' in 'dinosaurs'; a
 * hyphen or a space between its words alike: 'time-traveling'), or tells it in its own words ('travels back in time').
 */
export function overviewNames(themes: readonly KeywordTheme[]): (movie: MovieSummary) => boolean {
  const pattern = beginningWithAny(themes.flatMap((theme) => [theme.label, ...theme.keywords]));
  return (movie) => {
    const overview = normalizeText(movie.overview ?? '');
    return pattern.test(overview) || themes.some((theme) => overviewTells(theme.label, overview));
  };
}

interface Tagged {
  /** Films tagged with a theme's own keyword ('robot'), and those tagged only with one near it ('cyborg'). */
  named: ReadonlySet<number>;
  near: ReadonlySet<number>;
  /** How many of the themes' keywords each film is tagged with. */
  tags: ReadonlyMap<number, number>;
}

/** Signs of a theme past the first this many add to a film's sureness, each kind of sign apart. */
const MORE_SIGNS = 2;
const more = (signs: number) => Math.min(MORE_SIGNS, Math.max(0, signs - 1));

/**
 * How surely a film is about the themes: for each theme, its overview names the theme's words (2) or tells it
 * otherwise (1); and the catalog tags it with a theme's own keyword (2) or one near it (1). A film telling all the
 * themes named ('stranded on an island') is surer than one telling a single one; so is one telling a theme in more
 * words or tagged with more of its keywords: a film about boxing tells a 'middleweight boxer' 'in the ring', one
 * with a boxer among its characters names him once.
 */
function surenessOf(themes: readonly KeywordTheme[], tagged: Tagged) {
  const names = themes.map((theme) => beginningWithAny([theme.label, ...theme.keywords]));
  return (movie: MovieSummary) => {
    const overview = normalizeText(movie.overview ?? '');
    const tellings = themes.map((theme, index) => {
      const named = [...overview.matchAll(new RegExp(names[index]!.source, 'g'))].map((match) => match[0]);
      const signs = new Set([...named, ...tellingsIn(theme.label, overview)]).size;
      return { sure: named.length ? 2 : overviewTells(theme.label, overview) ? 1 : 0, more: more(signs) };
    });
    // More signs only confirm a film telling every theme asked: 'musicians or a band' told of a band's musicians
    // stays before a jazz pianist's story, however many words it spends on him.
    const confirmed = tellings.every(({ sure }) => sure > 0);
    const told = tellings.reduce((sum, telling) => sum + telling.sure + (confirmed ? telling.more : 0), 0);
    // More of a theme's tags only confirm an overview that tells it: tags alone are given for a scene or a side.
    const tags =
      (tagged.named.has(movie.id) ? 2 : tagged.near.has(movie.id) ? 1 : 0) +
      (confirmed ? more(tagged.tags.get(movie.id) ?? 0) : 0);
    return { movie, score: told + tags, told: told > 0 };
  };
}

const inTurns = <T>(first: T[], second: T[]): T[] =>
  Array.from({ length: Math.max(first.length, second.length) }, (_, index) => [first[index], second[index]])
    .flat()
    .filter((item): item is T => item !== undefined);

/**
 * The films most surely about the themes first. Among films as sure, those only tagged with a theme and those whose
 * overview tells it take turns, each in its order: each kind of sign misses films the other has, so neither fills
 * the list alone. Where films are set ('films set in paris', 'Filme, die in London spielen') is what an overview tells
 * of a story, while a place's tag is given for any scene shot or played there: films whose overview names the place
 * come first.
 */
function bySureness(themes: readonly KeywordTheme[], tagged: Tagged, movies: MovieSummary[]): MovieSummary[] {
  const scored = uniqueFilms(movies).map(surenessOf(themes, tagged));
  const scores = [...new Set(scored.map(({ score }) => score))].sort((a, b) => b - a);
  const places = themes.every((theme) => theme.place);
  return scores.flatMap((score) => {
    const same = scored.filter((film) => film.score === score);
    const [told, taggedOnly] = [same.filter((film) => film.told), same.filter((film) => !film.told)];
    return (places ? [...told, ...taggedOnly] : inTurns(taggedOnly, told)).map(({ movie }) => movie);
  });
}

const idsOf = (movies: MovieSummary[]) => new Set(movies.map((movie) => movie.id));

/** How many of the themes' keywords each tagged film holds. */
async function tagsHeld(
  tools: MovieTools,
  themes: readonly KeywordTheme[],
  movies: MovieSummary[],
): Promise<Map<number, number>> {
  const keywords = new Set(themes.flatMap((theme) => theme.keywords));
  const facts = await Promise.all(movies.map((movie) => tools.facts(movie.id)));
  return new Map(
    movies.map((movie, index) => [
      movie.id,
      (facts[index]?.keywords ?? []).filter((keyword) => keywords.has(keyword)).length,
    ]),
  );
}

function uniqueFilms(movies: MovieSummary[]): MovieSummary[] {
  const seen = new Set<number>();
  return movies.filter((movie) => !seen.has(movie.id) && Boolean(seen.add(movie.id)));
}

/**
 * Films whose own words (title, overview, keywords) carry the themes, tagged with them or not ('a lonely robot' in a
 * film the catalog never tagged 'robot'): the catalog's word index, kept to those whose overview tells a theme.
 */
async function toldInOwnWords(
  tools: MovieTools,
  themes: readonly KeywordTheme[],
  filter: MovieFilter,
): Promise<MovieSummary[]> {
  const words = [...new Set(themes.flatMap((theme) => [theme.label, ...theme.keywords]))].join(' ');
  const matches = await tools.searchByStoryWords(words, {
    ...filter,
    minVoteCount: MEANING_MIN_VOTES,
    limit: CANDIDATES,
  });
  const onTheme = overviewNames(themes);
  return matches.map(({ movie }) => movie).filter(onTheme);
}

/**
 * Tagged films in the request's order (the best loved when it names none): a theme's first keyword names it outright
 * ('artificial intelligence'), the rest only come near it ('robot'), so films tagged with the first come first. With
 * no order asked, films untagged whose overview tells the theme join them, and the surest come first (bySureness).
 */
export async function themedCandidates(
  tools: MovieTools,
  query: MovieQuery,
  filter: MovieFilter,
  sort: NonNullable<MovieFilter['sort']>,
  enough: number,
): Promise<MovieSummary[]> {
  const themes = query.keywordThemes;
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
  const named = await tagged(themes.map((theme) => theme.keywords[0]!));
  const near = await tagged(themes.flatMap((theme) => theme.keywords));
  const onTheme = overviewNames(themes);
  const all = uniqueFilms([...named, ...near]);
  const found = query.sort
    ? all
    : bySureness(
        themes,
        { named: idsOf(named), near: idsOf(near), tags: await tagsHeld(tools, themes, all) },
        [...all, ...(await toldInOwnWords(tools, themes, filter))],
      );
  if (found.length >= enough || query.theme) return found;
  const closest = await tools.searchByMeaning(themes.map((theme) => theme.label).join(', '), {
    ...filter,
    minVoteCount: MEANING_MIN_VOTES,
    limit: 30,
  });
  return uniqueFilms([...found, ...closest.filter(onTheme)]);
}
