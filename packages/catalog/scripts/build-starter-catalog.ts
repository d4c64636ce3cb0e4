/**
 * Builds packages/catalog/starter/movies.json, the built-in starter catalog.
 *
 *   npx tsx packages/catalog/scripts/build-starter-catalog.ts [--data <dir>]
 *
 * Reads the public datasets in the shared data folder (default: <repo>/../shared/data, or the
 * MARQUEE_SHARED_DATA environment variable) with the importer's own reader and merge
 * (src/import/: the same precedence, person ids and certifications as `catalog:import`), then writes the
 * FACTS of the movies chosen in ./starter-selection.json. Overviews come from the selection file (written
 * by hand); every other field comes from a dataset, or is null / [] when no dataset has it.
 *
 * Steps: read sources -> merge -> select -> enrich -> write. Every selected movie must be complete (at
 * least 3 cast members, a director and a runtime): the build prints each movie's completeness and fails
 * naming the incomplete ones with the most-voted complete movies not yet selected, to replace them with
 * (a replacement needs an overview in our own words, so the selection file is edited by hand).
 *
 * A selected movie that no dataset has carries its facts in the selection file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENRES } from '@marquee/contracts';
import { readStarterSelection, type StarterSelectionEntry } from './starter-selection';
import { DatasetReader, emptyContents, listDatasetFiles } from '../src/import/dataset-readers';
import { createIdResolver } from '../src/import/imdb-facts';
import { mergeDataset } from '../src/import/merge';
import type { CatalogMovieRecord } from '../src/movie-record';
import { starterCatalogSchema, type StarterMovie } from '../src/starter/starter-catalog';
import { completenessOf, isComplete } from '../src/starter/starter-completeness';

const MAX_CAST = 8;

const scriptDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(scriptDir, '../../..');
const outFile = path.resolve(scriptDir, '../starter/movies.json');

function dataDir(): string {
  const flag = process.argv.indexOf('--data');
  if (flag !== -1 && process.argv[flag + 1]) return path.resolve(process.argv[flag + 1]);
  return path.resolve(process.env.MARQUEE_SHARED_DATA ?? path.resolve(repoRoot, '../shared/data'));
}

/** Step 1: every dataset file the importer knows, read as the importer reads it (ratings are not needed). */
function readSources(dir: string) {
  const contents = emptyContents();
  let malformed = 0;
  const reader = new DatasetReader(contents, () => malformed++);
  for (const file of listDatasetFiles(dir)) {
    if (!/ratings\.csv$/i.test(file)) reader.readFile(file);
  }
  console.log(`Read ${contents.files.length} dataset files (${malformed} malformed rows skipped)`);
  return contents;
}

/** Step 2: one record per TMDB id, merged across the sources. */
function merge(contents: ReturnType<typeof emptyContents>): Map<number, CatalogMovieRecord> {
  return new Map(mergeDataset(contents).map((record) => [record.id, record]));
}

/** Step 3: the selected movies' records, or their facts from the selection when no dataset has them. */
function select(
  selection: StarterSelectionEntry[],
  records: Map<number, CatalogMovieRecord>,
): { entry: StarterSelectionEntry; record: CatalogMovieRecord }[] {
  const personId = createIdResolver([]);
  return selection.map((entry) => {
    const data = records.get(entry.id);
    const record = entry.facts ? withDatasetFigures(manualRecord(entry, entry.facts, personId), data) : data;
    if (!record) throw new Error(`TMDB id ${entry.id} (${entry.title}) is in no dataset`);
    if (record.title !== entry.title)
      throw new Error(
        `Selection says id ${entry.id} is "${entry.title}" but the data says "${record.title}"`,
      );
    return { entry, record };
  });
}

/** Step 4: our own overview, the top-billed cast, and only the fields the starter file holds. */
function enrich({
  entry,
  record,
}: {
  entry: StarterSelectionEntry;
  record: CatalogMovieRecord;
}): StarterMovie {
  if (!record.release_date) throw new Error(`TMDB id ${entry.id} has no release date`);
  return {
    id: record.id,
    title: record.title,
    imdb_id: record.imdb_id ?? null,
    original_language: record.original_language,
    release_date: record.release_date,
    runtime: record.runtime,
    vote_average: record.vote_average,
    vote_count: record.vote_count,
    popularity: record.popularity,
    poster_path: record.poster_path,
    backdrop_path: record.backdrop_path,
    genre_ids: record.genre_ids,
    production_companies: record.production_companies,
    keywords: record.keywords,
    cast: record.cast.slice(0, MAX_CAST),
    directors: record.directors.map(({ id, name }) => ({ id, name })),
    crew: (record.crew ?? []).map(({ id, name, job }) => ({ id, name, job })),
    certification: record.certification as StarterMovie['certification'],
    countries: record.countries,
    trailer_key: record.trailer_key ?? null,
    overview: entry.overview,
  };
}

/** Step 5: the file, in release order, after the completeness check. */
function write(movies: StarterMovie[]): void {
  movies.sort((a, b) => a.release_date.localeCompare(b.release_date) || a.id - b.id);
  const catalog = starterCatalogSchema.parse({ movies });
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, JSON.stringify(catalog, null, 2) + '\n');
  console.log(`Wrote ${movies.length} movies to ${path.relative(repoRoot, outFile)}`);
}

/** Images, vote figures, IMDb id and trailer of a hand-written movie, from a dataset that has them. */
function withDatasetFigures(
  record: CatalogMovieRecord,
  data: CatalogMovieRecord | undefined,
): CatalogMovieRecord {
  if (!data) return record;
  const { imdb_id, vote_average, vote_count, popularity, poster_path, backdrop_path, trailer_key } = data;
  return {
    ...record,
    imdb_id,
    vote_average,
    vote_count,
    popularity,
    poster_path,
    backdrop_path,
    trailer_key,
  };
}

/** A movie no dataset has, from the facts written in the selection file (votes unknown: 0). */
function manualRecord(
  entry: StarterSelectionEntry,
  facts: NonNullable<StarterSelectionEntry['facts']>,
  personId: (name: string) => number,
): CatalogMovieRecord {
  return {
    id: entry.id,
    title: entry.title,
    imdb_id: null,
    original_language: facts.original_language,
    overview: entry.overview,
    release_date: facts.release_date,
    runtime: facts.runtime,
    vote_average: 0,
    vote_count: 0,
    popularity: 0,
    poster_path: null,
    backdrop_path: null,
    genre_ids: facts.genre_ids,
    production_companies: [],
    keywords: facts.keywords,
    cast: facts.cast.map((name, order) => ({
      id: personId(name),
      name,
      character: null,
      order,
      profile_path: null,
    })),
    directors: facts.directors.map((name) => ({ id: personId(name), name })),
    certification: facts.certification,
    countries: facts.countries,
  };
}

function report(movies: StarterMovie[]): void {
  for (const movie of movies) {
    const c = completenessOf(movie);
    console.log(
      `  ${isComplete(c) ? 'ok  ' : 'MISS'} ${movie.id} ${movie.title} (${movie.release_date.slice(0, 4)}): ` +
        `cast ${c.cast}, director ${c.director ? 'yes' : 'NO'}, runtime ${c.runtime ? 'yes' : 'NO'}, ` +
        `certification ${movie.certification ?? '-'}, poster ${movie.poster_path ? 'yes' : '-'}, ` +
        `trailer ${movie.trailer_key ? 'yes' : '-'}`,
    );
  }
  const count = (pred: (m: StarterMovie) => boolean) => movies.filter(pred).length;
  console.log(
    `  posters ${count((m) => !!m.poster_path)}, backdrops ${count((m) => !!m.backdrop_path)}, ` +
      `runtime ${count((m) => m.runtime !== null)}, cast ${count((m) => m.cast.length > 0)}, ` +
      `directors ${count((m) => m.directors.length > 0)}, other crew ${count((m) => m.crew.length > 0)}, ` +
      `certification ${count((m) => m.certification !== null)}, trailers ${count((m) => m.trailer_key !== null)}, ` +
      `keywords ${count((m) => m.keywords.length > 0)}`,
  );
  const genres = GENRES.map(({ id, name }) => `${name} ${count((m) => m.genre_ids.includes(id))}`).join(', ');
  console.log(`  genres: ${genres}`);
}

/**
 * For each incomplete movie, the most-voted complete movie not selected yet that shares its first genre,
 * from the same decade when one is (so the starter keeps its spread of genres and eras).
 */
function replacementsFor(
  incomplete: StarterMovie[],
  records: Map<number, CatalogMovieRecord>,
  selected: Set<number>,
): Map<StarterMovie, CatalogMovieRecord | undefined> {
  const decade = (date: string | null) => date?.slice(0, 3);
  const candidates = [...records.values()]
    .filter((record) => !selected.has(record.id) && record.release_date && isComplete(completenessOf(record)))
    .sort((a, b) => b.vote_count - a.vote_count || a.id - b.id);
  const taken = new Set<number>();
  const replacements = new Map<StarterMovie, CatalogMovieRecord | undefined>();
  for (const movie of incomplete) {
    const genre = movie.genre_ids[0];
    const fits = (record: CatalogMovieRecord) => !taken.has(record.id) && record.genre_ids.includes(genre);
    const replacement =
      candidates.find(
        (record) => fits(record) && decade(record.release_date) === decade(movie.release_date),
      ) ?? candidates.find(fits);
    if (replacement) taken.add(replacement.id);
    replacements.set(movie, replacement);
  }
  return replacements;
}

function main(): void {
  const dir = dataDir();
  if (!fs.existsSync(path.join(dir, 'tmdb-5000'))) {
    throw new Error(`Shared data folder not found at ${dir} (set MARQUEE_SHARED_DATA or pass --data <dir>)`);
  }
  const records = merge(readSources(dir));
  const selection = readStarterSelection();
  const movies = select(selection, records).map(enrich);
  report(movies);
  const incomplete = movies.filter((movie) => !isComplete(completenessOf(movie)));
  if (incomplete.length > 0) {
    const replacements = replacementsFor(incomplete, records, new Set(selection.map((entry) => entry.id)));
    console.error(
      `\n${incomplete.length} selected movies lack cast (3 or more), a director or a runtime. ` +
        `Replace them in starter-selection.json (with an overview in our own words):\n` +
        [...replacements]
          .map(
            ([movie, by]) =>
              `  ${movie.id} ${movie.title} -> ${by ? `${by.id} ${by.title} (${by.release_date?.slice(0, 4)})` : 'no complete movie of its genre'}`,
          )
          .join('\n'),
    );
    process.exit(1);
  }
  write(movies);
}

main();
