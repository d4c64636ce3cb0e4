/**
 * The built-in starter catalog: a few hundred well-known movies shipped with Marquee so a fresh
 * install has something to browse before any import runs.
 *
 * The facts in packages/catalog/starter/movies.json are generated from public datasets by
 * packages/catalog/scripts/build-starter-catalog.ts; only the overviews are written by hand.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CERTIFICATIONS } from '../catalog.ts';

/** A TMDB image path such as "/gEU2QniE6E77NI6lCU6MxlNBvIx.jpg" (no host, no size segment). */
const imagePathSchema = z.string().regex(/^\/[^/\s]+\.[A-Za-z0-9]+$/);

export const starterCastMemberSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  character: z.string().nullable(),
  order: z.number().int().nonnegative().nullable(),
  profile_path: imagePathSchema.nullable(),
});

export const starterMovieSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  imdb_id: z
    .string()
    .regex(/^tt\d{7,}$/)
    .nullable()
    .default(null),
  original_language: z.string().min(2).nullable(),
  release_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  runtime: z.number().positive().nullable(),
  vote_average: z.number().min(0).max(10),
  vote_count: z.number().int().nonnegative(),
  popularity: z.number().nonnegative(),
  poster_path: imagePathSchema.nullable(),
  backdrop_path: imagePathSchema.nullable(),
  genre_ids: z.array(z.number().int().positive()),
  production_companies: z.array(z.object({ id: z.number().int().positive(), name: z.string().min(1) })),
  keywords: z.array(z.string().min(1)),
  cast: z.array(starterCastMemberSchema),
  directors: z.array(z.object({ id: z.number().int().positive().nullable(), name: z.string().min(1) })),
  /** Crew besides the directors: writing credits and the key crew (composer, cinematographer, editor, producers). */
  crew: z
    .array(z.object({ id: z.number().int().positive(), name: z.string().min(1), job: z.string().min(1) }))
    .default([]),
  trailer_key: z
    .string()
    .regex(/^[\w-]{6,20}$/)
    .nullable()
    .default(null),
  certification: z.enum(CERTIFICATIONS).nullable().default(null),
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
  overview: z.string().min(20),
});

export const starterCatalogSchema = z.object({ movies: z.array(starterMovieSchema) });

export type StarterMovie = z.infer<typeof starterMovieSchema>;
export type StarterCastMember = z.infer<typeof starterCastMemberSchema>;

/** Absolute path of the generated starter catalog JSON. */
export const STARTER_CATALOG_PATH = fileURLToPath(new URL('../../starter/movies.json', import.meta.url));

let cache: StarterMovie[] | undefined;

/** Reads and validates packages/catalog/starter/movies.json (parsed once, then cached). */
export function loadStarterCatalog(): StarterMovie[] {
  if (!cache) {
    const raw: unknown = JSON.parse(fs.readFileSync(STARTER_CATALOG_PATH, 'utf8'));
    cache = starterCatalogSchema.parse(raw).movies;
  }
  return [...cache];
}
