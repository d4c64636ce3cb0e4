import { defineMessages } from '../../lib/i18n/i18n.ts';

/** The movie page. */
export const moviePageMessages = defineMessages('moviePage', {
  movieNotFound: 'Movie not found',
  noMovieWithId: 'There is no movie with this id in the catalog.',
  loadingMovie: 'Loading movie',
  movie: 'Movie',
  genres: 'Genres',
  productionCompanies: 'Production Companies',
  cast: 'Cast',
});
