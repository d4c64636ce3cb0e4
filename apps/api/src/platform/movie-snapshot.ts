import type { CatalogBrowse } from '@marquee/catalog';
import type { MovieSnapshot } from '@marquee/contracts';
import { NotFoundError } from './errors.ts';

/**
 * The catalog facts every personal list stores with its item (likes, watch status, visits, playlists),
 * taken when the item is stored. An unknown movie is a 404.
 */
export async function takeMovieSnapshot(catalog: CatalogBrowse, tmdbId: number): Promise<MovieSnapshot> {
  return (await takeDatedMovieSnapshot(catalog, tmdbId)).snapshot;
}

/** The snapshot and the movie's release date, which a diary entry keeps to show the year. */
export async function takeDatedMovieSnapshot(
  catalog: CatalogBrowse,
  tmdbId: number,
): Promise<{ snapshot: MovieSnapshot; release_date: string | null }> {
  const movie = await catalog.getMovie(tmdbId);
  if (!movie) throw new NotFoundError('Movie not found');
  return {
    snapshot: {
      tmdb_id: movie.id,
      title: movie.title,
      poster_path: movie.poster_path,
      vote_average: movie.vote_average,
    },
    // The catalog answers '' for an unknown date, as TMDB does.
    release_date: movie.release_date || null,
  };
}

export async function assertMovieExists(catalog: CatalogBrowse, tmdbId: number): Promise<void> {
  await takeMovieSnapshot(catalog, tmdbId);
}

/** List rows gain `id` (= tmdb_id) so every list item is directly a movie reference for the web app. */
export function withMovieId<T extends { tmdb_id: number }>(row: T): T & { id: number } {
  return { ...row, id: row.tmdb_id };
}
