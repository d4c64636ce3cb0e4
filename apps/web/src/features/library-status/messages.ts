import { defineMessages } from '../../lib/i18n/i18n.ts';

export const libraryStatusMessages = defineMessages('libraryStatus', {
  youWatched: 'You watched it',
  onWatchlist: 'On your watchlist',
  yourRating: 'Your rating, 1 to 10',
  youLiked: 'You liked it',
  whatMarksMean: 'What the marks mean',
  markWatched: 'watched',
  markOnWatchlist: 'on your watchlist',
  markRated: 'rated {rating}',
  markLiked: 'liked',
  markFriendsRated: 'friends rated {rating}',
});
