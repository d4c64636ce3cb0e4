import { defineMessages } from '../../lib/i18n/i18n.ts';

export const movieMessages = defineMessages('movie', {
  facts: 'Facts',
  tmdbRating: 'TMDB rating {rating} out of 10 from {votes} votes',
  tmdbVotes: 'TMDB · {votes} votes',
  releaseDate: 'Release date',
  runtime: 'Runtime',
  trailer: 'Trailer',
  opensYoutube: '(opens YouTube in a new tab)',
  overview: 'Overview',
  noOverview: 'No overview available.',
  cast: 'Cast',
  noCast: 'No cast listed.',
  noGenres: 'No genres listed.',
  noCompanies: 'No production companies listed.',
  directedBy: 'Directed by',
  writtenBy: 'Written by',
  usAgeRating: 'US age rating',
  ageRating: 'Age rating',
});
