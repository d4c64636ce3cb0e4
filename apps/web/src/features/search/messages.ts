import { defineMessages } from '../../lib/i18n/i18n.ts';

export const searchMessages = defineMessages('search', {
  searchMovies: 'Search movies',
  search: 'Search',
  placeholder: 'Search for a movie...',
  searchMoviesTitle: 'Search Movies',
  closeSearch: 'Close search',
  clearSearch: 'Clear search',
  submitSearch: 'Submit search',
  searching: 'Searching',
  searchingEllipsis: 'Searching...',
  noSuggestions: 'No suggestions found',
  suggestions: 'Suggestions',
  viewAllResults: 'View all results for "{term}"',
  popularSearches: 'Popular searches',
  recentSearches: 'Recent searches',
  people: 'People',
  actor: 'Actor',
  director: 'Director',
  writer: 'Writer',
});
