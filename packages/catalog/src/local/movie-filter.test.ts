import { describe, expect, it } from 'vitest';
import type { MovieSummary } from '@marquee/contracts';
import { movieFilterPredicate, type FilterableMovie } from './movie-filter.ts';

const movie = (id: number, language: string | null): FilterableMovie => ({
  summary: { id, title: `Film ${id}`, original_language: language, genre_ids: [] } as unknown as MovieSummary,
  year: 2000,
  runtime: 100,
  certification: null,
  countries: new Set(),
  keywords: new Set(),
  castIds: new Set(),
  directorIds: new Set(),
});

describe('original languages left out', () => {
  const films = [movie(1, 'en'), movie(2, 'ko'), movie(3, null), movie(4, 'fr')];

  it('leaves out the languages named and the films whose language is unknown', () => {
    const kept = films.filter(movieFilterPredicate({ excludeLanguages: ['en'] }));
    expect(kept.map((film) => film.summary.id)).toEqual([2, 4]);
  });

  it('keeps films of unknown language when no language is left out', () => {
    expect(films.filter(movieFilterPredicate({})).map((film) => film.summary.id)).toEqual([1, 2, 3, 4]);
  });
});
