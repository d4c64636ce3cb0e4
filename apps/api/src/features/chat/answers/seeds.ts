/** The catalog films a 'like' request names: one title as typed, else the titles its joins separate, then the rest. */
import type { MovieSummary } from '@marquee/contracts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import type { MovieQuery } from '../understanding/chat-query.ts';
import { seedReadings } from '../understanding/extractors/likeness.extractor.ts';
import { sameTitle } from '../understanding/text.ts';
import { seriesOfAlias } from '../understanding/title-aliases.ts';
import { findTitleBeforeTrailingWords } from './title-before-trailing-words.ts';

/** The seeds in the order typed, each once; empty when the catalog knows none of them. */
export async function findSeeds(
  query: Pick<MovieQuery, 'likeTitle' | 'alsoLike'>,
  tools: MovieTools,
): Promise<MovieSummary[]> {
  if (!query.likeTitle) return [];
  let seeds: MovieSummary[] = [];
  // 'fast and furious' is one title; 'toy story and shrek' two: the reading the catalog knows every title of wins.
  for (const titles of seedReadings(query.likeTitle)) {
    const found = await Promise.all(titles.map((title) => tools.findTitle(title)));
    const known = found.filter((movie) => movie !== undefined);
    if (known.length > seeds.length) seeds = known;
    if (known.length === titles.length) break;
  }
  // 'just watched heat last night, more like that': the title with words after it that are not part of it.
  if (!seeds.length) {
    const start = await findTitleBeforeTrailingWords(tools, query.likeTitle);
    if (start) seeds = [start];
  }
  // 'the thing de carpenter', 'heat von michael mann': a title with words after it that are not part of it.
  const more = await Promise.all(
    (query.alsoLike ?? []).map(
      async (title) => (await tools.findTitle(title)) ?? findTitleBeforeTrailingWords(tools, title),
    ),
  );
  const all = [...seeds, ...more.filter((movie) => movie !== undefined)];
  // 'like lord of the rings': a series named by its common start is every film of it, none recommended back.
  const typed = seedReadings(query.likeTitle)[0]![0]!;
  if (seeds.length === 1) all.push(...(await seriesNamed(tools, seeds[0]!, typed)));
  return all.filter((movie, index) => all.findIndex((other) => other.id === movie.id) === index);
}

/** The words all the titles start with ('The Lord of the Rings'), without a trailing join or colon. */
function sharedStart(titles: string[]): string {
  const [first, ...others] = titles.map((title) => title.replace(/[:,-]/g, ' ').split(/\s+/));
  let shared = first?.length ?? 0;
  for (const words of others) {
    let same = 0;
    while (same < Math.min(shared, words.length) && words[same] === first![same]) same++;
    shared = same;
  }
  return (first ?? []).slice(0, shared).join(' ');
}

/**
 * The other films of the series the typed words name rather than one film of it: the start of its titles in English
 * ('lord of the rings', no film's whole title), or a local name its first film also goes by at more length ('le
 * seigneur des anneaux', 'der herr der ringe', 'lotr'). None when the words are the film's own title ('the godfather',
 * 'der pate'). Every film of a series named is a seed, and none of them is recommended back.
 */
export async function seriesNamed(
  tools: MovieTools,
  film: MovieSummary,
  typed: string,
): Promise<MovieSummary[]> {
  const local = seriesOfAlias(typed);
  if (local.length < 2) return sameTitle(film.title, typed) ? [] : tools.findSeries(typed);
  const start = sharedStart(local);
  const [titled, started] = await Promise.all([
    Promise.all(local.map((title) => tools.findTitle(title))),
    // 'hp' lists two Harry Potter films: the others start as they do.
    start.split(' ').length >= 2 ? tools.findSeries(start) : [],
  ]);
  return [...titled.filter((movie) => movie !== undefined), ...started].filter(
    (movie) => movie.id !== film.id,
  );
}
