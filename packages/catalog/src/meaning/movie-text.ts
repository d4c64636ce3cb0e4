import crypto from 'node:crypto';
import { genreName } from '@marquee/contracts';

export interface MovieTextSource {
  title: string;
  genre_ids: number[];
  keywords: string[];
  overview: string | null;
}

const MAX_KEYWORDS = 20;

/** The sentence a movie is embedded from: title, genres, keywords and overview. */
export function movieText(movie: MovieTextSource): string {
  const genres = [...movie.genre_ids]
    .sort((a, b) => a - b)
    .map((id) => genreName(id))
    .filter((name) => name !== undefined);
  const keywords = movie.keywords.slice(0, MAX_KEYWORDS).map((keyword) => keyword.trim());
  return [movie.title, genres.join(', '), keywords.join(', '), movie.overview?.trim() ?? '']
    .filter((part) => part !== '')
    .join('. ');
}

/** Short hash of the embedded text: a stored vector is reused while it is unchanged. */
export function textFingerprint(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** The stored `keywords_json` column as a list (anything unreadable is no keywords). */
export function parseKeywordsJson(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
