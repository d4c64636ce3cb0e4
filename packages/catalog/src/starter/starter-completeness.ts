/** What a movie page needs to be whole: a cast, a director and a runtime. */
export interface Completeness {
  cast: number;
  director: boolean;
  runtime: boolean;
}

/** A starter movie is complete with at least this many cast members, a director and a runtime. */
export const MIN_CAST = 3;

export function completenessOf(movie: {
  cast: unknown[];
  directors: { id: number | null }[];
  runtime: number | null;
}): Completeness {
  return {
    cast: movie.cast.length,
    director: movie.directors.some((director) => director.id !== null),
    runtime: movie.runtime !== null && movie.runtime > 0,
  };
}

export const isComplete = (completeness: Completeness) =>
  completeness.cast >= MIN_CAST && completeness.director && completeness.runtime;
