import { defineMessages } from '../../lib/i18n/i18n.ts';

/**
 * "For you" on the home page and its own page. The English is contracts' `FOR_YOU_TITLE`, `FOR_YOU_LIMITED_NOTE`,
 * `FOR_YOU_STARTER_TITLE`, `forYouStarterHint` and `becauseYouLikedTitle` (the spec's words), written out: the
 * build compiles only literal messages.
 */
export const forYouMessages = defineMessages('forYou', {
  title: 'Recommended for you',
  limitedNote: 'Recommendations are simpler right now — showing popular picks from genres you like',
  becauseYouLiked: 'Because you liked {title}',
  starterTitle: 'Like a few films to get recommendations',
  starterHint: 'Like {count} more from this mix and "Recommended for you" will be built from them.',
  pickedFrom: '{count} movies picked from what you liked, rated and watched',
  nothingYet: 'Nothing to recommend yet',
  nothingYetHint: 'Like, rate or mark movies as watched, and recommendations for you appear here.',
});
