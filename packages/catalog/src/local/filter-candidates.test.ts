import { describe, expect, it } from 'vitest';
import type { MovieSummary } from '@marquee/contracts';
import type { MovieFilter } from '../catalog.ts';
import { filterCandidates } from './filter-candidates.ts';
import { movieFilterPredicate, type FilterableMovie } from './movie-filter.ts';

/** A small seeded generator: the same films on every run. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

const GENRES = [28, 16, 35, 18, 27, 878];
const KEYWORDS = ['heist', 'dog', 'time travel', 'revenge', 'space'];

function films(count: number): FilterableMovie[] {
  const next = random(7);
  return Array.from({ length: count }, (_, index) => ({
    summary: {
      id: index + 1,
      title: `Film ${index + 1}`,
      original_language: 'en',
      // A repeated genre, as a hand-edited row may hold, must not list the film twice.
      genre_ids: GENRES.filter(() => next() < 0.3).concat(index % 17 === 0 ? [35, 35] : []),
      vote_count: Math.floor(next() * 5000),
    } as unknown as MovieSummary,
    year: 1950 + Math.floor(next() * 75),
    runtime: 80 + Math.floor(next() * 100),
    certification: null,
    countries: new Set<string>(),
    keywords: new Set(KEYWORDS.filter(() => next() < 0.2)),
    castIds: new Set<number>(),
    directorIds: new Set<number>(),
  }));
}

describe('the films a search scans', () => {
  const all = films(400);
  const candidatesOf = filterCandidates(all);
  const filters: MovieFilter[] = [
    {},
    { genreIds: [27] },
    { genreIds: [16, 35] },
    { anyGenreIds: [27, 878] },
    { genreIds: [35], anyGenreIds: [18, 28], excludeGenreIds: [27] },
    { keyword: 'Heist ' },
    { anyKeywords: ['dog', 'revenge'] },
    { keyword: 'space', anyKeywords: ['time travel'], genreIds: [878] },
    { anyKeywords: ['no such keyword'] },
    { keyword: '  ', genreIds: [18], yearFrom: 1990 },
    { genreIds: [99] },
    { anyGenreIds: [35], minVoteCount: 2500 },
  ];

  it.each(filters.map((filter) => [JSON.stringify(filter), filter] as const))(
    '%s finds the same films, in the same order, as a scan of the whole catalog',
    (_, filter) => {
      const matches = movieFilterPredicate(filter);
      const found = candidatesOf(filter).filter(matches);
      expect(found).toEqual(all.filter(matches));
    },
  );

  it('scans only the films of the rarest genre or the keywords asked', () => {
    expect(candidatesOf({ anyKeywords: ['dog'] }).length).toBeLessThan(all.length / 3);
    expect(candidatesOf({ genreIds: [27, 16] }).every((film) => film.summary.genre_ids.length > 0)).toBe(
      true,
    );
    expect(candidatesOf({ genreIds: [27, 16] }).length).toBeLessThan(all.length / 2);
  });
});
