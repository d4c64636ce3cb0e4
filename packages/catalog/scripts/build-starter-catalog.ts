/**
 * Builds packages/catalog/starter/movies.json, the built-in starter catalog.
 *
 *   npx tsx packages/catalog/scripts/build-starter-catalog.ts [--data <dir>]
 *
 * Reads the public datasets in the shared data folder (default: <repo>/../shared/data, or the
 * MARQUEE_SHARED_DATA environment variable), merges them by TMDB id and writes the FACTS of the
 * movies chosen in ./starter-selection.json. Overviews come from the selection file (written by hand);
 * every other field comes from a dataset, or is null / [] when no dataset has it.
 *
 * Source precedence (first source that has a usable value wins):
 *   title, release_date, original_language: tmdb-5000 > the-movies-dataset > warwick > tmdb-api-2025
 *   runtime, production_companies:           tmdb-5000 > the-movies-dataset > warwick
 *   vote_average + vote_count + popularity:  taken together from one source, same order as title
 *   genre_ids:                               tmdb-5000 > the-movies-dataset > warwick > top-rated > top100
 *   keywords:                                tmdb-5000 > the-movies-dataset keywords > warwick keywords
 *   poster_path:                             top-rated (2025) > top100 (2025) > the-movies-dataset > warwick
 *   backdrop_path:                           top-rated (2025) > top100 (2025)
 *   cast:        warwick credits (character, order, profile) > top100-cast (billing = list position)
 *                > tmdb-5000 cast_by_person (no character/order: up to 8 people, most-credited first)
 *   directors:   warwick credits crew with job "Director" > imdb-5000 director_name
 *   countries:   tmdb-5000 > the-movies-dataset production_countries > imdb-5000 country
 *   certification, and cast when no source above has one: imdb-5000 (joined through
 *                the-movies-dataset/links.csv); names get the TMDB id of a known person of that name,
 *                otherwise a synthetic id (src/import/imdb-facts.ts)
 *
 * A selected movie that no dataset has (a recent one) carries its facts in the selection file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { readStarterSelection, type StarterSelectionEntry } from './starter-selection';
import { DatasetReader, emptyContents, imagePath } from '../src/import/dataset-readers';
import {
  createPersonResolver,
  imdbFactsByTmdbId,
  imdbIdsByTmdbId,
  type ImdbMovieFacts,
} from '../src/import/imdb-facts';
import { withImdbFacts } from '../src/import/merge';
import { parsePythonLiteral } from '../src/import/python-literal';
import { GENRES } from '@marquee/contracts';
import { starterCatalogSchema, type StarterMovie } from '../src/starter/starter-catalog';

const MAX_CAST = 8;

const scriptDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(scriptDir, '../../..');
const outFile = path.resolve(scriptDir, '../starter/movies.json');

function dataDir(): string {
  const flag = process.argv.indexOf('--data');
  if (flag !== -1 && process.argv[flag + 1]) return path.resolve(process.argv[flag + 1]);
  return path.resolve(process.env.MARQUEE_SHARED_DATA ?? path.resolve(repoRoot, '../shared/data'));
}

// ---------------------------------------------------------------------------------------------
// Readers

type Row = Record<string, string>;

function readCsv(file: string): Row[] {
  const text = fs.readFileSync(file, 'utf8');
  return parse(text, {
    columns: (header: string[]) => header.map((h, i) => h || `_col${i}`),
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Row[];
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function pyList(src: string | undefined): Record<string, unknown>[] {
  if (!src || !src.trim()) return [];
  const v = parsePythonLiteral(src);
  return Array.isArray(v) ? (v as Record<string, unknown>[]) : [];
}

function jsonList(src: string | undefined): Record<string, unknown>[] {
  if (!src || !src.trim()) return [];
  const v: unknown = JSON.parse(src);
  return Array.isArray(v) ? (v as Record<string, unknown>[]) : [];
}

function toInt(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isInteger(n) ? n : null;
}

function toNum(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

function byId<T>(rows: T[], idOf: (r: T) => number | null): Map<number, T> {
  const m = new Map<number, T>();
  for (const r of rows) {
    const id = idOf(r);
    if (id !== null && !m.has(id)) m.set(id, r);
  }
  return m;
}

interface TopRatedItem {
  id: number;
  title: string;
  original_language?: string;
  release_date?: string;
  genre_ids?: number[];
  poster_path?: string | null;
  backdrop_path?: string | null;
  popularity?: number;
  vote_average?: number;
  vote_count?: number;
}

interface Top100Movie {
  id: number;
  title: string;
  genres?: string;
  releaseDate?: string;
  posterPath?: string | null;
  backdropImage?: string | null;
  popularity?: number;
  voteAverage?: number;
  voteCount?: number;
}

interface Top100Cast {
  movieId: number;
  id: number;
  name: string;
  character?: string | null;
  profileImage?: string | null;
}

interface Datasets {
  tmdb5000: Map<number, Row>;
  tmdbCredits: Map<number, { id: number; name: string }[]>;
  personCredits: Map<number, number>;
  moviesDataset: Map<number, Row>;
  moviesDatasetKeywords: Map<number, string>;
  warwick: Map<number, Row>;
  warwickCredits: Map<number, Row>;
  warwickKeywords: Map<number, string>;
  topRated: Map<number, TopRatedItem>;
  top100: Map<number, Top100Movie>;
  top100Cast: Map<number, Top100Cast[]>;
  imdb: Map<number, ImdbMovieFacts>;
  /** TMDB id -> IMDb id, from the-movies-dataset/links.csv. */
  imdbIds: Map<number, string>;
  personId: (name: string) => number;
}

function loadDatasets(dir: string): Datasets {
  const p = (...parts: string[]) => path.join(dir, ...parts);

  const tmdb5000 = byId(readCsv(p('tmdb-5000', 'tmdb_5000_movies.csv')), (r) => toInt(r.id));

  // cast_by_person.csv: one row per person, with the list of movie ids ("[1,2]" or "{1,2}").
  const tmdbCredits = new Map<number, { id: number; name: string }[]>();
  const personCredits = new Map<number, number>();
  for (const r of readCsv(p('tmdb-5000', 'cast_by_person.csv'))) {
    const personId = toInt(r.id);
    if (personId === null || !r.name) continue;
    const movieIds = [...new Set((r.movie_id.match(/\d+/g) ?? []).map(Number))];
    personCredits.set(personId, (personCredits.get(personId) ?? 0) + movieIds.length);
    for (const movieId of movieIds) {
      const list = tmdbCredits.get(movieId) ?? [];
      list.push({ id: personId, name: r.name });
      tmdbCredits.set(movieId, list);
    }
  }

  const moviesDataset = byId(readCsv(p('the-movies-dataset', 'movies_metadata.head2996.csv')), (r) =>
    /^\d+$/.test(r.id) ? Number(r.id) : null,
  );
  // keywords.csv has a few duplicate ids: keep the first non-empty list.
  const moviesDatasetKeywords = new Map<number, string>();
  for (const r of readCsv(p('the-movies-dataset', 'keywords.csv'))) {
    const id = toInt(r.id);
    if (id === null || !r.keywords || r.keywords === '[]') continue;
    if (!moviesDatasetKeywords.has(id)) moviesDatasetKeywords.set(id, r.keywords);
  }

  const warwick = byId(readCsv(p('warwick-1000', 'movies_metadata.csv')), (r) => toInt(r.tmdb_id));
  const warwickCredits = byId(readCsv(p('warwick-1000', 'credits.csv')), (r) => toInt(r.tmdb_id));
  const warwickKeywords = new Map<number, string>();
  for (const r of readCsv(p('warwick-1000', 'keywords.csv'))) {
    const id = toInt(r.tmdb_id);
    if (id !== null && r.keywords && r.keywords !== '[]' && !warwickKeywords.has(id)) {
      warwickKeywords.set(id, r.keywords);
    }
  }

  const topRated = new Map<number, TopRatedItem>();
  const topRatedDir = p('tmdb-api-2025', 'top-rated');
  for (const f of fs.readdirSync(topRatedDir).filter((n) => n.endsWith('.json'))) {
    const item = readJson(path.join(topRatedDir, f)) as TopRatedItem;
    if (typeof item.id === 'number') topRated.set(item.id, item);
  }
  const top100 = new Map<number, Top100Movie>();
  for (const m of readJson(p('tmdb-api-2025', 'top100-movies.json')) as Top100Movie[]) top100.set(m.id, m);
  const top100Cast = new Map<number, Top100Cast[]>();
  for (const c of readJson(p('tmdb-api-2025', 'top100-cast.json')) as Top100Cast[]) {
    const list = top100Cast.get(c.movieId) ?? [];
    list.push(c);
    top100Cast.set(c.movieId, list);
  }

  // The importer's reader for IMDB 5000 and the links that join it to TMDB ids.
  const contents = emptyContents();
  const reader = new DatasetReader(contents, (file, line, message) => {
    throw new Error(`${file}:${line}: ${message}`);
  });
  reader.readFile(p('the-movies-dataset', 'links.csv'));
  reader.readFile(p('imdb-5000', 'movie_metadata.csv'));
  const imdb = imdbFactsByTmdbId(contents.imdb, contents.imdbLinks);
  const knownPeople = [...tmdbCredits.values()].flat();
  for (const credits of warwickCredits.values())
    for (const person of [...pyList(credits.cast), ...pyList(credits.crew)]) {
      const id = toInt(person.id);
      const name = str(person.name);
      if (id !== null && name) knownPeople.push({ id, name });
    }
  for (const list of top100Cast.values()) knownPeople.push(...list);

  return {
    imdb,
    imdbIds: imdbIdsByTmdbId(contents.imdbLinks),
    personId: createPersonResolver(knownPeople),
    tmdb5000,
    tmdbCredits,
    personCredits,
    moviesDataset,
    moviesDatasetKeywords,
    warwick,
    warwickCredits,
    warwickKeywords,
    topRated,
    top100,
    top100Cast,
  };
}

// ---------------------------------------------------------------------------------------------
// Merge

const GENRE_ID_BY_NAME = new Map<string, number>(GENRES.map(({ id, name }) => [name, id]));

function first<T>(...values: (T | null | undefined)[]): T | null {
  for (const v of values) if (v !== null && v !== undefined) return v;
  return null;
}

function namedList(list: Record<string, unknown>[]): { id: number; name: string }[] {
  const out: { id: number; name: string }[] = [];
  for (const item of list) {
    const id = toInt(item.id);
    const name = str(item.name);
    if (id !== null && name) out.push({ id, name });
  }
  return out;
}

function nonEmpty<T>(list: T[]): T[] | null {
  return list.length > 0 ? list : null;
}

function votesOf(row: Row | undefined) {
  if (!row) return null;
  const vote_average = toNum(row.vote_average);
  const vote_count = toInt(row.vote_count);
  const popularity = toNum(row.popularity);
  if (vote_average === null || vote_count === null || popularity === null) return null;
  return { vote_average, vote_count, popularity };
}

function buildMovie(d: Datasets, id: number, overview: string): StarterMovie {
  const t5 = d.tmdb5000.get(id);
  const md = d.moviesDataset.get(id);
  const ww = d.warwick.get(id);
  const tr = d.topRated.get(id);
  const t100 = d.top100.get(id);
  if (!t5 && !md && !ww && !tr && !t100) throw new Error(`TMDB id ${id} is in no dataset`);

  const title = first(str(t5?.title), str(md?.title), str(ww?.title), str(tr?.title), str(t100?.title));
  const release_date = first(
    str(t5?.release_date),
    str(md?.release_date),
    str(ww?.release_date),
    str(tr?.release_date),
    str(t100?.releaseDate),
  );
  if (!title || !release_date) throw new Error(`TMDB id ${id} has no title or release date`);

  const runtimeOf = (r: Row | undefined) => {
    const n = toNum(r?.runtime);
    return n !== null && n > 0 ? n : null;
  };

  const votes = first(
    votesOf(t5),
    votesOf(md),
    votesOf(ww),
    tr && typeof tr.vote_count === 'number'
      ? { vote_average: tr.vote_average ?? 0, vote_count: tr.vote_count, popularity: tr.popularity ?? 0 }
      : null,
    t100 && typeof t100.voteCount === 'number'
      ? { vote_average: t100.voteAverage ?? 0, vote_count: t100.voteCount, popularity: t100.popularity ?? 0 }
      : null,
  );
  if (!votes) throw new Error(`TMDB id ${id} has no vote figures`);

  const genre_ids =
    first(
      t5 ? nonEmpty(namedList(jsonList(t5.genres)).map((g) => g.id)) : null,
      md ? nonEmpty(namedList(pyList(md.genres)).map((g) => g.id)) : null,
      ww ? nonEmpty(namedList(pyList(ww.genres)).map((g) => g.id)) : null,
      tr?.genre_ids && tr.genre_ids.length > 0 ? tr.genre_ids : null,
      t100?.genres
        ? nonEmpty(
            t100.genres
              .split(',')
              .map((g) => GENRE_ID_BY_NAME.get(g.trim()))
              .filter((g): g is number => g !== undefined),
          )
        : null,
    ) ?? [];

  const production_companies =
    first(
      t5 ? nonEmpty(namedList(jsonList(t5.production_companies))) : null,
      md ? nonEmpty(namedList(pyList(md.production_companies))) : null,
      ww ? nonEmpty(namedList(pyList(ww.production_companies))) : null,
    ) ?? [];

  const keywordNames = (list: Record<string, unknown>[]) =>
    nonEmpty(list.map((k) => str(k.name)).filter((k): k is string => k !== null));
  const keywords =
    first(
      t5 ? keywordNames(jsonList(t5.keywords)) : null,
      d.moviesDatasetKeywords.has(id) ? keywordNames(pyList(d.moviesDatasetKeywords.get(id))) : null,
      d.warwickKeywords.has(id) ? keywordNames(pyList(d.warwickKeywords.get(id))) : null,
    ) ?? [];

  const poster_path = first(
    imagePath(tr?.poster_path),
    imagePath(t100?.posterPath),
    imagePath(md?.poster_path),
    imagePath(ww?.poster_path),
  );
  const backdrop_path = first(imagePath(tr?.backdrop_path), imagePath(t100?.backdropImage));

  // Cast and crew.
  let cast: StarterMovie['cast'] = [];
  let directors: StarterMovie['directors'] = [];
  const wc = d.warwickCredits.get(id);
  const warwickCast = wc ? pyList(wc.cast) : [];
  if (warwickCast.length > 0) {
    const credited: StarterMovie['cast'] = [];
    for (const c of warwickCast) {
      const personId = toInt(c.id);
      const name = str(c.name);
      if (personId === null || !name) continue;
      credited.push({
        id: personId,
        name,
        character: str(c.character),
        order: toInt(c.order),
        profile_path: imagePath(c.profile_path),
      });
    }
    const rank = (o: number | null) => (o === null ? Number.MAX_SAFE_INTEGER : o);
    cast = credited.sort((a, b) => rank(a.order) - rank(b.order));
  } else if (d.top100Cast.has(id)) {
    // The list is in TMDB billing order (castId is the credit's creation id, not the billing order).
    cast = (d.top100Cast.get(id) ?? []).map((c, order) => ({
      id: c.id,
      name: c.name,
      character: str(c.character),
      order,
      profile_path: imagePath(c.profileImage),
    }));
  } else if (d.tmdbCredits.has(id)) {
    // No billing order in this source: keep the most-credited people (a proxy for the leads).
    cast = [...(d.tmdbCredits.get(id) ?? [])]
      .sort((a, b) => (d.personCredits.get(b.id) ?? 0) - (d.personCredits.get(a.id) ?? 0) || a.id - b.id)
      .map((c) => ({ id: c.id, name: c.name, character: null, order: null, profile_path: null }));
  }
  // A person credited twice (two roles, or a repeated row) is listed once, at the first billing.
  const seenPeople = new Set<number>();
  cast = cast.filter((c) => !seenPeople.has(c.id) && seenPeople.add(c.id)).slice(0, MAX_CAST);
  if (wc) {
    const seenDirectors = new Set<string>();
    directors = pyList(wc.crew)
      .filter((c) => c.job === 'Director' && str(c.name))
      .map((c) => ({ id: toInt(c.id), name: str(c.name) as string }))
      .filter((c) => !seenDirectors.has(`${c.id}|${c.name}`) && !!seenDirectors.add(`${c.id}|${c.name}`));
  }

  const countryCodes = (list: Record<string, unknown>[]) =>
    nonEmpty(
      list.map((c) => str(c.iso_3166_1)).filter((c): c is string => c !== null && /^[A-Z]{2}$/.test(c)),
    );
  const imdb = d.imdb.get(id);
  const enriched = withImdbFacts(
    {
      cast: cast.map((member) => ({ ...member })),
      directors,
      countries:
        first(
          t5 ? countryCodes(jsonList(t5.production_countries)) : null,
          md ? countryCodes(pyList(md.production_countries)) : null,
        ) ?? [],
    },
    imdb,
    d.personId,
  );

  return {
    id,
    title,
    imdb_id: d.imdbIds.get(id) ?? null,
    original_language: first(
      str(t5?.original_language),
      str(md?.original_language),
      str(ww?.original_language),
      str(tr?.original_language),
      imdb?.language,
    ),
    release_date,
    runtime: first(runtimeOf(t5), runtimeOf(md), runtimeOf(ww)),
    vote_average: votes.vote_average,
    vote_count: votes.vote_count,
    popularity: votes.popularity,
    poster_path,
    backdrop_path,
    genre_ids,
    production_companies,
    keywords,
    cast: enriched.cast.slice(0, MAX_CAST),
    directors: enriched.directors,
    certification: enriched.certification,
    countries: enriched.countries,
    overview,
  };
}

/** A movie no dataset has, from the facts written in the selection file (votes unknown: 0). */
function manualMovie(
  entry: StarterSelectionEntry,
  facts: NonNullable<StarterSelectionEntry['facts']>,
  personId: (name: string) => number,
): StarterMovie {
  return {
    id: entry.id,
    title: entry.title,
    // Recent movies no dataset has: their IMDb id is not in links.csv either.
    imdb_id: null,
    original_language: facts.original_language,
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
    overview: entry.overview,
  };
}

// ---------------------------------------------------------------------------------------------

function main(): void {
  const dir = dataDir();
  if (!fs.existsSync(path.join(dir, 'tmdb-5000'))) {
    throw new Error(`Shared data folder not found at ${dir} (set MARQUEE_SHARED_DATA or pass --data <dir>)`);
  }
  const d = loadDatasets(dir);

  const movies: StarterMovie[] = [];
  for (const entry of readStarterSelection()) {
    const movie = entry.facts
      ? manualMovie(entry, entry.facts, d.personId)
      : buildMovie(d, entry.id, entry.overview);
    if (movie.title !== entry.title) {
      throw new Error(`Selection says id ${entry.id} is "${entry.title}" but the data says "${movie.title}"`);
    }
    movies.push(movie);
  }
  movies.sort((a, b) => a.release_date.localeCompare(b.release_date) || a.id - b.id);

  const catalog = starterCatalogSchema.parse({ movies });
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, JSON.stringify(catalog, null, 2) + '\n');

  // Summary.
  const count = (pred: (m: StarterMovie) => boolean) => movies.filter(pred).length;
  console.log(`Wrote ${movies.length} movies to ${path.relative(repoRoot, outFile)}`);
  console.log(
    `  posters ${count((m) => !!m.poster_path)}, backdrops ${count((m) => !!m.backdrop_path)}, ` +
      `runtime ${count((m) => m.runtime !== null)}, cast ${count((m) => m.cast.length > 0)}, ` +
      `characters ${count((m) => m.cast.some((c) => c.character !== null))}, ` +
      `directors ${count((m) => m.directors.length > 0)}, keywords ${count((m) => m.keywords.length > 0)}`,
  );
  const genres = GENRES.map(({ id, name }) => `${name} ${count((m) => m.genre_ids.includes(id))}`).join(', ');
  console.log(`  genres: ${genres}`);
  const decades = new Map<string, number>();
  for (const m of movies) {
    const dec = `${m.release_date.slice(0, 3)}0s`;
    decades.set(dec, (decades.get(dec) ?? 0) + 1);
  }
  console.log(`  decades: ${[...decades].map(([k, v]) => `${k} ${v}`).join(', ')}`);
}

main();
