import type { CatalogMovieRecord } from '../movie-record.ts';

type Fact = [
  id: number,
  title: string,
  releaseDate: string,
  runtime: number,
  voteAverage: number,
  voteCount: number,
  popularity: number,
  genreIds: number[],
  companies: [number, string][],
  cast: [number, string, string][],
  directors: [number, string][],
  keywords: string[],
];

// Facts from the TMDB 5000 dataset; overviews are ours and deliberately short.
const facts: Fact[] = [
  [157336, 'Interstellar', '2014-11-05', 169, 8.1, 10867, 724.248, [12, 18, 878], [[4, 'Paramount Pictures'], [923, 'Legendary Pictures']], [[10297, 'Matthew McConaughey', 'Cooper']], [[525, 'Christopher Nolan']], ['artificial intelligence']],
  [27205, 'Inception', '2010-07-14', 148, 8.1, 13752, 167.584, [28, 53, 878, 9648, 12], [[923, 'Legendary Pictures'], [6194, 'Warner Bros.']], [[6193, 'Leonardo DiCaprio', 'Dom Cobb']], [[525, 'Christopher Nolan']], ['dream']],
  [155, 'The Dark Knight', '2008-07-16', 152, 8.2, 12002, 187.323, [18, 28, 80, 53], [[429, 'DC Comics'], [923, 'Legendary Pictures']], [[3894, 'Christian Bale', 'Bruce Wayne']], [[525, 'Christopher Nolan']], ['secret identity']],
  [238, 'The Godfather', '1972-03-14', 175, 8.4, 5893, 143.66, [18, 80], [[4, 'Paramount Pictures']], [[3084, 'Marlon Brando', 'Don Vito Corleone'], [1158, 'Al Pacino', 'Michael Corleone']], [[1776, 'Francis Ford Coppola']], ['italy']],
  [240, 'The Godfather: Part II', '1974-12-20', 200, 8.3, 3338, 105.793, [18, 80], [[4, 'Paramount Pictures']], [[1158, 'Al Pacino', 'Michael Corleone']], [[1776, 'Francis Ford Coppola']], ['cuba']],
  [242, 'The Godfather: Part III', '1990-12-24', 162, 7.1, 1546, 59.195, [80, 18, 53], [[4, 'Paramount Pictures']], [[1158, 'Al Pacino', 'Michael Corleone']], [[1776, 'Francis Ford Coppola']], ['italy']],
  [557, 'Spider-Man', '2002-05-01', 121, 6.8, 5265, 82.503, [14, 28], [[5, 'Columbia Pictures']], [[2219, 'Tobey Maguire', 'Peter Parker']], [], ['spider']],
  [424, "Schindler's List", '1993-11-29', 195, 8.3, 4329, 104.469, [18, 36, 10752], [[33, 'Universal Pictures']], [[3896, 'Liam Neeson', 'Oskar Schindler']], [], ['concentration camp']],
  [13, 'Forrest Gump', '1994-07-06', 142, 8.2, 7927, 138.133, [35, 18, 10749], [[4, 'Paramount Pictures']], [[31, 'Tom Hanks', 'Forrest Gump']], [], ['hippie']],
  [680, 'Pulp Fiction', '1994-10-08', 154, 8.3, 8428, 121.463, [53, 80], [[14, 'Miramax Films']], [[8891, 'John Travolta', 'Vincent Vega']], [], ['drug dealer']],
];

/** A small, factual catalog for tests that must not depend on the starter catalog or the datasets. */
export const fixtureMovies: CatalogMovieRecord[] = facts.map(
  ([id, title, releaseDate, runtime, voteAverage, voteCount, popularity, genreIds, companies, cast, directors, keywords]) => ({
    id,
    title,
    original_language: 'en',
    overview: `A test entry for ${title}.`,
    release_date: releaseDate,
    runtime,
    vote_average: voteAverage,
    vote_count: voteCount,
    popularity,
    poster_path: null,
    backdrop_path: null,
    keywords,
    genre_ids: genreIds,
    production_companies: companies.map(([companyId, name]) => ({ id: companyId, name })),
    cast: cast.map(([personId, name, character], order) => ({ id: personId, name, character, order, profile_path: null })),
    directors: directors.map(([personId, name]) => ({ id: personId, name })),
  }),
);
