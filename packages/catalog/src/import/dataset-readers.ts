import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { imdbFactsOfRow } from './imdb-facts.ts';
import { parsePythonLiteral } from './python-literal.ts';
import { readTmdbExport } from './tmdb-export-readers.ts';
import type { CastMember, DatasetContents, ReportMalformed, SourceCrewMember } from './dataset-contents.ts';
import { finiteNumber, genreIdByName, imagePath, positiveInt, releaseDate, text } from './source-values.ts';
import { keptCrewJob } from '../credits/crew-jobs.ts';

export * from './dataset-contents.ts';
export { imagePath } from './source-values.ts';

/** Every .csv and .json file under a folder, in a stable order. */
export function listDatasetFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs
      .readdirSync(current, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(csv|json)$/i.test(entry.name)) found.push(full);
    }
  };
  walk(dir);
  return found;
}

export class DatasetReader {
  constructor(
    private readonly contents: DatasetContents,
    private readonly report: ReportMalformed,
  ) {}

  /** Reads one file if its header or shape is a format we know; returns false when it is not. */
  readFile(file: string): boolean {
    const known = file.toLowerCase().endsWith('.json') ? this.readJson(file) : this.readCsv(file);
    if (known) this.contents.files.push(file);
    return known;
  }

  private readCsv(file: string): boolean {
    const firstLine = readFirstLine(file);
    const header = firstLine.split(',').map((column) => column.trim());
    const has = (...columns: string[]) => columns.every((column) => header.includes(column));
    if (has('title', 'genres', 'vote_average') && (has('id') || has('tmdb_id')))
      this.readMetadata(file, header);
    else if (has('movie_imdb_link', 'director_name')) this.readImdbMetadata(file);
    else if (has('gender', 'id', 'name', 'movie_id')) this.readCastByPerson(file);
    else if (has('cast', 'crew')) this.readCredits(file);
    else if (has('keywords') && header.length === 2) this.readKeywords(file, has('tmdb_id') ? 3 : 2);
    else if (has('movieId', 'tmdbId') && !has('rating')) this.readLinks(file);
    else if (has('userId', 'movieId', 'rating')) this.readRatings(file);
    else return false;
    return true;
  }

  private rows(file: string): { row: Record<string, string>; line: number }[] {
    const records = parse(fs.readFileSync(file), {
      columns: true,
      info: true,
      bom: true,
      relax_column_count: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        this.report(file, Number(error?.lines ?? 0), error?.message ?? 'unreadable row');
        return undefined;
      },
    }) as { record: Record<string, string>; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ row: record, line: info.lines }));
  }

  private list(file: string, line: number, column: string, value: string | undefined): unknown[] {
    if (value === undefined || value.trim() === '') return [];
    try {
      const parsed = value.trim().startsWith('[{"') ? JSON.parse(value) : parsePythonLiteral(value);
      if (Array.isArray(parsed)) return parsed;
      this.report(file, line, `column ${column} is not a list`);
    } catch (error) {
      this.report(file, line, `column ${column}: ${(error as Error).message}`);
    }
    return [];
  }

  private named(file: string, line: number, column: string, value: string | undefined) {
    return this.list(file, line, column, value).flatMap((item) => {
      const entry = item as { id?: unknown; name?: unknown };
      const id = positiveInt(entry?.id);
      const name = text(entry?.name);
      return id !== null && name !== null ? [{ id, name }] : [];
    });
  }

  private readMetadata(file: string, header: string[]) {
    const idColumn = header.includes('id') ? 'id' : 'tmdb_id';
    // TMDB 5000 first (the most complete facts), then The Movies Dataset, then the Warwick sample.
    const priority = header.includes('keywords') ? 1 : idColumn === 'id' ? 2 : 3;
    for (const { row, line } of this.rows(file)) {
      const id = positiveInt(row[idColumn]);
      const title = text(row.title);
      if (id === null || title === null) {
        this.report(
          file,
          line,
          id === null ? `invalid movie id '${String(row[idColumn]).slice(0, 40)}'` : 'missing title',
        );
        continue;
      }
      this.contents.facts.push({
        id,
        priority,
        title,
        original_language: text(row.original_language),
        overview: text(row.overview),
        release_date: releaseDate(row.release_date),
        runtime: finiteNumber(row.runtime) || null,
        vote_average: finiteNumber(row.vote_average),
        vote_count: finiteNumber(row.vote_count),
        popularity: finiteNumber(row.popularity),
        poster_path: imagePath(row.poster_path),
        backdrop_path: imagePath(row.backdrop_path),
        genre_ids: this.named(file, line, 'genres', row.genres).map((genre) => genre.id),
        production_companies: this.named(file, line, 'production_companies', row.production_companies),
        production_countries: this.list(file, line, 'production_countries', row.production_countries).flatMap(
          (item) => {
            const code = (item as { iso_3166_1?: unknown })?.iso_3166_1;
            return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? [code] : [];
          },
        ),
      });
      if (row.keywords !== undefined) {
        this.contents.keywords.push({
          movieId: id,
          priority,
          keywords: this.named(file, line, 'keywords', row.keywords).map((k) => k.name),
        });
      }
    }
  }

  private readCastByPerson(file: string) {
    for (const { row, line } of this.rows(file)) {
      const id = positiveInt(row.id);
      const name = text(row.name);
      if (id === null || name === null) {
        this.report(file, line, 'invalid person id or name');
        continue;
      }
      const movieIds = (row.movie_id ?? '').match(/\d+/g)?.map(Number) ?? [];
      this.contents.personMovies.push({ person: { id, name }, movieIds });
    }
  }

  private readCredits(file: string) {
    for (const { row, line } of this.rows(file)) {
      const movieId = positiveInt(row.tmdb_id ?? row.id);
      if (movieId === null) {
        this.report(file, line, 'invalid movie id');
        continue;
      }
      const cast = this.list(file, line, 'cast', row.cast).flatMap((item, index): CastMember[] => {
        const member = item as Record<string, unknown>;
        const id = positiveInt(member?.id);
        const name = text(member?.name);
        if (id === null || name === null) return [];
        const order = typeof member.order === 'number' ? member.order : index;
        return [
          {
            id,
            name,
            character: text(member.character),
            order,
            profile_path: imagePath(member.profile_path),
          },
        ];
      });
      if (cast.length > 0) this.contents.castLists.push({ movieId, priority: 1, cast });
      const crew = this.list(file, line, 'crew', row.crew).flatMap((item): SourceCrewMember[] => {
        const member = item as Record<string, unknown>;
        const id = positiveInt(member?.id);
        const name = text(member?.name);
        const job = keptCrewJob(member?.job, member?.department);
        return job && id !== null && name !== null
          ? [{ id, name, job, profile_path: imagePath(member.profile_path) }]
          : [];
      });
      if (crew.length > 0) this.contents.crewLists.push({ movieId, priority: 1, crew });
    }
  }

  private readKeywords(file: string, priority: number) {
    for (const { row, line } of this.rows(file)) {
      const movieId = positiveInt(row.tmdb_id ?? row.id);
      if (movieId === null) {
        this.report(file, line, 'invalid movie id');
        continue;
      }
      const keywords = this.named(file, line, 'keywords', row.keywords).map((keyword) => keyword.name);
      if (keywords.length > 0) this.contents.keywords.push({ movieId, priority, keywords });
    }
  }

  private readLinks(file: string) {
    for (const { row, line } of this.rows(file)) {
      const movieLensId = positiveInt(row.movieId);
      if (movieLensId === null) {
        this.report(file, line, 'invalid movieId');
        continue;
      }
      // Some MovieLens movies have no TMDB id: nothing to map, and not an error.
      const tmdbId = positiveInt(row.tmdbId);
      if (tmdbId !== null) this.contents.links.set(movieLensId, tmdbId);
      const imdbId = positiveInt(row.imdbId);
      if (tmdbId !== null && imdbId !== null) this.contents.imdbLinks.set(imdbId, tmdbId);
    }
  }

  private readImdbMetadata(file: string) {
    for (const { row, line } of this.rows(file)) {
      const facts = imdbFactsOfRow(row);
      if (facts) this.contents.imdb.push(facts);
      else this.report(file, line, 'no IMDB title link');
    }
  }

  private readRatings(file: string) {
    for (const { row, line } of this.rows(file)) {
      const userId = positiveInt(row.userId);
      const movieId = positiveInt(row.movieId);
      const rating = finiteNumber(row.rating);
      if (userId === null || movieId === null || rating === undefined || rating < 0 || rating > 5) {
        this.report(file, line, 'invalid rating row');
        continue;
      }
      this.contents.ratings.push({ userId, movieId, rating, timestamp: finiteNumber(row.timestamp) ?? 0 });
    }
  }

  private readJson(file: string): boolean {
    let value: unknown;
    try {
      value = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      this.report(file, 1, `not valid JSON: ${(error as Error).message}`);
      return false;
    }
    const items = Array.isArray(value)
      ? value
      : value && typeof value === 'object' && Array.isArray((value as { results?: unknown }).results)
        ? (value as { results: unknown[] }).results
        : [value];
    const first = items[0] as Record<string, unknown> | undefined;
    if (!first || typeof first !== 'object') return false;
    if (readTmdbExport(this.contents, this.report, file, items)) return true;
    if ('movieId' in first && 'character' in first) this.readJsonCast(file, items);
    else if ('title' in first && 'id' in first) this.readJsonMovies(file, items);
    else return false;
    return true;
  }

  private readJsonMovies(file: string, items: unknown[]) {
    items.forEach((item, index) => {
      const movie = item as Record<string, unknown>;
      const id = positiveInt(movie?.id);
      const title = text(movie?.title);
      if (id === null || title === null) {
        this.report(file, index + 1, 'invalid movie id or title');
        return;
      }
      // TMDB API list items (snake_case) or the camelCase top-100 export with genre names.
      const camel = 'voteAverage' in movie || 'posterPath' in movie;
      const genreIds = Array.isArray(movie.genre_ids)
        ? movie.genre_ids.filter((genreId): genreId is number => typeof genreId === 'number')
        : typeof movie.genres === 'string'
          ? movie.genres.split(',').flatMap((name) => genreIdByName.get(name.trim().toLowerCase()) ?? [])
          : [];
      this.contents.facts.push({
        id,
        priority: camel ? 5 : 4,
        title,
        original_language: camel ? null : text(movie.original_language),
        overview: text(movie.overview),
        release_date: releaseDate(camel ? movie.releaseDate : movie.release_date),
        vote_average: finiteNumber(camel ? movie.voteAverage : movie.vote_average),
        vote_count: finiteNumber(camel ? movie.voteCount : movie.vote_count),
        popularity: finiteNumber(movie.popularity),
        poster_path: imagePath(camel ? movie.posterPath : movie.poster_path),
        backdrop_path: imagePath(camel ? movie.backdropImage : movie.backdrop_path),
        genre_ids: genreIds,
      });
    });
  }

  private readJsonCast(file: string, items: unknown[]) {
    const byMovie = new Map<number, CastMember[]>();
    items.forEach((item, index) => {
      const member = item as Record<string, unknown>;
      const movieId = positiveInt(member?.movieId);
      const id = positiveInt(member?.id);
      const name = text(member?.name);
      if (movieId === null || id === null || name === null) {
        this.report(file, index + 1, 'invalid cast entry');
        return;
      }
      const cast = byMovie.get(movieId) ?? [];
      cast.push({
        id,
        name,
        character: text(member.character),
        order: cast.length,
        profile_path: imagePath(member.profileImage ?? member.profile_path),
      });
      byMovie.set(movieId, cast);
    });
    for (const [movieId, cast] of byMovie) this.contents.castLists.push({ movieId, priority: 2, cast });
  }
}

function readFirstLine(file: string): string {
  const handle = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const bytes = fs.readSync(handle, buffer, 0, buffer.length, 0);
    return buffer
      .subarray(0, bytes)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0];
  } finally {
    fs.closeSync(handle);
  }
}
