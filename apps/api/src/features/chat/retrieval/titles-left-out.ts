/**
 * 'tom cruise movies' then 'any that aren't mission impossible?': a title left out takes the films of its series
 * with it, the catalog's films whose titles start with the one it names ('Mission: Impossible II', '... Fallout').
 */
import type { MovieTools } from './movie-tools.ts';
import { anyOf } from '../understanding/lexicons/all-languages.ts';
import { seriesOfAlias } from '../understanding/title-aliases.ts';

/** 'les mission impossible', 'die star wars': the article before a title left out is no part of it. */
const LEADING_ARTICLE = new RegExp(String.raw`^${anyOf((lexicon) => lexicon.phrases.articles)} `);

async function filmsOfTitle(tools: MovieTools, said: string): Promise<number[]> {
  const bare = said.replace(LEADING_ARTICLE, '');
  // The catalog's own title when the typed one is known ('missão impossível'), else the words as typed.
  const film = (await tools.findTitle(said)) ?? (bare !== said ? await tools.findTitle(bare) : undefined);
  // 'not star wars': a series whose films' titles share no start is named by the aliases.
  const [series, named] = await Promise.all([
    tools.findSeries(film?.title ?? bare),
    Promise.all(seriesOfAlias(bare).map((title) => tools.findTitle(title))),
  ]);
  return [
    ...(film ? [film.id] : []),
    ...[...series, ...named.filter((movie) => movie !== undefined)].map((movie) => movie.id),
  ];
}

/** The ids of every film a request's left-out titles name, each with its series. */
export async function filmsOfTitlesLeftOut(tools: MovieTools, titles: readonly string[]): Promise<number[]> {
  const found = await Promise.all(titles.map((typed) => filmsOfTitle(tools, typed)));
  return [...new Set(found.flat())];
}
