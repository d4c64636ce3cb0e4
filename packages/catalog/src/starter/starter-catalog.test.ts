import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { readStarterSelection } from '../../scripts/starter-selection';
import { movieText, textFingerprint } from '../meaning/movie-text';
import { GENRES } from '@marquee/contracts';
import {
  loadStarterCatalog,
  STARTER_CATALOG_PATH,
  starterCatalogSchema,
  type StarterMovie,
} from './starter-catalog';
import { loadStarterEmbeddings } from './starter-embeddings';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = path.resolve(process.env.MARQUEE_SHARED_DATA ?? path.resolve(repoRoot, '../shared/data'));
const hasData = fs.existsSync(path.join(dataDir, 'tmdb-5000', 'tmdb_5000_movies.csv'));

const decadeOf = (m: StarterMovie) => `${m.release_date.slice(0, 3)}0s`;

describe('starter catalog', () => {
  const movies = loadStarterCatalog();

  it('validates against the schema and has at least 300 movies', () => {
    const raw: unknown = JSON.parse(fs.readFileSync(STARTER_CATALOG_PATH, 'utf8'));
    const result = starterCatalogSchema.safeParse(raw);
    expect(result.error?.issues ?? []).toEqual([]);
    // Parsing keeps every field: the file holds nothing the schema does not describe (zod drops unknown keys).
    expect(result.data).toEqual(raw);
    expect(result.data?.movies.length).toBeGreaterThanOrEqual(300);
  });

  it('has unique ids', () => {
    expect(new Set(movies.map((m) => m.id)).size).toBe(movies.length);
  });

  it('covers each of the 19 genres with at least 10 movies', () => {
    const thin = GENRES.map(({ id, name }) => ({
      name,
      count: movies.filter((m) => m.genre_ids.includes(id)).length,
    })).filter((g) => g.count < 10);
    expect(thin).toEqual([]);
    expect(GENRES).toHaveLength(19);
  });

  it('spans at least six decades, including classics from before 1970', () => {
    const decades = new Set(movies.map(decadeOf));
    expect(decades.size).toBeGreaterThanOrEqual(6);
    for (const d of ['1930s', '1940s', '1950s', '1960s']) expect(decades).toContain(d);
  });

  it('includes the movies behind the popular searches', () => {
    const ids = new Set(movies.map((m) => m.id));
    // Interstellar, Inception, the Godfather trilogy, Fight Club, Mission: Impossible 1-5, Final Destination 1-5, Stree 2.
    const required = [
      157336, 27205, 238, 240, 242, 550, 954, 955, 956, 56292, 177677, 9532, 9358, 9286, 19912, 55779,
      1112426,
    ];
    expect(required.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('knows directors, US certification, original language and production countries', () => {
    const byId = new Map(movies.map((m) => [m.id, m]));
    expect(byId.get(348)).toMatchObject({ title: 'Alien', certification: 'R' });
    expect(byId.get(348)?.directors.map((d) => d.name)).toEqual(['Ridley Scott']);
    expect(byId.get(194)).toMatchObject({ title: 'Amélie', original_language: 'fr' });
    expect(byId.get(194)?.countries).toContain('FR');
    expect(byId.get(1112426)).toMatchObject({ original_language: 'hi', countries: ['IN'] });
    expect(byId.get(1112426)?.directors.map((d) => d.name)).toEqual(['Amar Kaushik']);
    expect(movies.filter((m) => m.directors.length > 0).length).toBeGreaterThan(movies.length * 0.6);
    expect(movies.filter((m) => m.certification !== null).length).toBeGreaterThan(movies.length / 2);
  });

  it('ships an up-to-date embedding for every movie (run build-starter-embeddings.ts after a change)', () => {
    const shipped = loadStarterEmbeddings();
    const missing = movies.filter((m) => !shipped.has(textFingerprint(movieText(m)))).map((m) => m.title);
    expect(missing).toEqual([]);
    expect([...shipped.values()].every((vector) => vector.length === 512)).toBe(true);
  });

  it('has a distinct, reasonably short overview for every movie', () => {
    const words = movies.map((m) => m.overview.split(/\s+/).length);
    expect(Math.min(...words)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...words)).toBeLessThanOrEqual(75);
    expect(new Set(movies.map((m) => m.overview)).size).toBe(movies.length);
  });

  it('keeps cast lists short, ordered and free of repeats', () => {
    for (const m of movies) {
      expect(m.cast.length).toBeLessThanOrEqual(8);
      expect(new Set(m.cast.map((c) => c.id)).size).toBe(m.cast.length);
      const orders = m.cast.map((c) => c.order).filter((o): o is number => o !== null);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });
});

// -----------------------------------------------------------------------------------------------
// Cross-checks against the shared datasets (skipped when the folder is absent, e.g. in a fresh clone).

if (!hasData) {
  console.warn(
    `[starter-catalog.test] Shared data folder not found at ${dataDir}: skipping the dataset cross-checks. ` +
      'Set MARQUEE_SHARED_DATA to the folder holding tmdb-5000/, the-movies-dataset/, warwick-1000/, tmdb-api-2025/.',
  );
}

type Row = Record<string, string>;

function readCsv(file: string): Row[] {
  return parse(fs.readFileSync(path.join(dataDir, file), 'utf8'), {
    columns: (header: string[]) => header.map((h, i) => h || `_col${i}`),
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Row[];
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as T;
}

/** Python literal (single-quoted strings, None, True, False) -> JSON text. */
function pyToJson(src: string): string {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === "'" || c === '"') {
      let s = '';
      for (i++; i < src.length && src[i] !== c; i++) {
        if (src[i] !== '\\') {
          s += src[i];
          continue;
        }
        const e = src[++i];
        const hex = { x: 2, u: 4, U: 8 }[e as 'x' | 'u' | 'U'];
        if (hex) {
          s += String.fromCodePoint(parseInt(src.slice(i + 1, i + 1 + hex), 16));
          i += hex;
        } else s += ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[e] ?? e;
      }
      i++;
      out += JSON.stringify(s);
    } else if (src.startsWith('None', i) || src.startsWith('True', i)) {
      out += src.startsWith('None', i) ? 'null' : 'true';
      i += 4;
    } else if (src.startsWith('False', i)) {
      out += 'false';
      i += 5;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const idsIn = (src: string | undefined) =>
  [...(src ?? '').matchAll(/['"]id['"]:\s*(\d+)/g)].map((m) => Number(m[1]));
const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const SHINGLE = 8;
const imageFile = (v: unknown) => (typeof v === 'string' ? (/\/[^/]+\.\w+$/.exec(v)?.[0] ?? null) : null);

interface SourceFacts {
  titles: Set<string>;
  dates: Set<string>;
  voteCounts: Set<number>;
  genres: Set<number>;
  images: Set<string>;
}

describe.skipIf(!hasData)(`starter catalog vs shared datasets (${dataDir})`, () => {
  const movies = loadStarterCatalog();
  const starterIds = new Set(movies.map((m) => m.id));
  const facts = new Map<number, SourceFacts>();
  /** "movieId|personId|name" -> characters credited in some source (null when the source has none). */
  const credits = new Map<string, Set<string | null>>();
  // Movies no dataset has carry their facts in the selection file (checked by hand).
  const handWritten = new Set(
    readStarterSelection()
      .filter((entry) => entry.facts)
      .map((entry) => entry.id),
  );
  const personNames = new Map<number, Set<string>>();
  /** "movieId|name" -> characters, from the exports that credit people by name only. */
  const namedCredits = new Map<string, Set<string | null>>();
  /** "movieId|name" of directors credited by name only. */
  const namedDirectors = new Set<string>();
  // "movieId|name" for IMDB 5000's director and top three actors, joined through links.csv.
  const imdbPeople = new Set<string>();
  const directors = new Set<string>();
  const datasetTexts: string[] = [];

  const factsOf = (id: number) => {
    let f = facts.get(id);
    if (!f) {
      f = {
        titles: new Set(),
        dates: new Set(),
        voteCounts: new Set(),
        genres: new Set(),
        images: new Set(),
      };
      facts.set(id, f);
    }
    return f;
  };
  const addFacts = (
    id: number,
    v: { title?: unknown; date?: unknown; votes?: unknown; genres?: number[]; images?: unknown[] },
  ) => {
    if (!Number.isInteger(id)) return;
    const f = factsOf(id);
    if (typeof v.title === 'string') f.titles.add(v.title);
    if (typeof v.date === 'string' && v.date) f.dates.add(v.date);
    if (v.votes !== undefined && v.votes !== '') f.voteCounts.add(Number(v.votes));
    for (const g of v.genres ?? []) f.genres.add(g);
    for (const img of v.images ?? []) {
      const file = imageFile(img);
      if (file) f.images.add(file);
    }
  };
  const addCredit = (movieId: number, personId: number, name: string, character: string | null) => {
    const names = personNames.get(personId) ?? new Set<string>();
    personNames.set(personId, names.add(name));
    if (!starterIds.has(movieId)) return;
    const key = `${movieId}|${personId}|${name}`;
    const set = credits.get(key) ?? new Set<string | null>();
    set.add(character || null);
    credits.set(key, set);
  };
  const addNamedCredit = (movieId: number, name: string, character: string | null) => {
    if (!starterIds.has(movieId)) return;
    const set = namedCredits.get(`${movieId}|${name}`) ?? new Set<string | null>();
    namedCredits.set(`${movieId}|${name}`, set.add(character || null));
  };
  const addText = (...texts: unknown[]) => {
    for (const t of texts) if (typeof t === 'string' && t.trim()) datasetTexts.push(t);
  };

  const genreIdByName = new Map<string, number>(GENRES.map(({ id, name }) => [name, id]));

  beforeAll(() => {
    const tmdbIdOfImdbId = new Map(
      readCsv('the-movies-dataset/links.csv').map((r) => [Number(r.imdbId), Number(r.tmdbId)]),
    );
    for (const r of readCsv('imdb-5000/movie_metadata.csv')) {
      const movieId = tmdbIdOfImdbId.get(Number(/tt(\d+)/.exec(r.movie_imdb_link)?.[1]));
      for (const name of [r.director_name, r.actor_1_name, r.actor_2_name, r.actor_3_name])
        if (movieId !== undefined && name) imdbPeople.add(`${movieId}|${name.trim()}`);
    }
    for (const r of readCsv('tmdb-5000/tmdb_5000_movies.csv')) {
      addFacts(Number(r.id), {
        title: r.title,
        date: r.release_date,
        votes: r.vote_count,
        genres: idsIn(r.genres),
      });
      addText(r.overview, r.tagline);
    }
    for (const file of [
      'the-movies-dataset/movies_metadata.head2996.csv',
      'warwick-1000/movies_metadata.csv',
    ]) {
      for (const r of readCsv(file)) {
        addFacts(Number(r.id ?? r.tmdb_id), {
          title: r.title,
          date: r.release_date,
          votes: r.vote_count,
          genres: idsIn(r.genres),
          images: [r.poster_path],
        });
        addText(r.overview, r.tagline);
      }
    }
    const topRatedDir = path.join(dataDir, 'tmdb-api-2025', 'top-rated');
    for (const f of fs.readdirSync(topRatedDir).filter((n) => n.endsWith('.json'))) {
      const m = readJson<Record<string, unknown>>(path.join('tmdb-api-2025', 'top-rated', f));
      addFacts(Number(m.id), {
        title: m.title,
        date: m.release_date,
        votes: m.vote_count,
        genres: (m.genre_ids as number[] | undefined) ?? [],
        images: [m.poster_path, m.backdrop_path],
      });
      addText(m.overview);
    }
    for (const m of readJson<Record<string, unknown>[]>('tmdb-api-2025/top100-movies.json')) {
      addFacts(Number(m.id), {
        title: m.title,
        date: m.releaseDate,
        votes: m.voteCount,
        genres: String(m.genres ?? '')
          .split(',')
          .map((g) => genreIdByName.get(g.trim()) ?? 0),
        images: [m.posterPath, m.backdropImage],
      });
      addText(m.overview);
    }

    for (const c of readJson<Record<string, unknown>[]>('tmdb-api-2025/top100-cast.json')) {
      addCredit(
        Number(c.movieId),
        Number(c.id),
        String(c.name),
        typeof c.character === 'string' ? c.character : null,
      );
    }
    for (const r of readCsv('tmdb-5000/cast_by_person.csv')) {
      for (const m of r.movie_id.match(/\d+/g) ?? []) addCredit(Number(m), Number(r.id), r.name, null);
    }
    // The 2024-2026 exports (see the data README): name-only credits, and tmdb-people-2025's ids.
    type Named = { name: string; character?: string; job?: string };
    for (const [folder, idKey] of [
      ['tmdb-credits-2026', 'tmdb_id'],
      ['tmdb-full-2024', 'id'],
    ] as const) {
      const dir = path.join(dataDir, folder, 'movies');
      for (const f of fs.readdirSync(dir)) {
        const m = readJson<Record<string, unknown>>(path.join(folder, 'movies', f));
        const id = Number(m[idKey]);
        addFacts(id, {
          title: m.title,
          date: m.release_date,
          votes: m.vote_count,
          genres: ((m.genres as string[] | undefined) ?? []).map((g) => genreIdByName.get(g) ?? 0),
          images: [m.poster_url, m.backdrop_url, m.poster_path, m.backdrop_path],
        });
        addText(m.overview, m.tagline, m.synopsis, ...((m.summaries as string[] | undefined) ?? []));
        const credits = m.credits as { cast: Named[]; crew: Named[] } | undefined;
        for (const c of (m.cast as Named[] | undefined) ?? credits?.cast ?? [])
          addNamedCredit(id, c.name, c.character ?? null);
        if (typeof m.director === 'string') namedDirectors.add(`${id}|${m.director}`);
        for (const c of credits?.crew ?? []) if (c.job === 'Director') namedDirectors.add(`${id}|${c.name}`);
      }
    }
    const people2025 = new Map(
      readJson<{ id: string; name: string }[]>('tmdb-people-2025/people.json').map((p) => [
        Number(p.id),
        p.name,
      ]),
    );
    for (const [id, name] of people2025)
      personNames.set(id, (personNames.get(id) ?? new Set<string>()).add(name));
    type PeopleCredit = { person_id: string; type: string; character?: string; job?: string };
    for (const m of readJson<Record<string, unknown>[]>('tmdb-people-2025/movies.json')) {
      const id = Number(m.id);
      addFacts(id, {
        title: m.title,
        date: m.release_date,
        genres: ((m.genre_ids as string[] | undefined) ?? []).map(Number),
        images: [m.poster_url, m.backdrop_url],
      });
      addText(m.plot);
      for (const c of m.credits as PeopleCredit[]) {
        const name = people2025.get(Number(c.person_id));
        if (!name) continue;
        if (c.type === 'cast') addCredit(id, Number(c.person_id), name, c.character ?? null);
        else if (c.job === 'Director') directors.add(`${id}|${c.person_id}|${name}`);
      }
    }

    for (const r of readCsv('warwick-1000/credits.csv')) {
      const movieId = Number(r.tmdb_id);
      type Credit = { id: number; name: string; character?: string; job?: string };
      const cast = JSON.parse(pyToJson(r.cast)) as Credit[];
      const crew = JSON.parse(pyToJson(r.crew)) as Credit[];
      for (const c of [...cast, ...crew])
        personNames.set(c.id, (personNames.get(c.id) ?? new Set<string>()).add(c.name));
      if (!starterIds.has(movieId)) continue;
      for (const c of cast) addCredit(movieId, c.id, c.name, c.character ?? null);
      for (const c of crew) {
        if (c.job === 'Director') directors.add(`${movieId}|${c.id}|${c.name}`);
      }
    }
  }, 60_000);

  it('every id, title and release date comes from a dataset', () => {
    const problems: string[] = [];
    for (const m of movies) {
      const f = facts.get(m.id);
      if (!f && !handWritten.has(m.id)) problems.push(`${m.id} is in no dataset`);
      else if (!f) continue;
      else {
        if (!f.titles.has(m.title))
          problems.push(`${m.id} title "${m.title}" not in [${[...f.titles].join(' | ')}]`);
        if (!f.dates.has(m.release_date))
          problems.push(`${m.id} date ${m.release_date} not in [${[...f.dates].join(', ')}]`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('vote counts, genres and image paths come from a dataset for that movie', () => {
    const problems: string[] = [];
    for (const m of movies) {
      const f = facts.get(m.id);
      if (!f) continue;
      if (!f.voteCounts.has(m.vote_count)) problems.push(`${m.id} vote_count ${m.vote_count}`);
      for (const g of m.genre_ids) if (!f.genres.has(g)) problems.push(`${m.id} genre ${g}`);
      for (const img of [m.poster_path, m.backdrop_path]) {
        if (img !== null && !f.images.has(img)) problems.push(`${m.id} image ${img}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every cast member (person id + name, and character) and director is credited in a dataset', () => {
    const problems: string[] = [];
    // A name from IMDB keeps the TMDB id of a known person of that name, or gets a synthetic one.
    const fromImdb = (movieId: number, id: number | null, name: string) =>
      imdbPeople.has(`${movieId}|${name}`) &&
      id !== null &&
      (id >= 1_000_000_000 || !!personNames.get(id)?.has(name));
    // A name-only credit keeps the TMDB id of a known person of that name (or profile image), or a synthetic one.
    const identified = (id: number | null, name: string) =>
      id !== null && (id >= 1_000_000_000 || !!personNames.get(id)?.has(name) || profileIds.has(id));
    const profileIds = new Set(movies.flatMap((m) => m.cast.filter((c) => c.profile_path).map((c) => c.id)));
    for (const m of movies) {
      if (handWritten.has(m.id)) continue;
      for (const c of m.cast) {
        const named = namedCredits.get(`${m.id}|${c.name}`);
        if (named && identified(c.id, c.name) && (c.character === null || named.has(c.character))) continue;
        const characters = credits.get(`${m.id}|${c.id}|${c.name}`);
        if (!characters && fromImdb(m.id, c.id, c.name) && c.character === null) continue;
        if (!characters) problems.push(`${m.id}: cast ${c.id} "${c.name}"`);
        else if (c.character !== null && !characters.has(c.character)) {
          problems.push(`${m.id}: ${c.name} as "${c.character}"`);
        }
      }
      for (const d of m.directors) {
        if (namedDirectors.has(`${m.id}|${d.name}`) && identified(d.id, d.name)) continue;
        if (!directors.has(`${m.id}|${d.id}|${d.name}`) && !fromImdb(m.id, d.id, d.name))
          problems.push(`${m.id}: director ${d.id} "${d.name}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it(`no overview equals or shares ${SHINGLE} consecutive words with a dataset overview or tagline`, () => {
    // Index our overviews' 8-word runs, then scan every dataset text (cheaper than indexing the datasets).
    const ours = new Map<string, StarterMovie>();
    const wholes = new Map<string, StarterMovie>();
    for (const m of movies) {
      const w = words(m.overview);
      wholes.set(w.join(' '), m);
      for (let i = 0; i + SHINGLE <= w.length; i++) ours.set(w.slice(i, i + SHINGLE).join(' '), m);
    }
    const firstWords = new Set([...ours.keys()].map((k) => k.slice(0, k.indexOf(' '))));
    const problems = new Set<string>();
    for (const t of datasetTexts) {
      const w = words(t);
      const copied = wholes.get(w.join(' '));
      if (copied) problems.add(`${copied.id} ${copied.title}: copies a dataset text`);
      for (let i = 0; i + SHINGLE <= w.length; i++) {
        if (!firstWords.has(w[i])) continue;
        const run = w.slice(i, i + SHINGLE).join(' ');
        const m = ours.get(run);
        if (m) problems.add(`${m.id} ${m.title}: "${run}"`);
      }
    }
    expect([...problems]).toEqual([]);
  });
});
