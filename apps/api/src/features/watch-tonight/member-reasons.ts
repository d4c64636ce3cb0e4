import { genreName, historyReason, type MovieSummary, type ReasonMovie } from '@marquee/contracts';
import type { MemberTaste } from './tonight.repository.ts';

/**
 * Who reads a member's reason. The member themself, or a partner, who may read the member's own movies by
 * name only when the member's profile is public. A private member's reason still says something real, from
 * what accepting the link shared with partners (decision 025): that the pick is on their watchlist, or how
 * their watch history led to it, counted and never named.
 */
export interface ReasonReader {
  self: boolean;
  namesMovies: boolean;
}

export const readerOf = (taste: MemberTaste, viewerId: string): ReasonReader => {
  const self = taste.userId === viewerId;
  return { self, namesMovies: self || taste.isPublic };
};

const onWatchlist = ({ self }: ReasonReader) => (self ? "it's on your watchlist" : "it's on their watchlist");
const newGround = ({ self }: ReasonReader) => (self ? 'new ground for you' : 'new ground for them');
const aFilm = (count: number) => (count === 1 ? 'a film' : `${count} films`);

/**
 * A member's reason for a group pick from the model's own contributions: the member's movies whose terms add
 * most to their predicted score of it (`because` of their `/recommend/history` answer), in the shared wording
 * of "For you" ("because you rated Heat 9 and liked Collateral"), said of "they" for another member; for a
 * private member, how many of their movies led to it.
 */
export function contributionsReason(
  taste: MemberTaste,
  reader: ReasonReader,
  tmdbId: number,
  contributors: readonly number[] | undefined,
  titles: ReadonlyMap<number, string>,
): string {
  // Their own watchlist is what sets their score of the movie (see groupScores in tonight-picks.ts), so it is the reason.
  if (taste.watchlist.has(tmdbId)) return onWatchlist(reader);
  const named = (contributors ?? []).flatMap((id): ReasonMovie[] => {
    const title = titles.get(id);
    return title ? [{ id, title, rating: taste.ratings.get(id), liked: taste.likes.has(id) }] : [];
  });
  // The model put the movie nowhere in this member's list (it is there for the others): nothing to name.
  if (named.length === 0) return newGround(reader);
  if (!reader.namesMovies) return `close to ${aFilm(named.length)} in their watch history`;
  const { text } = historyReason(named, reader.self ? 'you' : 'they');
  // Shown after the member's name ("Ana: because they..."), so it starts in lower case.
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** While the recommender is down: the member's liked movie sharing most genres with the pick. */
export function genreOverlapReason(
  taste: MemberTaste,
  reader: ReasonReader,
  movie: MovieSummary,
  score: number,
  liked: MovieSummary[],
): string {
  if (taste.watchlist.has(movie.id)) return onWatchlist(reader);
  let best: { title: string; shared: number[] } | undefined;
  for (const candidate of liked) {
    const shared = candidate.genre_ids.filter((genre) => movie.genre_ids.includes(genre));
    if (shared.length > (best?.shared.length ?? 0)) best = { title: candidate.title, shared };
  }
  const pull = score >= 0.5 ? 'a strong match' : score > 0 ? 'a match' : 'new ground';
  if (!best) return `${pull} for ${reader.self ? 'your' : 'their'} taste`;
  const genres = best.shared
    .slice(0, 2)
    .map((genre) => genreName(genre))
    .filter(Boolean)
    .join(' and ');
  if (!reader.namesMovies) return `${pull}: ${genres}, as in their watch history`;
  return `${pull}: ${reader.self ? 'you' : 'they'} liked ${best.title}, also ${genres}`;
}
