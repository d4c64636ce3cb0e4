import { defineMessages } from '../../lib/i18n/i18n.ts';

/** The search results page. */
export const searchPageMessages = defineMessages('searchPage', {
  searchResultsFor: 'Search results for "{query}"',
  searchResultsLabel: 'Search results for {query}',
  foundResults: 'Found {total} results on page {page} of {pages}',
  noMovieTitlesMatch: 'No movie titles match',
  noResultsFound: 'No results found',
  openPersonAbove: 'Open a person above to see their films.',
  tryOtherKeywords: 'Try searching with different keywords.',
});
