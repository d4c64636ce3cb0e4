import type { CatalogBrowse } from '@marquee/catalog';
import type { PublishableChange } from '../../platform/publishable-events.ts';
import type { FederationItemsRepository } from './federation-items.repository.ts';
import type { FilmNoteSource, FilmRef } from './notes.ts';

export type PublishableItem = PublishableChange['item'];
export const PUBLISHABLE_ITEMS = ['rating', 'comment', 'playlist'] as const satisfies PublishableItem[];

/** An item's Note key under its actor: `rating-603` (by film), `comment-12`, `playlist-7`. */
export const itemKey = (item: PublishableItem, itemId: number) => `${item}-${itemId}`;

/** The item a Note key names, or undefined for a diary entry's (a bare id) or anything else. */
export function parseItemKey(key: string): { item: PublishableItem; itemId: number } | undefined {
  const match = /^(rating|comment|playlist)-(\d{1,15})$/.exec(key);
  if (!match) return undefined;
  const itemId = Number(match[2]);
  return Number.isSafeInteger(itemId) ? { item: match[1] as PublishableItem, itemId } : undefined;
}

/** The film as the catalog knows it (title and year), else by its id alone. */
async function filmOf(catalog: CatalogBrowse, tmdbId: number): Promise<FilmRef> {
  const movie = await catalog.getMovie(tmdbId).catch(() => null);
  return {
    tmdb_id: tmdbId,
    title: movie?.title ?? `TMDB ${tmdbId}`,
    release_date: movie?.release_date || null,
  };
}

/**
 * What an item's Note says now, or undefined when there is nothing to publish: the rating or comment is gone,
 * or the playlist is deleted or no longer public.
 */
export async function loadItemSource(
  items: FederationItemsRepository,
  catalog: CatalogBrowse,
  userId: string,
  item: PublishableItem,
  itemId: number,
): Promise<FilmNoteSource | undefined> {
  const key = itemKey(item, itemId);
  if (item === 'rating') {
    const rating = await items.rating(userId, itemId);
    if (!rating) return undefined;
    return {
      userId,
      key,
      kind: 'rated',
      films: [await filmOf(catalog, itemId)],
      rating: rating.rating,
      text: null,
      path: `/movie/${itemId}`,
      created_at: rating.created_at,
      updated_at: rating.updated_at === rating.created_at ? null : rating.updated_at,
    };
  }
  if (item === 'comment') {
    const comment = await items.comment(userId, itemId);
    if (!comment) return undefined;
    return {
      userId,
      key,
      kind: 'comment',
      films: [await filmOf(catalog, comment.tmdb_id)],
      rating: null,
      text: comment.comment_text,
      path: `/movie/${comment.tmdb_id}`,
      created_at: comment.created_at,
      updated_at: comment.updated_at === comment.created_at ? null : comment.updated_at,
    };
  }
  const playlist = await items.publicPlaylist(userId, itemId);
  if (!playlist) return undefined;
  return {
    userId,
    key,
    kind: 'playlist',
    name: playlist.name,
    films: playlist.films.map((film) => ({ tmdb_id: film.tmdb_id, title: film.title, release_date: null })),
    rating: null,
    text: null,
    path: playlist.share_token ? `/p/${playlist.share_token}` : '/',
    created_at: playlist.created_at,
    updated_at: playlist.films.at(-1)?.added_at ?? null,
  };
}
