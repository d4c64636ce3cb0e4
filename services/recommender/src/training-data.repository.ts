import type { Kysely } from 'kysely';
import { decodeVector, EMBEDDING_MODEL, readMovieEmbeddings } from '@marquee/catalog';
import { readSiteId, type Database } from '@marquee/db';
import {
  movieLensInteractionWeight,
  type Interaction,
  type MovieFeatures,
  type TrainingData,
} from './model/training-data.ts';

/** Our own users' 1-10 ratings from this score up count as liking the movie. */
export const LIKED_RATING = 7;

/** The only code of the service that reads the database. */
export class TrainingDataRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * What the model was trained on, in one string: the catalog (size and last change), the imported ratings,
   * our users' likes and 7+ ratings, and the meaning index's vectors.
   * While the API has not created the tables yet, the catalog is simply empty.
   */
  async fingerprint(): Promise<string> {
    try {
      const movies = await this.db
        .selectFrom('movies')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('updated_at').as('latest')])
        .executeTakeFirstOrThrow();
      const ratings = await this.db
        .selectFrom('external_ratings')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const likes = await this.db
        .selectFrom('likes')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('latest')])
        .executeTakeFirstOrThrow();
      const liked = await this.db
        .selectFrom('ratings')
        .where('rating', '>=', LIKED_RATING)
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('updated_at').as('latest')])
        .executeTakeFirstOrThrow();
      // Vectors of the meaning index are written after the movies (computed on import or at start).
      const meaning = await this.db
        .selectFrom('movie_embeddings')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('updated_at').as('latest')])
        .executeTakeFirst()
        .catch((error: unknown) => {
          if (isMissingTable(error)) return undefined;
          throw error;
        });
      return [
        `movies=${Number(movies.count)}`,
        `updated=${movies.latest ?? '-'}`,
        `external_ratings=${Number(ratings.count)}`,
        `likes=${Number(likes.count)}@${likes.latest ?? '-'}`,
        `liked_ratings=${Number(liked.count)}@${liked.latest ?? '-'}`,
        `meaning=${Number(meaning?.count ?? 0)}@${meaning?.latest ?? '-'}`,
      ].join(';');
    } catch (error) {
      if (isMissingTable(error)) return 'empty';
      throw error;
    }
  }

  /** The id of the site whose database this is (undefined until the API has created it). */
  siteId(): Promise<string | undefined> {
    return readSiteId(this.db);
  }

  async load(): Promise<TrainingData> {
    try {
      return { movies: await this.movies(), interactions: await this.interactions() };
    } catch (error) {
      if (isMissingTable(error)) return { movies: [], interactions: [] };
      throw error;
    }
  }

  /** Every catalog movie's content facts (what a movie the model has never seen is placed among). */
  async catalogMovies(): Promise<MovieFeatures[]> {
    return this.movies();
  }

  /** One movie's content facts, or undefined when the catalog does not have it. */
  async movieFeatures(tmdbId: number): Promise<MovieFeatures | undefined> {
    return (await this.movies(tmdbId))[0];
  }

  private async movies(onlyId?: number): Promise<MovieFeatures[]> {
    const one = onlyId !== undefined;
    const rows = await this.db
      .selectFrom('movies')
      .select(['id', 'overview', 'popularity', 'keywords_json'])
      .$if(one, (query) => query.where('id', '=', onlyId!))
      .orderBy('id')
      .execute();
    const movies = new Map<number, MovieFeatures>(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          genreIds: [],
          keywords: parseKeywords(row.keywords_json),
          castIds: [],
          directorIds: [],
          overview: row.overview ?? '',
          popularity: row.popularity,
        },
      ]),
    );
    const genres = await this.db
      .selectFrom('movie_genres')
      .select(['movie_id', 'genre_id'])
      .$if(one, (query) => query.where('movie_id', '=', onlyId!))
      .execute();
    for (const row of genres) {
      movies.get(row.movie_id)?.genreIds.push(row.genre_id);
    }
    const cast = await this.db
      .selectFrom('movie_cast')
      .leftJoin('people', 'people.id', 'movie_cast.person_id')
      .select(['movie_id', 'person_id', 'people.name'])
      .$if(one, (query) => query.where('movie_id', '=', onlyId!))
      .orderBy('movie_id')
      .orderBy('cast_order')
      .execute();
    const named = (movie: MovieFeatures, personId: number, name: string | null) => {
      if (name) (movie.personNames ??= new Map()).set(personId, name);
    };
    for (const row of cast) {
      const movie = movies.get(row.movie_id);
      if (!movie) continue;
      movie.castIds.push(row.person_id);
      named(movie, row.person_id, row.name);
    }
    const directors = await this.db
      .selectFrom('movie_crew')
      .leftJoin('people', 'people.id', 'movie_crew.person_id')
      .select(['movie_id', 'person_id', 'people.name'])
      .where('job', '=', 'Director')
      .$if(one, (query) => query.where('movie_id', '=', onlyId!))
      .execute();
    for (const row of directors) {
      const movie = movies.get(row.movie_id);
      if (!movie) continue;
      movie.directorIds.push(row.person_id);
      named(movie, row.person_id, row.name);
    }
    await this.attachMeaning(movies, onlyId);
    return [...movies.values()];
  }

  /** The meaning index's vectors (the catalog's encoder's, unit length); a catalog from before the index has none. */
  private async attachMeaning(movies: Map<number, MovieFeatures>, onlyId: number | undefined): Promise<void> {
    try {
      if (onlyId === undefined) {
        const { ids, vectors, dimensions } = await readMovieEmbeddings(this.db);
        ids.forEach((id, row) => {
          const movie = movies.get(id);
          if (movie) movie.meaning = vectors.subarray(row * dimensions, (row + 1) * dimensions);
        });
        return;
      }
      const row = await this.db
        .selectFrom('movie_embeddings')
        .select('vector')
        .where('movie_id', '=', onlyId)
        .where('model', '=', EMBEDDING_MODEL)
        .executeTakeFirst();
      const movie = movies.get(onlyId);
      if (row && movie) movie.meaning = decodeVector(row.vector);
    } catch (error) {
      if (!isMissingTable(error)) throw error;
    }
  }

  private async interactions(): Promise<Interaction[]> {
    const external = await this.db
      .selectFrom('external_ratings')
      .select(['user_id', 'tmdb_id', 'rating', 'rated_at'])
      .execute();
    const likes = await this.db
      .selectFrom('likes')
      .select(['user_id', 'tmdb_id', 'created_at as at'])
      .execute();
    const ratings = await this.db
      .selectFrom('ratings')
      .select(['user_id', 'tmdb_id', 'updated_at as at'])
      .where('rating', '>=', LIKED_RATING)
      .execute();
    return [
      ...external.map((row) => ({
        userKey: `ml:${row.user_id}`,
        movieId: row.tmdb_id,
        weight: movieLensInteractionWeight(row.rating),
        at: row.rated_at,
      })),
      // A like and a 7+ rating by the same user on the same movie are one signal, not two.
      ...dedupe(
        [...likes, ...ratings].map((row) => ({
          userKey: `u:${row.user_id}`,
          movieId: row.tmdb_id,
          weight: 1,
          at: Date.parse(String(row.at)) / 1000 || undefined,
        })),
      ),
    ];
  }
}

function dedupe(interactions: Interaction[]): Interaction[] {
  const seen = new Set<string>();
  return interactions.filter((interaction) => {
    const key = `${interaction.userKey}|${interaction.movieId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function parseKeywords(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function isMissingTable(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /no such table|does not exist/i.test(message);
}
