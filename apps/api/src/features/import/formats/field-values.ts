import { MalformedImportError } from './import-records.ts';

/** Readers of the values export files carry, each failing with the file and line it came from. */
export interface FieldContext {
  file: string;
  line: number;
}

const fail = (at: FieldContext, problem: string): never => {
  throw new MalformedImportError(at.file, at.line, problem);
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A 4-digit year, or null when empty. */
export function yearField(value: unknown, at: FieldContext, column = 'Year'): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  const raw = text(value);
  if (raw === '') return null;
  if (!/^\d{4}$/.test(raw)) return fail(at, `${column} "${raw}" is not a year`);
  return Number(raw);
}

/** A calendar date `YYYY-MM-DD` (a longer timestamp keeps its date part), or null when empty. */
export function dateField(value: unknown, at: FieldContext, column: string): string | null {
  const raw = text(value);
  if (raw === '') return null;
  const date = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(raw)?.[1];
  if (!date || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    return fail(at, `${column} "${raw}" is not a date (YYYY-MM-DD)`);
  return date;
}

/** An ISO timestamp, normalised to UTC (`2024-03-05T20:15:00.000Z`). */
export function timestampField(value: unknown, at: FieldContext, column: string): string | null {
  const raw = text(value);
  if (raw === '') return null;
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00Z` : raw);
  if (Number.isNaN(time)) return fail(at, `${column} "${raw}" is not a date`);
  return new Date(time).toISOString();
}

/** Letterboxd's stars (0.5-5 in halves) on our 1-10 scale, or null when unrated. */
export function starsField(value: unknown, at: FieldContext, column = 'Rating'): number | null {
  const raw = text(value);
  if (raw === '') return null;
  const stars = Number(raw);
  if (!Number.isFinite(stars) || stars < 0.5 || stars > 5 || !Number.isInteger(stars * 2))
    return fail(at, `${column} "${raw}" is not 0.5 to 5 stars`);
  return stars * 2;
}

/** A 1-10 rating, or null when empty. */
export function tenPointField(value: unknown, at: FieldContext, column: string): number | null {
  if (value === null || value === undefined) return null;
  const raw = typeof value === 'number' ? String(value) : text(value);
  if (raw === '') return null;
  const rating = Number(raw);
  if (!Number.isInteger(rating) || rating < 1 || rating > 10)
    return fail(at, `${column} "${raw}" is not a whole number from 1 to 10`);
  return rating;
}

/** "tt0114709" (IMDb links and bare numbers too), or null when absent. */
export function imdbIdField(value: unknown): string | null {
  const digits = /(?:^|tt)(\d{5,})/.exec(text(value))?.[1];
  return digits ? `tt${digits.padStart(7, '0')}` : null;
}

/** A positive TMDB id, or null when absent or not a number. */
export function tmdbIdField(value: unknown): number | null {
  const raw = typeof value === 'number' ? String(value) : text(value);
  return /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** Letterboxd writes "Yes"; our own export and other tools may write true/1. */
export function yesField(value: unknown): boolean {
  return /^(yes|true|1)$/i.test(text(value));
}
