import type { MovieFilter } from '@marquee/catalog';
import type { MovieSummary } from '@marquee/contracts';
import type { PredictedScores } from './group-pick.ts';
import type { TonightDependencies } from './tonight.dependencies.ts';

/** Genres of each member the fallback reads from their likes. */
const FALLBACK_GENRES = 3;
/** The catalog's findMovies answers at most this many per call. */
export const FILTER_CHUNK = 100;

/** Each genre's share of the member's liked movies (1 for their most liked genre). */
function genreWeights(liked: MovieSummary[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const genre of liked.flatMap((movie) => movie.genre_ids))
    counts.set(genre, (counts.get(genre) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  return new Map([...counts].map(([genre, count]) => [genre, count / most]));
}

/**
 * While the recommender is down: each member's score of a movie is the weight of its genres among their liked
 * movies, over the catalog's popular movies in the members' top genres and their watchlists.
 */
export async function fromGenresAndPopularity(
  { catalog }: Pick<TonightDependencies, 'catalog'>,
  likedBy: MovieSummary[][],
  filter: MovieFilter,
  watchlists: number[],
): Promise<{ scores: PredictedScores[]; pool: number[] }> {
  const weights = likedBy.map(genreWeights);
  const genres = [
    ...new Set(
      weights.flatMap((member) =>
        [...member]
          .sort((a, b) => b[1] - a[1])
          .slice(0, FALLBACK_GENRES)
          .map(([genre]) => genre),
      ),
    ),
  ];
  const popular = await catalog.findMovies({
    anyGenreIds: genres,
    ...filter,
    sort: 'popularity',
    limit: FILTER_CHUNK,
  });
  const pool = [...new Set([...popular.map((movie) => movie.id), ...watchlists])];
  const genresOf = new Map(
    (await catalog.getMovieSummaries(pool)).map((movie) => [movie.id, movie.genre_ids]),
  );
  const scores = weights.map(
    (member) =>
      new Map(
        pool.map((id) => [
          id,
          (genresOf.get(id) ?? []).reduce((sum, genre) => sum + (member.get(genre) ?? 0), 0),
        ]),
      ),
  );
  return { scores, pool };
}
