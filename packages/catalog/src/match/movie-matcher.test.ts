import { describe, expect, it } from 'vitest';
import { createMovieMatcher, type MatchableMovie } from './movie-matcher.ts';

const movie = (
  id: number,
  title: string,
  year: number,
  extra: Partial<MatchableMovie> = {},
): MatchableMovie => ({
  id,
  title,
  imdb_id: null,
  release_date: `${year}-06-01`,
  poster_path: null,
  vote_average: 7,
  popularity: 10,
  ...extra,
});

describe('movie matcher', () => {
  const matcher = createMovieMatcher([
    movie(238, 'The Godfather', 1972, { imdb_id: 'tt0068646' }),
    movie(240, 'The Godfather: Part II', 1974),
    movie(11, 'Hamlet', 1948, { popularity: 3 }),
    movie(12, 'Hamlet', 1996, { popularity: 9 }),
    movie(13, 'Hamlet', 2000, { popularity: 5 }),
  ]);

  it('matches by TMDB id, then IMDb id, before the title', () => {
    expect(matcher.match({ tmdbId: 240, title: 'The Godfather', year: 1972 })?.id).toBe(240);
    expect(matcher.match({ imdbId: 'tt0068646', title: 'Something else' })?.id).toBe(238);
    // An id the catalog doesn't know falls back to the title and year.
    expect(matcher.match({ imdbId: 'tt9999999', title: 'Godfather, The', year: 1972 })?.id).toBe(238);
  });

  it('accepts a year one off, prefers the nearest year, and refuses a year further away', () => {
    expect(matcher.match({ title: 'The Godfather', year: 1973 })?.id).toBe(238);
    expect(matcher.match({ title: 'The Godfather', year: 1977 })).toBeNull();
    expect(matcher.match({ title: 'Hamlet', year: 1999 })?.id).toBe(13);
    expect(matcher.match({ title: 'Hamlet', year: 1997 })?.id).toBe(12);
    // Without a year, the best known of the same title.
    expect(matcher.match({ title: 'Hamlet' })?.id).toBe(12);
    expect(matcher.match({ title: 'Hamlet 2', year: 2008 })).toBeNull();
  });

  it('knows movies added later', () => {
    expect(matcher.match({ title: 'Spirited Away', year: 2001 })).toBeNull();
    matcher.add([movie(129, 'Spirited Away', 2001)]);
    expect(matcher.match({ title: 'spirited away', year: 2002 })?.id).toBe(129);
  });
});
