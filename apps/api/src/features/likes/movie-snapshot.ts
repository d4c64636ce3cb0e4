import type { Catalog } from '@marquee/catalog';
import type { MovieSnapshot } from '@marquee/contracts';
import { NotFoundError } from '../../platform/errors.ts';

/**
 * The catalog facts every personal list stores with its item (likes, watch status, visits, playlists),
 * taken when the item is stored. Shared by the library features; an unknown movie is a 404.
 */
export async function takeMovieSnapshot(catalog: Catalog, tmdbId: number): Promise<MovieSnapshot> {
  const movie = await catalog.getMovie(tmdbId);
  if (!movie) throw new NotFoundError('Movie not found');
  return { tmdb_id: movie.id, title: movie.title, poster_path: movie.poster_path, vote_average: movie.vote_average };
}

export async function assertMovieExists(catalog: Catalog, tmdbId: number): Promise<void> {
  await takeMovieSnapshot(catalog, tmdbId);
}

let lastStamp = 0;
/**
 * ISO timestamps that never repeat within a process, so "newest first" is a total order even when
 * two writes land in the same millisecond.
 */
export function libraryTimestamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

/** List rows gain `id` (= tmdb_id) so every list item is directly a movie reference for the web app. */
export function withMovieId<T extends { tmdb_id: number }>(row: T): T & { id: number } {
  return { ...row, id: row.tmdb_id };
}
