import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { MovieFeatures } from '../model/training-data.ts';

/** One MovieLens rating, mapped to a TMDB id. */
export interface MovieLensRating {
  userId: number;
  tmdbId: number;
  stars: number;
  /** Seconds since 1970, when the rating was given. */
  timestamp: number;
}

/** Extra facts the original product's baseline clusters on. */
export interface MovieNumbers {
  voteAverage: number;
  voteCount: number;
  popularity: number;
  runtime: number;
  year: number;
}

export interface EvalDataset {
  ratings: MovieLensRating[];
  /** Every rated movie, with whatever content facts the dataset files hold for it (possibly none). */
  movies: MovieFeatures[];
  numbers: Map<number, MovieNumbers>;
}

type Row = Record<string, string>;

function readCsv(file: string): Row[] {
  return parse(fs.readFileSync(file), {
    columns: true,
    skip_empty_lines: true,
    relax_quotes: true,
    relax_column_count: true,
  }) as Row[];
}

/** Names and ids inside The Movies Dataset's Python-literal list columns ("[{'id': 1, 'name': 'x'}]"). */
function pythonListIds(literal: string | undefined): number[] {
  return [...(literal ?? '').matchAll(/'id': (\d+)/g)].map((match) => Number(match[1]));
}
function pythonListNames(literal: string | undefined): string[] {
  return [...(literal ?? '').matchAll(/'name': (?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g)].map(
    (match) => match[1] ?? match[2],
  );
}

function noFeatures(id: number): MovieFeatures {
  return { id, genreIds: [], keywords: [], castIds: [], directorIds: [], overview: '', popularity: 0 };
}

/**
 * MovieLens ratings (mapped to TMDB ids through links_small.csv) with content features merged from the
 * TMDB 5000 files, The Movies Dataset keywords and metadata, and the Warwick subset's credits.
 */
export function loadEvalDataset(dataDir: string): EvalDataset {
  const file = (...parts: string[]) => path.join(dataDir, ...parts);
  const tmdbByMovieLens = new Map<number, number>();
  for (const row of readCsv(file('the-movies-dataset', 'links_small.csv'))) {
    const tmdbId = Number(row.tmdbId);
    if (row.tmdbId && Number.isInteger(tmdbId) && tmdbId > 0)
      tmdbByMovieLens.set(Number(row.movieId), tmdbId);
  }
  const ratings: MovieLensRating[] = [];
  for (const row of readCsv(file('movielens-small', 'ratings.csv'))) {
    const tmdbId = tmdbByMovieLens.get(Number(row.movieId));
    if (tmdbId !== undefined)
      ratings.push({
        userId: Number(row.userId),
        tmdbId,
        stars: Number(row.rating),
        timestamp: Number(row.timestamp),
      });
  }

  const features = new Map<number, MovieFeatures>();
  const numbers = new Map<number, MovieNumbers>();
  const featuresOf = (id: number) => {
    let movie = features.get(id);
    if (!movie) features.set(id, (movie = noFeatures(id)));
    return movie;
  };
  const rememberNumbers = (id: number, row: Row) => {
    if (numbers.has(id)) return;
    numbers.set(id, {
      voteAverage: Number(row.vote_average) || 0,
      voteCount: Number(row.vote_count) || 0,
      popularity: Number(row.popularity) || 0,
      runtime: Number(row.runtime) || 0,
      year: Number((row.release_date ?? '').slice(0, 4)) || 0,
    });
  };

  for (const row of readCsv(file('tmdb-5000', 'tmdb_5000_movies.csv'))) {
    const movie = featuresOf(Number(row.id));
    movie.genreIds = (JSON.parse(row.genres || '[]') as { id: number }[]).map((genre) => genre.id);
    movie.keywords = (JSON.parse(row.keywords || '[]') as { name: string }[]).map((keyword) => keyword.name);
    movie.overview = row.overview ?? '';
    movie.popularity = Number(row.popularity) || 0;
    rememberNumbers(movie.id, row);
  }
  for (const metadataFile of [
    file('the-movies-dataset', 'movies_metadata.head2996.csv'),
    file('warwick-1000', 'movies_metadata.csv'),
  ]) {
    for (const row of readCsv(metadataFile)) {
      const id = Number(row.id ?? row.tmdb_id);
      if (!Number.isInteger(id) || id <= 0) continue;
      const movie = featuresOf(id);
      if (movie.genreIds.length === 0) movie.genreIds = pythonListIds(row.genres);
      if (!movie.overview) movie.overview = row.overview ?? '';
      if (!movie.popularity) movie.popularity = Number(row.popularity) || 0;
      rememberNumbers(id, row);
    }
  }
  for (const keywordFile of [
    file('the-movies-dataset', 'keywords.csv'),
    file('warwick-1000', 'keywords.csv'),
  ]) {
    for (const row of readCsv(keywordFile)) {
      const id = Number(row.id ?? row.tmdb_id);
      const movie = features.get(id);
      if (movie && movie.keywords.length === 0) movie.keywords = pythonListNames(row.keywords);
    }
  }

  // cast_by_person has no billing order: a person's number of credits stands in for it (leads recur).
  const castLists = new Map<number, { person: number; credits: number }[]>();
  for (const row of readCsv(file('tmdb-5000', 'cast_by_person.csv'))) {
    const movieIds = (row.movie_id.match(/\d+/g) ?? []).map(Number);
    for (const movieId of movieIds) {
      const list = castLists.get(movieId) ?? [];
      list.push({ person: Number(row.id), credits: movieIds.length });
      castLists.set(movieId, list);
    }
  }
  for (const [movieId, list] of castLists) {
    const movie = features.get(movieId);
    if (movie)
      movie.castIds = list
        .sort((a, b) => b.credits - a.credits || a.person - b.person)
        .map((entry) => entry.person);
  }
  for (const row of readCsv(file('warwick-1000', 'credits.csv'))) {
    const movie = features.get(Number(row.tmdb_id));
    if (!movie) continue;
    if (movie.castIds.length === 0) movie.castIds = pythonListIds(row.cast);
    movie.directorIds = [...(row.crew ?? '').matchAll(/'id': (\d+), 'job': 'Director'/g)].map((match) =>
      Number(match[1]),
    );
  }

  const ratedIds = [...new Set(ratings.map((rating) => rating.tmdbId))].sort((a, b) => a - b);
  const movies = ratedIds.map((id) => features.get(id) ?? noFeatures(id));
  return { ratings, movies, numbers };
}
