/** The catalog films a 'like' request names: one title as typed, else the titles its joins separate, then the rest. */
import type { MovieSummary } from '@marquee/contracts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import type { MovieQuery } from '../understanding/chat-query.ts';
import { seedReadings } from '../understanding/extractors/likeness.extractor.ts';
import { sameTitle } from '../understanding/text.ts';
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
  const more = await Promise.all((query.alsoLike ?? []).map((title) => tools.findTitle(title)));
  const all = [...seeds, ...more.filter((movie) => movie !== undefined)];
  // 'like lord of the rings': a series named by its common start is every film of it, none recommended back.
  const typed = seedReadings(query.likeTitle)[0]![0]!;
  if (seeds.length === 1 && !sameTitle(seeds[0]!.title, typed)) all.push(...(await tools.findSeries(typed)));
  return all.filter((movie, index) => all.findIndex((other) => other.id === movie.id) === index);
}
