import type { Context } from '@fedify/fedify';
import { Link, Note, PUBLIC_COLLECTION } from '@fedify/fedify/vocab';
import type { CatalogBrowse } from '@marquee/catalog';
import type { DiaryEntryForNote } from './federation.repository.ts';
import type { FederationTables, Visibility } from '@marquee/db';
import { instantAt } from './fedify-time.ts';

export const OUTBOX_SIZE = 20;
/** The most of a review we send, and of a remote post's text we keep (ADR 035). */
export const TEXT_LIMIT = 2_000;

/** The film's page on TMDB: how other servers match a post to a film (the id is in the path). */
export const tmdbMovieUrl = (tmdbId: number) => `https://www.themoviedb.org/movie/${tmdbId}`;
const TMDB_MOVIE_URL = /^https?:\/\/(?:www\.)?themoviedb\.org\/movie\/(\d{1,9})(?:[-/?#]|$)/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A film a Note links: by its TMDB page, which is how other servers match it. */
export interface FilmRef {
  tmdb_id: number;
  title: string;
  release_date: string | null;
}

/**
 * What one published Note says, whatever it comes from: a diary entry ("Watched"), a rating ("Rated"), a
 * comment ("On"), or a public playlist (its name and films).
 */
export interface FilmNoteSource {
  userId: string;
  /** The Note's key under its actor: a diary entry's id, or `rating-603`, `comment-12`, `playlist-7`. */
  key: string;
  kind: 'watched' | 'rated' | 'comment' | 'playlist';
  /** One film, or a playlist's films in order. */
  films: FilmRef[];
  /** A playlist's name. */
  name?: string;
  rating: number | null;
  /** A review or a comment. */
  text: string | null;
  /** Its page here, e.g. `/movie/603` or a shared playlist's `/p/{token}`. */
  path: string;
  created_at: string;
  updated_at: string | null;
}

/** A playlist's Note names at most this many films (each linked and tagged); the rest are counted. */
export const PLAYLIST_NOTE_FILMS = 20;

const labelOf = (film: FilmRef) => {
  const year = film.release_date?.slice(0, 4);
  return year ? `${film.title} (${year})` : film.title;
};
const filmLink = (film: FilmRef) =>
  `<a href="${escapeHtml(tmdbMovieUrl(film.tmdb_id))}">${escapeHtml(labelOf(film))}</a>`;

/** The Note's first line: "Watched <Title (Year)> ★ 8/10", "Rated ...", "On ...:", "Playlist “Name”: ...". */
function headlineOf(source: FilmNoteSource, films: FilmRef[]): string {
  const rating = source.rating === null ? '' : ` ★ ${source.rating}/10`;
  const film = films[0] ? filmLink(films[0]) : '';
  if (source.kind === 'watched') return `Watched ${film}${rating}`;
  if (source.kind === 'rated') return `Rated ${film}${rating}`;
  if (source.kind === 'comment') return `On ${film}:`;
  const more = source.films.length - films.length;
  const list = films.map(filmLink).join(', ') + (more > 0 ? ` and ${more} more` : '');
  return `Playlist “${escapeHtml(source.name ?? '')}”: ${list || 'no films yet'}`;
}

/**
 * A Note Mastodon shows readably: its headline with each film linked to TMDB, then the review or comment; the
 * same links as Link tags for servers that read tags.
 */
export function filmNote(
  ctx: Context<void>,
  publicUrl: string,
  source: FilmNoteSource,
  visibility: Exclude<Visibility, 'private'>,
): Note {
  const films = source.films.slice(0, PLAYLIST_NOTE_FILMS);
  const text = source.text?.trim().slice(0, TEXT_LIMIT);
  const content =
    `<p>${headlineOf(source, films)}</p>` + (text ? `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>` : '');
  const followers = ctx.getFollowersUri(source.userId);
  return new Note({
    id: ctx.getObjectUri(Note, { identifier: source.userId, entryId: source.key }),
    attribution: ctx.getActorUri(source.userId),
    to: visibility === 'public' ? PUBLIC_COLLECTION : followers,
    cc: visibility === 'public' ? followers : null,
    content,
    url: new URL(source.path, publicUrl),
    published: instantAt(source.created_at),
    updated: source.updated_at ? instantAt(source.updated_at) : null,
    tags: films.map((film) => new Link({ href: new URL(tmdbMovieUrl(film.tmdb_id)), name: labelOf(film) })),
  });
}

/** A diary entry as its Note says it. */
export const sourceOfEntry = (entry: DiaryEntryForNote): FilmNoteSource => ({
  userId: entry.user_id,
  key: String(entry.entry_id),
  kind: 'watched',
  films: [entry],
  rating: entry.rating,
  text: entry.review,
  path: `/movie/${entry.tmdb_id}`,
  created_at: entry.created_at,
  updated_at: entry.updated_at,
});

type FilmPost = Pick<
  FederationTables['federation_remote_notes'],
  | 'note_iri'
  | 'tmdb_id'
  | 'title'
  | 'poster_path'
  | 'release_date'
  | 'rating'
  | 'content'
  | 'url'
  | 'published_at'
>;

/** The text of a post's HTML, for a feed that shows it as text. */
function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos|nbsp);/gi, (entity, name: string) => {
      const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
      if (name[0] !== '#') return named[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    })
    .trim();
}

/**
 * A received Note as a film post, when it links a film by its TMDB id (a tag, or a link in its text): anything
 * else (most of Mastodon) is not kept. The film's title and poster come from our catalog when it has it.
 */
export async function filmPostOf(note: Note, catalog: CatalogBrowse): Promise<FilmPost | undefined> {
  if (!note.id) return undefined;
  const html = note.content?.toString() ?? '';
  const links: string[] = [];
  for await (const tag of note.getTags()) if (tag instanceof Link && tag.href) links.push(tag.href.href);
  for (const match of html.matchAll(/href\s*=\s*"([^"]+)"/gi)) links.push(match[1]!.replace(/&amp;/g, '&'));
  const tmdbId = links.map((link) => TMDB_MOVIE_URL.exec(link)?.[1]).find(Boolean);
  if (!tmdbId) return undefined;
  const text = textOf(html).slice(0, TEXT_LIMIT);
  const rating = /★\s*(\d{1,2}(?:\.\d)?)(?:\s*\/\s*10)?/.exec(text)?.[1];
  const movie = await catalog.getMovie(Number(tmdbId)).catch(() => undefined);
  const linkName = /<a[^>]*themoviedb\.org\/movie\/\d+[^>]*>([^<]{1,300})<\/a>/i.exec(html)?.[1];
  return {
    note_iri: note.id.href,
    tmdb_id: Number(tmdbId),
    title: movie?.title ?? (linkName ? textOf(linkName) : `TMDB ${tmdbId}`),
    poster_path: movie?.poster_path ?? null,
    release_date: movie?.release_date || null,
    rating: rating === undefined || Number(rating) > 10 ? null : Number(rating),
    content: text,
    // Shown as a link: only a web address (never javascript: or data:).
    url: note.url instanceof URL && /^https?:$/.test(note.url.protocol) ? note.url.href : null,
    published_at: note.published?.toString() ?? new Date().toISOString(),
  };
}
