import { GENRES } from '@marquee/contracts';

// Cell values as the dataset files spell them, read into what the catalog stores.

export const genreIdByName = new Map<string, number>(
  GENRES.map((genre) => [genre.name.toLowerCase(), genre.id]),
);

/** "https://image.tmdb.org/t/p/w500/abc.jpg" or "/abc.jpg" -> "/abc.jpg"; anything else -> null. */
export function imagePath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /\/([^/\s?#]+\.(?:jpg|jpeg|png|webp|svg))(?:[?#].*)?$/i.exec(value.trim());
  return match ? `/${match[1]}` : null;
}

export function positiveInt(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+(\.0+)?\s*$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(number) && number > 0 ? number : null;
}

export function finiteNumber(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function releaseDate(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? value.trim() : null;
}
