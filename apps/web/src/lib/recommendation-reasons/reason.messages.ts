import { defineMessages } from '../i18n/i18n.ts';

/**
 * A recommendation's reason in words, composed from what the API says it is made of (`reason-text.ts`). The
 * English is word for word the API's own `text` and `short` (contracts' `recommendation-reasons.ts`).
 */
export const reasonMessages = defineMessages('reasons', {
  coLiked: 'People who loved {title} also loved this',
  coLikedShort: 'Fans of {title} loved it',
  director: 'Also directed by {names}',
  cast: 'Also starring {names}',
  shares: 'Shares: {items}',
  similar: 'Similar to {title}',
  source: 'TMDB recommends it with {title}',
  sourceShort: 'TMDB pairs it with {title}',
  popular: 'Popular in {genres}, which you like',
  popularShort: 'Popular in {genre}',
  becauseYou: 'Because you {actions}',
  youRated: 'rated {title} {rating}',
  youLiked: 'liked {title}',
  youWatched: 'watched {title}',
  becauseThey: 'Because they {actions}',
  theyRated: 'rated {title} {rating}',
  theyLiked: 'liked {title}',
  theyWatched: 'watched {title}',
  friendsRated: 'Because friends rated {movies}',
  friendsRatedShort: 'Friends rated {movies}',
  friendRating: '{title} {rating}',
});
