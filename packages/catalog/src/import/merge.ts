import type { Certification } from '../catalog.ts';
import type { CatalogMovieRecord } from '../movie-record.ts';
import type { CastMember, DatasetContents, MovieFacts } from './dataset-readers.ts';
import {
  createPersonResolver,
  imdbFactsByTmdbId,
  imdbIdsByTmdbId,
  type ImdbMovieFacts,
} from './imdb-facts.ts';

// People listed without billing order (TMDB 5000 cast_by_person) are capped: the best-known first.
const MAX_UNORDERED_CAST = 15;
// Newer exports have the image paths TMDB serves today; older datasets' paths may have been replaced.
const IMAGE_PRIORITY = [4, 5, 2, 3, 1];

function firstOf<T>(
  sources: MovieFacts[],
  pick: (facts: MovieFacts) => T | null | undefined,
  usable: (value: T) => boolean = () => true,
): T | null {
  for (const facts of sources) {
    const value = pick(facts);
    if (value !== null && value !== undefined && usable(value)) return value;
  }
  return null;
}

/** Merges every source's facts by TMDB id into whole movies, sorted by id (a stable order for resuming). */
export function mergeDataset(contents: DatasetContents): CatalogMovieRecord[] {
  const factsById = new Map<number, MovieFacts[]>();
  for (const facts of contents.facts) {
    const list = factsById.get(facts.id) ?? [];
    list.push(facts);
    factsById.set(facts.id, list);
  }

  const bestByPriority = <T extends { movieId: number; priority: number }>(items: T[]) => {
    const best = new Map<number, T>();
    for (const item of items) {
      const current = best.get(item.movieId);
      if (!current || item.priority < current.priority) best.set(item.movieId, item);
    }
    return best;
  };
  const keywords = bestByPriority(contents.keywords);
  const castLists = bestByPriority(contents.castLists);
  const directors = new Map(contents.directors.map((entry) => [entry.movieId, entry.directors]));

  const creditsPerPerson = new Map(
    contents.personMovies.map((entry) => [entry.person.id, entry.movieIds.length]),
  );
  const unorderedCast = new Map<number, { id: number; name: string }[]>();
  for (const { person, movieIds } of contents.personMovies) {
    for (const movieId of movieIds) {
      if (!factsById.has(movieId)) continue;
      const list = unorderedCast.get(movieId) ?? [];
      list.push(person);
      unorderedCast.set(movieId, list);
    }
  }

  const imdb = imdbFactsByTmdbId(contents.imdb, contents.imdbLinks);
  const imdbIds = imdbIdsByTmdbId(contents.imdbLinks);
  const personId = createPersonResolver([
    ...contents.castLists.flatMap((entry) => entry.cast),
    ...contents.directors.flatMap((entry) => entry.directors.flatMap((d) => (d.id === null ? [] : [d]))),
    ...contents.personMovies.map((entry) => entry.person),
  ] as { id: number; name: string }[]);

  const records: CatalogMovieRecord[] = [];
  for (const [id, sources] of [...factsById].sort((a, b) => a[0] - b[0])) {
    sources.sort((a, b) => a.priority - b.priority);
    const byImagePriority = [...sources].sort(
      (a, b) => IMAGE_PRIORITY.indexOf(a.priority) - IMAGE_PRIORITY.indexOf(b.priority),
    );
    const votes = sources.find((facts) => (facts.vote_count ?? 0) > 0) ?? sources[0];
    const nonEmpty = (list: unknown[]) => list.length > 0;
    records.push({
      id,
      title: firstOf(sources, (facts) => facts.title) ?? String(id),
      imdb_id: imdbIds.get(id) ?? null,
      original_language:
        firstOf(sources, (facts) => facts.original_language) ?? imdb.get(id)?.language ?? null,
      overview: firstOf(sources, (facts) => facts.overview),
      release_date: firstOf(sources, (facts) => facts.release_date),
      runtime: firstOf(
        sources,
        (facts) => facts.runtime,
        (runtime) => runtime > 0,
      ),
      vote_average: votes.vote_average ?? 0,
      vote_count: votes.vote_count ?? 0,
      popularity: votes.popularity ?? firstOf(sources, (facts) => facts.popularity) ?? 0,
      poster_path: firstOf(byImagePriority, (facts) => facts.poster_path),
      backdrop_path: firstOf(byImagePriority, (facts) => facts.backdrop_path),
      keywords: keywords.get(id)?.keywords ?? [],
      genre_ids: firstOf(sources, (facts) => facts.genre_ids, nonEmpty) ?? [],
      production_companies: firstOf(sources, (facts) => facts.production_companies, nonEmpty) ?? [],
      ...withImdbFacts(
        {
          cast: castLists.get(id)?.cast ?? unorderedCastOf(unorderedCast.get(id) ?? [], creditsPerPerson),
          directors: directors.get(id) ?? [],
          countries: firstOf(sources, (facts) => facts.production_countries, nonEmpty) ?? [],
        },
        imdb.get(id),
        personId,
      ),
    });
  }
  return records;
}

function unorderedCastOf(
  people: { id: number; name: string }[],
  creditsPerPerson: Map<number, number>,
): CastMember[] {
  return [...people]
    .sort((a, b) => (creditsPerPerson.get(b.id) ?? 0) - (creditsPerPerson.get(a.id) ?? 0) || a.id - b.id)
    .slice(0, MAX_UNORDERED_CAST)
    .map((person, order) => ({
      id: person.id,
      name: person.name,
      character: null,
      order,
      profile_path: null,
    }));
}

type ImdbEnriched = Pick<CatalogMovieRecord, 'cast' | 'directors' | 'countries'> & {
  certification: Certification | null;
};

/**
 * Fills what the TMDB-keyed sources lack from the movie's IMDB row: the US certification, the country,
 * the director and (only when no cast list exists) the three top-billed actors, named people getting
 * their TMDB id where a person of that name is known.
 */
export function withImdbFacts(
  record: Omit<ImdbEnriched, 'certification'>,
  imdb: ImdbMovieFacts | undefined,
  personId: (name: string) => number,
): ImdbEnriched {
  if (!imdb) return { ...record, certification: null };
  return {
    certification: imdb.certification,
    countries: record.countries.length > 0 || !imdb.country ? record.countries : [imdb.country],
    directors:
      record.directors.length > 0 || !imdb.directorName
        ? record.directors
        : [{ id: personId(imdb.directorName), name: imdb.directorName }],
    cast:
      record.cast.length > 0
        ? record.cast
        : imdb.actorNames.map((name, order) => ({
            id: personId(name),
            name,
            character: null,
            order,
            profile_path: null,
          })),
  };
}
