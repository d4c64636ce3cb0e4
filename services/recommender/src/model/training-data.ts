/** What the model learns from, whatever the source (our database, or the dataset files in the offline eval). */
export interface MovieFeatures {
  id: number;
  genreIds: number[];
  keywords: string[];
  /** Cast person ids in billing order. */
  castIds: number[];
  directorIds: number[];
  /** Names by person id for the cast and directors, when known (reasons name them). */
  personNames?: Map<number, string>;
  overview: string;
  popularity: number;
  /** The catalog's meaning-index embedding (unit length), when it has one. */
  meaning?: Float32Array;
}

/** One user's positive signal on one movie (a MovieLens rating, a like, a 7+ rating on our site). */
export interface Interaction {
  userKey: string;
  movieId: number;
  /** Strength of the signal, 0..1. */
  weight: number;
  /** When it was given (seconds since 1970), when known: the time-aware weighting reads it. */
  at?: number;
}

export interface TrainingData {
  movies: MovieFeatures[];
  interactions: Interaction[];
}

/**
 * How much a MovieLens rating (0.5-5 stars) says "people who liked this also liked...": liked movies count
 * fully, lukewarm ones a little, disliked ones not at all.
 */
export function movieLensInteractionWeight(stars: number): number {
  if (stars >= 4) return 1;
  if (stars >= 3) return 0.5;
  return 0;
}
