import { defineMessages } from '../../lib/i18n/i18n.ts';

/**
 * The words of a friend's post and the movie page's "Friends who watched this", apart from the Friends page's
 * (messages.ts), so the movie page's chunk carries only these.
 */
export const friendPostMessages = defineMessages('federation', {
  postBy: '{name} on {title}',
  ratedOutOfTen: 'Rated {rating} out of 10',
  openPost: 'Open the post',
  friendsWhoWatched: 'Friends who watched this',
});
