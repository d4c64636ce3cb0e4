import type { CatalogBrowse } from '@marquee/catalog';
import type { LikedMovie } from '@marquee/contracts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { LikesRepository } from './likes.repository.ts';
import { takeMovieSnapshot } from '../../platform/movie-snapshot.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';

export function createLikesService({ likes, catalog }: { likes: LikesRepository; catalog: CatalogBrowse }) {
  return {
    listLikes: (userId: string): Promise<LikedMovie[]> => likes.listForUser(userId),
    likesFingerprint: (userId: string): Promise<string> => likes.fingerprint(userId),

    async likeMovie(userId: string, tmdbId: number): Promise<{ like_id: number; tmdb_id: number }> {
      // Answer a repeat like without a catalog call; a concurrent duplicate is still caught by the constraint below.
      if (await likes.isLiked(userId, tmdbId)) throw new ConflictError('Movie already liked');
      const snapshot = await takeMovieSnapshot(catalog, tmdbId);
      const likeId = await likes.add(userId, snapshot, uniqueTimestamp());
      if (likeId === null) throw new ConflictError('Movie already liked');
      return { like_id: likeId, tmdb_id: tmdbId };
    },

    async unlikeMovie(userId: string, tmdbId: number): Promise<void> {
      if (!(await likes.remove(userId, tmdbId))) throw new NotFoundError('Movie not in your likes');
    },
  };
}
