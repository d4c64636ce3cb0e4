import { CERTIFICATIONS, type Certification } from '../catalog.ts';
import type {
  DatasetContents,
  MovieFacts,
  ReportMalformed,
  SourceCastMember,
  SourceCrewMember,
} from './dataset-contents.ts';
import { finiteNumber, genreIdByName, imagePath, positiveInt, releaseDate, text } from './source-values.ts';
import { keptCrewJob } from '../credits/crew-jobs.ts';

// The three 2024-2026 TMDB exports (see the shared data README): one movie per file (tmdb-credits-2026,
// tmdb-full-2024) or one array (tmdb-people-2025). Credits there carry names but no person ids, except
// tmdb-people-2025, whose people.json identifies people by TMDB id, name and profile image.

/** Facts priority of each export: after the older datasets (1-5), which keep the values they gave. */
export const PRIORITY = { full2024: 6, people2025: 7, credits2026: 8 } as const;
/** Cast and crew priority: the older credits files with ids first, then the exports by completeness. */
const CREDITS_PRIORITY = { credits2026: 3, full2024: 4, people2025: 5 } as const;
/** Certification priority: TMDB's own US release certification, then the IMDb figure of tmdb-full-2024. */
const CERTIFICATION_PRIORITY = { credits2026: 1, full2024: 2 } as const;
// A few keys that are not YouTube's 11 characters exist; anything longer or stranger is not a key.
const TRAILER_KEY = /^[\w-]{6,20}$/;

type Item = Record<string, unknown>;

const certificationOf = (value: unknown): Certification | null =>
  CERTIFICATIONS.find((certification) => certification === value) ?? null;

const imdbIdOf = (value: unknown): string | null =>
  typeof value === 'string' && /^tt\d{7,}$/.test(value) ? value : null;

const genreIdsOfNames = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.flatMap((name) =>
        typeof name === 'string' ? (genreIdByName.get(name.trim().toLowerCase()) ?? []) : [],
      )
    : [];

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap((entry) => text(entry) ?? []) : [];

/** Reads the items when they are one of the three exports; false when they are another format. */
export function readTmdbExport(
  contents: DatasetContents,
  report: ReportMalformed,
  file: string,
  items: unknown[],
): boolean {
  const first = items[0] as Item;
  const credits = first.credits as unknown;
  let read: (item: Item) => boolean;
  if ('tmdb_id' in first && 'cast' in first && 'director' in first)
    read = (item) => readCredits2026(contents, item);
  else if ('id' in first && credits && typeof credits === 'object' && 'crew' in credits)
    read = (item) => readFull2024(contents, item);
  else if ('id' in first && 'title' in first && Array.isArray(credits))
    read = (item) => readPeople2025Movie(contents, item);
  else if ('id' in first && 'name' in first && 'image_url' in first)
    read = (item) => readPeople2025Person(contents, item);
  else return false;
  items.forEach((item, index) => {
    if (!item || typeof item !== 'object' || !read(item as Item))
      report(file, index + 1, 'invalid movie or person id, or missing title or name');
  });
  return true;
}

function readCredits2026(contents: DatasetContents, movie: Item): boolean {
  const id = positiveInt(movie.tmdb_id);
  const title = text(movie.title);
  if (id === null || title === null) return false;
  contents.facts.push(
    sharedFacts(
      movie,
      { id, title, priority: PRIORITY.credits2026 },
      { poster: movie.poster_url, backdrop: movie.backdrop_url },
    ),
  );
  const cast = castOf(movie.cast, (member) => imagePath(member.profile));
  if (cast.length > 0) contents.castLists.push({ movieId: id, priority: CREDITS_PRIORITY.credits2026, cast });
  const director = text(movie.director);
  if (director !== null)
    contents.crewLists.push({
      movieId: id,
      priority: CREDITS_PRIORITY.credits2026,
      crew: [{ id: null, name: director, job: 'Director', profile_path: null }],
    });
  const certification = certificationOf(movie.mpaa);
  if (certification)
    contents.certifications.push({
      movieId: id,
      priority: CERTIFICATION_PRIORITY.credits2026,
      certification,
    });
  const trailer = text(movie.trailer_key);
  if (trailer !== null && TRAILER_KEY.test(trailer)) contents.trailers.set(id, trailer);
  return true;
}

function readFull2024(contents: DatasetContents, movie: Item): boolean {
  const id = positiveInt(movie.id);
  const title = text(movie.title);
  if (id === null || title === null) return false;
  contents.facts.push({
    ...sharedFacts(
      movie,
      { id, title, priority: PRIORITY.full2024 },
      { poster: movie.poster_path, backdrop: movie.backdrop_path },
    ),
    // The export holds no language field, but it is TMDB's English-language discover list (966 of the 967 films it
    // shares with tmdb-5000 are 'en' there): English, unless an older dataset, read first, says otherwise.
    original_language: 'en',
    popularity: finiteNumber(movie.popularity),
    production_company_names: stringList(movie.production_companies),
    production_countries: stringList(movie.production_countries).filter((code) => /^[A-Z]{2}$/.test(code)),
  });
  const credits = movie.credits as { cast?: unknown; crew?: unknown };
  const cast = castOf(credits.cast, () => null);
  if (cast.length > 0) contents.castLists.push({ movieId: id, priority: CREDITS_PRIORITY.full2024, cast });
  const crew = (Array.isArray(credits.crew) ? credits.crew : []).flatMap((entry): SourceCrewMember[] => {
    const member = entry as Item;
    const name = text(member?.name);
    const job = keptCrewJob(member?.job, member?.department);
    return name !== null && job !== null ? [{ id: null, name, job, profile_path: null }] : [];
  });
  if (crew.length > 0) contents.crewLists.push({ movieId: id, priority: CREDITS_PRIORITY.full2024, crew });
  const keywords = stringList(movie.keywords);
  if (keywords.length > 0) contents.keywords.push({ movieId: id, priority: 4, keywords });
  const certification = certificationOf(movie.mpaa);
  if (certification)
    contents.certifications.push({ movieId: id, priority: CERTIFICATION_PRIORITY.full2024, certification });
  return true;
}

/** The facts both movie exports write alike; each reader adds what only its shape has. */
function sharedFacts(
  movie: Item,
  { id, title, priority }: { id: number; title: string; priority: number },
  images: { poster: unknown; backdrop: unknown },
): MovieFacts {
  return {
    id,
    priority,
    title,
    overview: text(movie.overview),
    release_date: releaseDate(movie.release_date),
    runtime: finiteNumber(movie.runtime) || null,
    vote_average: finiteNumber(movie.vote_average),
    vote_count: finiteNumber(movie.vote_count),
    poster_path: imagePath(images.poster),
    backdrop_path: imagePath(images.backdrop),
    genre_ids: genreIdsOfNames(movie.genres),
    imdb_id: imdbIdOf(movie.imdb_id),
  };
}

/** Billed cast in order; members without a name are left out (their place in the order is kept). */
function castOf(list: unknown, profileOf: (member: Item) => string | null): SourceCastMember[] {
  return (Array.isArray(list) ? list : []).flatMap((entry, order): SourceCastMember[] => {
    const member = entry as Item;
    const name = text(member?.name);
    return name === null
      ? []
      : [{ id: null, name, character: text(member.character), order, profile_path: profileOf(member) }];
  });
}

function readPeople2025Movie(contents: DatasetContents, movie: Item): boolean {
  const id = positiveInt(movie.id);
  const title = text(movie.title);
  if (id === null || title === null) return false;
  contents.facts.push({
    id,
    priority: PRIORITY.people2025,
    title,
    release_date: releaseDate(movie.release_date),
    runtime: finiteNumber(movie.runtime) || null,
    poster_path: imagePath(movie.poster_url),
    backdrop_path: imagePath(movie.backdrop_url),
    genre_ids: (Array.isArray(movie.genre_ids) ? movie.genre_ids : []).flatMap(
      (genreId) => positiveInt(genreId) ?? [],
    ),
    imdb_id: imdbIdOf(movie.imdb_id),
  });
  const credits = (movie.credits as unknown[]).map((entry) => entry as Item);
  const cast = credits.flatMap((credit, order): SourceCastMember[] => {
    const personId = positiveInt(credit?.person_id);
    return credit?.type === 'cast' && personId !== null
      ? [{ id: personId, name: '', character: text(credit.character), order, profile_path: null }]
      : [];
  });
  if (cast.length > 0) contents.castLists.push({ movieId: id, priority: CREDITS_PRIORITY.people2025, cast });
  const crew = credits.flatMap((credit): SourceCrewMember[] => {
    const personId = positiveInt(credit?.person_id);
    const job = keptCrewJob(credit?.job, credit?.department);
    return credit?.type === 'crew' && personId !== null && job !== null
      ? [{ id: personId, name: '', job, profile_path: null }]
      : [];
  });
  if (crew.length > 0) contents.crewLists.push({ movieId: id, priority: CREDITS_PRIORITY.people2025, crew });
  return true;
}

function readPeople2025Person(contents: DatasetContents, person: Item): boolean {
  const id = positiveInt(person.id);
  const name = text(person.name);
  if (id === null || name === null) return false;
  contents.people.push({ id, name, profile_path: imagePath(person.image_url) });
  return true;
}
