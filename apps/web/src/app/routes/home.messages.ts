import { defineMessages } from '../../lib/i18n/i18n.ts';

/** The home page. */
export const homeMessages = defineMessages('home', {
  loadingMovies: 'Loading movies',
  home: 'Home',
  homeHeading: 'Marquee: discover movies',
  nowPlaying: 'Now Playing',
  topRated: 'Top Rated',
  popularMovies: 'Popular Movies',
  noMoviesFound: 'No movies found',
  onYourServices: 'On your services',
});
