import type { MovieSummary } from '@marquee/contracts';

/** A list entry for a test that hands films to an answer directly: what the test says, plain values for the rest. */
export function movieSummaryStub(
  fields: Pick<MovieSummary, 'id' | 'title'> & Partial<MovieSummary>,
): MovieSummary {
  return {
    overview: '',
    poster_path: null,
    backdrop_path: null,
    vote_average: 7,
    vote_count: 1000,
    popularity: 10,
    release_date: '2010-01-01',
    genre_ids: [],
    ...fields,
  };
}
