import { defineMessages } from '../../lib/i18n/i18n.ts';

/**
 * A member's reason for a Watch tonight pick, after their name, composed from its parts (`member-reason-text.ts`);
 * the English is word for word the API's `reason`. "Because you/they rated..." is the recommendation reasons'.
 */
export const memberReasonMessages = defineMessages('tonightReasons', {
  onWatchlistYou: "it's on your watchlist",
  onWatchlistThey: "it's on their watchlist",
  newGroundYou: 'new ground for you',
  newGroundThey: 'new ground for them',
  historyCount: 'close to {count, plural, one {a film} other {# films}} in their watch history',
  tasteYou: '{match, select, strong {a strong match} match {a match} other {new ground}} for your taste',
  tasteThey: '{match, select, strong {a strong match} match {a match} other {new ground}} for their taste',
  sharedGenres:
    '{match, select, strong {a strong match} match {a match} other {new ground}}: {genres}, as in their watch history',
  likedGenresYou:
    '{match, select, strong {a strong match} match {a match} other {new ground}}: you liked {title}, also {genres}',
  likedGenresThey:
    '{match, select, strong {a strong match} match {a match} other {new ground}}: they liked {title}, also {genres}',
});
