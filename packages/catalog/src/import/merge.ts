import type { Certification } from '../catalog.ts';
import type { CatalogMovieRecord } from '../movie-record.ts';
import type {
  CastMember,
  DatasetContents,
  MovieFacts,
  SourceCastMember,
  SourceCrewMember,
} from './dataset-contents.ts';
import { createIdResolver, imdbFactsByTmdbId, imdbIdsByTmdbId, type ImdbMovieFacts } from './imdb-facts.ts';

// People listed without billing order (TMDB 5000 cast_by_person) are capped: the best-known first.
const MAX_UNORDERED_CAST = 15;
// Newer exports have the image paths TMDB serves today; older datasets' paths may have been replaced.
const IMAGE_PRIORITY = [8, 4, 5, 7, 6, 2, 3, 1];

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
  const certifications = bestByPriority(contents.certifications);
  const crewLists = [...contents.crewLists].sort((a, b) => a.priority - b.priority);
  const directorLists = bestCrewLists(crewLists, (job) => job === 'Director');
  const otherCrewLists = bestCrewLists(crewLists, (job) => job !== 'Director');

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

  // The exports' IMDb ids join more movies to their IMDB 5000 row than links.csv alone.
  const imdbLinks = new Map(contents.imdbLinks);
  for (const facts of contents.facts) {
    const imdbNumber = facts.imdb_id ? Number(facts.imdb_id.slice(2)) : null;
    if (imdbNumber !== null && !imdbLinks.has(imdbNumber)) imdbLinks.set(imdbNumber, facts.id);
  }
  const imdb = imdbFactsByTmdbId(contents.imdb, imdbLinks);
  const imdbIds = imdbIdsByTmdbId(contents.imdbLinks);
  const people = identifyPeople(contents);
  const companyId = createIdResolver(contents.facts.flatMap((facts) => facts.production_companies ?? []));

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
      imdb_id: imdbIds.get(id) ?? firstOf(sources, (facts) => facts.imdb_id),
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
      production_companies: companiesOf(sources, companyId),
      ...withCertification(
        withImdbFacts(
          {
            cast:
              people.cast(castLists.get(id)?.cast) ??
              unorderedCastOf(unorderedCast.get(id) ?? [], creditsPerPerson),
            directors: people
              .crew(directorLists.get(id))
              .map(({ id, name, profile_path }) => ({ id, name, profile_path })),
            countries: firstOf(sources, (facts) => facts.production_countries, nonEmpty) ?? [],
          },
          imdb.get(id),
          people.resolve,
        ),
        certifications.get(id)?.certification,
      ),
      crew: people.crew(otherCrewLists.get(id)),
      trailer_key: contents.trailers.get(id) ?? null,
    });
  }
  return records;
}

/**
 * The companies of the best source that lists them with TMDB ids, else of one naming them only: each name gets
 * the id of a known company so named, or a synthetic one.
 */
function companiesOf(
  sources: MovieFacts[],
  companyId: (name: string) => number,
): CatalogMovieRecord['production_companies'] {
  const withIds = firstOf(
    sources,
    (facts) => facts.production_companies,
    (list) => list.length > 0,
  );
  if (withIds) return withIds;
  const names = firstOf(
    sources,
    (facts) => facts.production_company_names,
    (list) => list.length > 0,
  );
  return (names ?? []).map((name) => ({ id: companyId(name), name }));
}

/** Per movie, the crew of the best source that lists someone in the jobs asked for (directors, the others). */
function bestCrewLists(
  sortedLists: DatasetContents['crewLists'],
  wanted: (job: string) => boolean,
): Map<number, SourceCrewMember[]> {
  const best = new Map<number, SourceCrewMember[]>();
  for (const { movieId, crew } of sortedLists) {
    if (best.has(movieId)) continue;
    const members = crew.filter((member) => wanted(member.job));
    if (members.length > 0) best.set(movieId, members);
  }
  return best;
}

type IdentifiedCrewMember = { id: number; name: string; job: string; profile_path: string | null };

/**
 * Gives every credit a person id and a name: a source's own TMDB id, else the id of a known person with the
 * same profile image or name, else a synthetic one; ids without a name get it from the people we know.
 */
function identifyPeople(contents: DatasetContents) {
  type KnownPerson = { id: number; name: string; profile_path: string | null };
  const withId = (member: { id: number | null; name: string; profile_path: string | null }): KnownPerson[] =>
    member.id === null || !member.name
      ? []
      : [{ id: member.id, name: member.name, profile_path: member.profile_path }];
  const known: KnownPerson[] = [
    ...contents.people,
    ...contents.castLists.flatMap((entry) => entry.cast).flatMap(withId),
    ...contents.crewLists.flatMap((entry) => entry.crew).flatMap(withId),
    ...contents.personMovies.map((entry) => ({ ...entry.person, profile_path: null })),
  ];
  const resolve = createIdResolver(known);
  const byId = new Map<number, { name: string; profile_path: string | null }>();
  for (const person of known) {
    const current = byId.get(person.id);
    if (!current) byId.set(person.id, { name: person.name, profile_path: person.profile_path });
    else if (!current.profile_path && person.profile_path) current.profile_path = person.profile_path;
  }
  const identify = <T extends { id: number | null; name: string; profile_path: string | null }>(
    member: T,
  ) => {
    const id = member.id ?? resolve(member.name, member.profile_path);
    const person = byId.get(id);
    const name = member.name || person?.name;
    return name
      ? { ...member, id, name, profile_path: member.profile_path ?? person?.profile_path ?? null }
      : null;
  };
  const uniquePeople = <T extends { id: number }>(
    list: T[],
    key: (item: T) => string = (item) => String(item.id),
  ) => {
    const seen = new Set<string>();
    return list.filter((item) => !seen.has(key(item)) && !!seen.add(key(item)));
  };
  return {
    resolve,
    /** null when the source has no usable cast (the caller falls back to unordered cast). */
    cast(list: SourceCastMember[] | undefined): CastMember[] | null {
      if (!list) return null;
      const cast = uniquePeople(list.flatMap((member) => identify(member) ?? []));
      return cast.length > 0 ? cast : null;
    },
    crew(list: SourceCrewMember[] | undefined): IdentifiedCrewMember[] {
      return uniquePeople(
        (list ?? []).flatMap((member) => identify(member) ?? []),
        (member) => `${member.id}|${member.job}`,
      );
    },
  };
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

/** The exports' US certification wins over IMDB 5000's (older, and sometimes a re-rating). */
function withCertification<T extends { certification: Certification | null }>(
  record: T,
  certification: Certification | undefined,
): T {
  return certification ? { ...record, certification } : record;
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
