import {
  genreName,
  historyReason,
  type MemberReasonParts,
  type MovieSummary,
  type ReasonMovie,
} from '@marquee/contracts';
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

type Subject = MemberReasonParts['subject'];
const subjectOf = ({ self }: ReasonReader): Subject => (self ? 'you' : 'they');

/** A member's reason in English, as the API has always sent it, and the parts it is made of. */
export interface WordedReason {
  reason: string;
  parts: MemberReasonParts;
}

const MATCH_WORDS = { strong: 'a strong match', match: 'a match', new_ground: 'new ground' } as const;
const genreWords = (ids: number[]) => ids.map((genre) => genreName(genre)).join(' and ');

/** The English of a member's reason, from its parts. */
function inEnglish(parts: MemberReasonParts): string {
  const you = parts.subject === 'you';
  switch (parts.kind) {
    case 'on_watchlist':
      return you ? "it's on your watchlist" : "it's on their watchlist";
    case 'new_ground':
      return you ? 'new ground for you' : 'new ground for them';
    case 'history_count':
      return `close to ${parts.count === 1 ? 'a film' : `${parts.count} films`} in their watch history`;
    case 'history': {
      const { text } = historyReason(parts.movies, parts.subject);
      // Shown after the member's name ("Ana: because they..."), so it starts in lower case.
      return text.charAt(0).toLowerCase() + text.slice(1);
    }
    case 'taste':
      return `${MATCH_WORDS[parts.match]} for ${you ? 'your' : 'their'} taste`;
    case 'shared_genres':
      return `${MATCH_WORDS[parts.match]}: ${genreWords(parts.genre_ids)}, as in their watch history`;
    case 'liked_genres':
      return `${MATCH_WORDS[parts.match]}: ${parts.subject} liked ${parts.title}, also ${genreWords(parts.genre_ids)}`;
  }
}

const worded = (parts: MemberReasonParts): WordedReason => ({ reason: inEnglish(parts), parts });

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
): WordedReason {
  const subject = subjectOf(reader);
  // Their own watchlist is what sets their score of the movie (see groupScores in tonight-picks.ts), so it is the reason.
  if (taste.watchlist.has(tmdbId)) return worded({ kind: 'on_watchlist', subject });
  const named = (contributors ?? []).flatMap((id): ReasonMovie[] => {
    const title = titles.get(id);
    return title ? [{ id, title, rating: taste.ratings.get(id), liked: taste.likes.has(id) }] : [];
  });
  // The model put the movie nowhere in this member's list (it is there for the others): nothing to name.
  if (named.length === 0) return worded({ kind: 'new_ground', subject });
  if (!reader.namesMovies) return worded({ kind: 'history_count', subject, count: named.length });
  return worded({ kind: 'history', subject, movies: historyReason(named, subject).movies });
}

/** While the recommender is down: the member's liked movie sharing most genres with the pick. */
export function genreOverlapReason(
  taste: MemberTaste,
  reader: ReasonReader,
  movie: MovieSummary,
  score: number,
  liked: MovieSummary[],
): WordedReason {
  const subject = subjectOf(reader);
  if (taste.watchlist.has(movie.id)) return worded({ kind: 'on_watchlist', subject });
  let best: { title: string; shared: number[] } | undefined;
  for (const candidate of liked) {
    const shared = candidate.genre_ids.filter((genre) => movie.genre_ids.includes(genre));
    if (shared.length > (best?.shared.length ?? 0)) best = { title: candidate.title, shared };
  }
  const match = score >= 0.5 ? 'strong' : score > 0 ? 'match' : 'new_ground';
  const genreIds = best?.shared.slice(0, 2).filter((genre) => genreName(genre) !== undefined) ?? [];
  if (!best || genreIds.length === 0) return worded({ kind: 'taste', subject, match });
  if (!reader.namesMovies) return worded({ kind: 'shared_genres', subject, match, genre_ids: genreIds });
  return worded({ kind: 'liked_genres', subject, match, title: best.title, genre_ids: genreIds });
}
