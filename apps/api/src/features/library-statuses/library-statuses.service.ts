import type { LibraryStatus } from '@marquee/contracts';
import type { LibraryContextRepository } from '../../platform/library-context/library-context.repository.ts';

/** The marks on a page's posters: for each movie asked about, whether the user watched, listed, liked or rated it. */
export function createLibraryStatusesService({
  library,
  friendsRatings,
}: {
  library: LibraryContextRepository;
  /** What the people the user follows rated these films, when the user allowed it (else none). */
  friendsRatings: (
    userId: string,
    tmdbIds: readonly number[],
  ) => Promise<{ tmdb_id: number; rating: number }[]>;
}) {
  return {
    async statusesOf(userId: string, tmdbIds: readonly number[]): Promise<LibraryStatus[]> {
      const asked = [...new Set(tmdbIds)];
      const [{ statuses, ratings, likes }, friends] = await Promise.all([
        library.rowsForMovies(userId, asked),
        friendsRatings(userId, asked),
      ]);
      const friendsOf = new Map<number, number[]>();
      for (const row of friends)
        friendsOf.set(row.tmdb_id, [...(friendsOf.get(row.tmdb_id) ?? []), row.rating]);
      const averageOf = (scores: number[] | undefined) =>
        scores ? Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10 : null;
      const statusOf = new Map(statuses.map((row) => [row.tmdb_id, row.status]));
      const ratingOf = new Map(ratings.map((row) => [row.tmdb_id, row.rating]));
      const liked = new Set(likes.map((row) => row.tmdb_id));
      return asked.map((tmdbId) => ({
        tmdb_id: tmdbId,
        watched: statusOf.get(tmdbId) === 'watched',
        want_to_watch: statusOf.get(tmdbId) === 'want_to_watch',
        liked: liked.has(tmdbId),
        rating: ratingOf.get(tmdbId) ?? null,
        friends_rating: averageOf(friendsOf.get(tmdbId)),
      }));
    },
  };
}
