import { defineMessages } from '../../lib/i18n/i18n.ts';

export const watchStatusMessages = defineMessages('watchStatus', {
  markAsWatched: 'Mark as Watched',
  watched: 'Watched',
  addToWatchlist: 'Add to Watchlist',
  inWatchlist: 'In Watchlist',
  loginToTrack: 'Please login to track movies',
  markedWatched: 'Movie marked as watched!',
  alreadyWatched: 'Already marked as watched.',
  addedToWatchlist: 'Added to your watchlist!',
  alreadyInWatchlist: 'Already in your watchlist.',
  failedToUpdate: 'Failed to update status.',
});
