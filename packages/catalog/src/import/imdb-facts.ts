import { CERTIFICATIONS, type Certification } from '../catalog.ts';
import { countryCode, languageCode } from './iso-codes.ts';

/** What the IMDB 5000 metadata adds to a movie: crew names, rating, language and country. */
export interface ImdbMovieFacts {
  imdbId: number;
  directorName: string | null;
  /** actor_1, actor_2, actor_3: the top-billed. */
  actorNames: string[];
  certification: Certification | null;
  /** ISO 639-1, from the English language name. */
  language: string | null;
  /** ISO 3166-1 alpha-2, from the country name. */
  country: string | null;
}

const cleanText = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** One movie_metadata.csv row; null without a readable IMDB link (the join key). */
export function imdbFactsOfRow(row: Record<string, string>): ImdbMovieFacts | null {
  const imdbId = /tt(\d+)/.exec(row.movie_imdb_link ?? '')?.[1];
  if (!imdbId) return null;
  const rating = cleanText(row.content_rating);
  return {
    imdbId: Number(imdbId),
    directorName: cleanText(row.director_name),
    actorNames: [row.actor_1_name, row.actor_2_name, row.actor_3_name]
      .map(cleanText)
      .filter((name): name is string => name !== null),
    // Older ratings (X, M, GP, Approved) and TV ratings are not today's MPAA scale: unknown.
    certification: CERTIFICATIONS.find((certification) => certification === rating) ?? null,
    language: languageCode(row.language),
    country: countryCode(row.country),
  };
}

/** IMDb's own spelling of an id: "tt" and at least seven digits (114709 -> "tt0114709"). */
export function formatImdbId(imdbNumber: number): string {
  return `tt${String(imdbNumber).padStart(7, '0')}`;
}

/** TMDB id -> IMDb id ("tt0114709"), reversing links.csv's imdbId -> tmdbId (the first link of a movie wins). */
export function imdbIdsByTmdbId(tmdbIdOfImdbId: Map<number, number>): Map<number, string> {
  const ids = new Map<number, string>();
  for (const [imdbNumber, tmdbId] of tmdbIdOfImdbId)
    if (!ids.has(tmdbId)) ids.set(tmdbId, formatImdbId(imdbNumber));
  return ids;
}

/** The first IMDB row of each movie (the file repeats some), keyed by TMDB id through links.csv's imdbId. */
export function imdbFactsByTmdbId(
  rows: ImdbMovieFacts[],
  tmdbIdOfImdbId: ReadonlyMap<number, number>,
): Map<number, ImdbMovieFacts> {
  const byTmdbId = new Map<number, ImdbMovieFacts>();
  for (const facts of rows) {
    const tmdbId = tmdbIdOfImdbId.get(facts.imdbId);
    if (tmdbId !== undefined && !byTmdbId.has(tmdbId)) byTmdbId.set(tmdbId, facts);
  }
  return byTmdbId;
}

// TMDB person and company ids are below ten million; names with no TMDB id get one in [1e9, 2e9), still a
// positive 32-bit integer that every route and column accepts.
const SYNTHETIC_ID_BASE = 1_000_000_000;
const SYNTHETIC_ID_RANGE = 1_000_000_000;

const normalizeName = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** FNV-1a of the normalized name: the same name gets the same id in every build and import. */
export function syntheticId(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of normalizeName(name)) {
    hash ^= char.codePointAt(0) as number;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return SYNTHETIC_ID_BASE + (hash % SYNTHETIC_ID_RANGE);
}

/**
 * Ids for names (people, companies): the TMDB id of the known person with that profile image when the credit
 * has one, else of a known one with that name (the most credited one when several share it), otherwise a
 * synthetic id (see {@link syntheticId}; on the rare clash of two names, the next free id).
 */
export function createIdResolver(
  known: Iterable<{ id: number; name: string; profile_path?: string | null }>,
): (name: string, profilePath?: string | null) => number {
  const credits = new Map<string, Map<number, number>>();
  const idByProfile = new Map<string, number>();
  for (const person of known) {
    const key = normalizeName(person.name);
    const ids = credits.get(key) ?? new Map<number, number>();
    ids.set(person.id, (ids.get(person.id) ?? 0) + 1);
    credits.set(key, ids);
    if (person.profile_path && !idByProfile.has(person.profile_path))
      idByProfile.set(person.profile_path, person.id);
  }
  const idByName = new Map<string, number>();
  for (const [key, ids] of credits)
    idByName.set(key, [...ids].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0]);
  const nameBySyntheticId = new Map<number, string>();
  return (name, profilePath) => {
    const byProfile = profilePath ? idByProfile.get(profilePath) : undefined;
    if (byProfile !== undefined) return byProfile;
    const key = normalizeName(name);
    const knownId = idByName.get(key);
    if (knownId !== undefined) return knownId;
    let id = syntheticId(name);
    while (nameBySyntheticId.has(id) && nameBySyntheticId.get(id) !== key)
      id = SYNTHETIC_ID_BASE + ((id - SYNTHETIC_ID_BASE + 1) % SYNTHETIC_ID_RANGE);
    nameBySyntheticId.set(id, key);
    return id;
  };
}
