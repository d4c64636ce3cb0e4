/**
 * The hand-picked movies of the built-in starter catalog (starter-selection.json), with overviews written for
 * Marquee, checked against a schema when read.
 *
 * Only the TMDB id, a title (checked against the data by the build script, to catch typos in ids) and our own
 * overview live there. Every other fact is read from the shared datasets by build-starter-catalog.ts.
 * Overviews are original, spoiler-light summaries: never copy or paraphrase a dataset overview or tagline
 * (starter-catalog.test.ts rejects 8-word overlaps).
 *
 * Ordered by release date. The Final Destination and Mission: Impossible films, Interstellar, Inception,
 * Stree 2 and the Godfather trilogy are required (the product's "popular searches").
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CERTIFICATIONS } from '../src/catalog.ts';

const SELECTION_PATH = fileURLToPath(new URL('./starter-selection.json', import.meta.url));

const entrySchema = z.strictObject({
  /** TMDB movie id. */
  id: z.number().int().positive(),
  /** The title as the datasets spell it. */
  title: z.string().min(1),
  /** 1-3 sentences in our own words. */
  overview: z.string().trim().min(1),
  /**
   * Only for a movie the datasets know too little about: its facts (checked by hand against public sources);
   * images, vote figures and the trailer still come from a dataset that has them.
   */
  facts: z
    .strictObject({
      original_language: z.string().length(2),
      release_date: z.iso.date(),
      runtime: z.number().int().positive().nullable(),
      genre_ids: z.array(z.number().int().positive()).min(1),
      keywords: z.array(z.string().min(1)),
      directors: z.array(z.string().min(1)),
      /** Top-billed first. */
      cast: z.array(z.string().min(1)),
      certification: z.enum(CERTIFICATIONS).nullable(),
      countries: z.array(z.string().length(2)),
    })
    .optional(),
});

const selectionSchema = z.array(entrySchema).superRefine((entries, context) => {
  const seen = new Set<number>();
  for (const [index, entry] of entries.entries()) {
    if (seen.has(entry.id))
      context.addIssue({ code: 'custom', path: [index, 'id'], message: `Duplicate id ${entry.id}` });
    seen.add(entry.id);
  }
});

export type StarterSelectionEntry = z.infer<typeof entrySchema>;

/** The selection, or an error naming the entry and field that break the schema. */
export function readStarterSelection(): StarterSelectionEntry[] {
  const parsed = selectionSchema.safeParse(JSON.parse(fs.readFileSync(SELECTION_PATH, 'utf8')));
  if (!parsed.success)
    throw new Error(`${SELECTION_PATH} is not a valid starter selection:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
