import { timestampField, tmdbIdField } from './field-values.ts';
import { MalformedImportError, type ImportRecord } from './import-records.ts';
import { readJsonDocument } from './json-document.ts';

export const MARQUEE_MANIFEST = 'marquee.json';

/** Visits from our own export's `marquee.json` (`visits: [{ tmdb_id, visited_at }]`); its CSVs are read as Letterboxd's. */
export function readMarqueeVisits(text: string): ImportRecord[] {
  const document = readJsonDocument(MARQUEE_MANIFEST, text);
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    throw new MalformedImportError(MARQUEE_MANIFEST, 1, 'expected a JSON object');
  const visits = (document as { visits?: unknown }).visits;
  if (visits === undefined) return [];
  if (!Array.isArray(visits)) throw new MalformedImportError(MARQUEE_MANIFEST, null, 'visits is not a list');
  return visits.map((visit: unknown, index) => {
    const line = index + 1;
    const item = (typeof visit === 'object' && visit !== null ? visit : {}) as Record<string, unknown>;
    const tmdbId = tmdbIdField(item.tmdb_id);
    const visitedAt = timestampField(item.visited_at, { file: MARQUEE_MANIFEST, line }, 'visited_at');
    if (tmdbId === null || visitedAt === null)
      throw new MalformedImportError(MARQUEE_MANIFEST, line, 'a visit needs tmdb_id and visited_at');
    return {
      kind: 'visit' as const,
      row: {
        file: MARQUEE_MANIFEST,
        line,
        title: typeof item.title === 'string' ? item.title : '',
        year: null,
        imdbId: null,
        tmdbId,
      },
      visitedAt,
    };
  });
}
