import { historyReason, type ReasonMovie } from '@marquee/contracts';
import type { MemberTaste } from './tonight.repository.ts';

/**
 * A member's reason for a group pick from the model's own contributions: the member's movies whose terms add
 * most to their predicted score of it (`because` of their `/recommend/history` answer), in the shared wording
 * of "For you" ("because you rated Heat 9 and liked Collateral"), said of "they" for another member.
 */
export function contributionsReason(
  taste: MemberTaste,
  self: boolean,
  tmdbId: number,
  contributors: readonly number[] | undefined,
  titles: ReadonlyMap<number, string>,
): string {
  // Their own watchlist is what sets their score of the movie (see tonight.service's scores), so it is the reason.
  if (taste.watchlist.has(tmdbId)) return self ? "it's on your watchlist" : "it's on their watchlist";
  const named = (contributors ?? []).flatMap((id): ReasonMovie[] => {
    const title = titles.get(id);
    return title ? [{ id, title, rating: taste.ratings.get(id), liked: taste.likes.has(id) }] : [];
  });
  // The model put the movie nowhere in this member's list (it is there for the others): nothing to name.
  if (named.length === 0) return self ? 'new ground for you' : 'new ground for them';
  const { text } = historyReason(named, self ? 'you' : 'they');
  // Shown after the member's name ("Ana: because they..."), so it starts in lower case.
  return text.charAt(0).toLowerCase() + text.slice(1);
}
