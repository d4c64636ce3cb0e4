import type { LibraryStatus } from '@marquee/contracts';
import { libraryStatusMessages as m } from '../messages.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';

/** What a poster's mark says, e.g. 'Watched, rated 8, liked'; empty when the movie has no mark. */
export function statusMarkLabel(status: LibraryStatus): string {
  const parts = [
    status.watched && translate(m.markWatched),
    status.want_to_watch && translate(m.markOnWatchlist),
    status.rating !== null && translate(m.markRated, { rating: status.rating }),
    status.liked && translate(m.markLiked),
    status.friends_rating !== null &&
      translate(m.markFriendsRated, { rating: formatNumber(status.friends_rating) }),
  ].filter((part): part is string => typeof part === 'string');
  const label = parts.join(', ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}
