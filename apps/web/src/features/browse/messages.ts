import { defineMessages } from '../../lib/i18n/i18n.ts';

export const browseMessages = defineMessages('browse', {
  noMoviesFound: 'No movies found',
  featuredMovies: 'Featured movies',
  slideOf: '{position} of {count}: {title}',
  popularNow: 'Popular now',
  viewDetails: 'View Details',
  chooseFeatured: 'Choose a featured movie',
  showMovie: 'Show {title}',
  previousMovie: 'Previous movie',
  nextMovie: 'Next movie',
});
