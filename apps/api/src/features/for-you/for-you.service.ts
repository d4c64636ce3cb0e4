import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogBrowse, CatalogFacts } from '@marquee/catalog';
import {
  BECAUSE_YOU_LIKED_MOVIES,
  BECAUSE_YOU_LIKED_ROWS,
  FOR_YOU_MOVIES,
  FOR_YOU_STARTER_MOVIES,
  forYouResponseSchema,
  forYouStarterResponseSchema,
  friendsReason,
  historyReason,
  itemReason,
  popularInGenresReason,
  type ForYou,
  type RecommendationItem as Recommendation,
  type ReasonMovie,
} from '@marquee/contracts';
import { CompressibleBody } from '../../platform/compression.ts';
import { createFingerprintedAnswers } from '../../platform/fingerprinted-answers.ts';
import { ok } from '../../platform/respond.ts';
import { resolveRecommended, titlesOf } from '../../platform/recommended-movies.ts';
import type { RecommenderClient } from '../../platform/recommender-client.ts';
import type { ForYouRepository, TasteHistory } from './for-you.repository.ts';

/** The history the service reads: the most recent positives say most about what someone wants now. */
const HISTORY_SENT = 50;
/** Asked of the service: more than shown, since what the user has seen is taken out afterwards. */
const CANDIDATES = 50;
const ANSWERS_BYTES = 32 * 1024 * 1024;

/** The fallback pick's genres: the ones that come up most among the movies the user liked. */
const FALLBACK_GENRES = 3;
/** Liked movies the fallback reads the genres of: the most recent ones say most about now. */
const FALLBACK_HISTORY = 50;

/**
 * The starter grid's genres, in the order its films are drawn: one film from each, so someone new sees the
 * range of the catalog rather than twelve blockbusters of one kind.
 */
const STARTER_GENRES = [
  28, 35, 18, 16, 878, 27, 10749, 80, 99, 14, 53, 10751, 36, 10402, 37, 10752, 9648, 12,
];
/** Popular films looked at per genre: a film already drawn for an earlier genre is passed over. */
const STARTER_CANDIDATES_PER_GENRE = 4;

const NOTHING_YET: ForYou = { recommended: [], because_you_liked: [], limited: false, taste_movies: 0 };

/**
 * Each pick's reason: the history movies the service names as the largest terms of its score, with what
 * the user did with each (rated, liked, watched); when only friends' films led to it, what friends rated them.
 */
async function withHistoryReasons(catalog: CatalogBrowse, items: Recommendation[], history: TasteHistory) {
  const titles = await titlesOf(
    catalog,
    items.flatMap((item) => (item.because ?? []).map((term) => term.tmdbId)),
  );
  const liked = new Set(history.likes.map((like) => like.id));
  const asReasonMovie = (id: number): ReasonMovie => ({
    id,
    title: titles.get(id) ?? 'a movie you liked',
    rating: history.ratings.get(id),
    liked: liked.has(id),
  });
  const reasonOf = (ids: number[]) => {
    const own = ids.filter((id) => !history.friendsRatings.has(id));
    if (own.length > 0) return historyReason(own.map(asReasonMovie));
    return friendsReason(
      ids.map((id) => ({ id, title: titles.get(id) ?? 'a film', rating: history.friendsRatings.get(id)! })),
    );
  };
  return items.map((item) => {
    const contributors = (item.because ?? []).map((term) => term.tmdbId);
    // An older service names no contributors: its answer still comes from the history it was sent.
    const reason = reasonOf(contributors.length > 0 ? contributors : history.positives.slice(0, 1));
    return { tmdbId: item.tmdbId, reason };
  });
}

/**
 * While the recommender is down: the catalog's most popular movies in the genres the user's likes (or,
 * with no likes, their other positives) have most, leaving out everything they have seen. Never kept:
 * the next visit asks the recommender again.
 */
async function popularInLikedGenres(
  catalog: CatalogBrowse & CatalogFacts,
  history: TasteHistory,
): Promise<ForYou> {
  const basis = history.likes.length > 0 ? history.likes.map((like) => like.id) : history.positives;
  const movies = await catalog.getMovieSummaries(basis.slice(0, FALLBACK_HISTORY));
  const counts = new Map<number, number>();
  for (const genre of movies.flatMap((movie) => movie.genre_ids))
    counts.set(genre, (counts.get(genre) ?? 0) + 1);
  // Most liked first; among equals, the genre of the more recent like (the map keeps first-seen order).
  const genres = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, FALLBACK_GENRES)
    .map(([genre]) => genre);
  if (genres.length === 0) return { ...NOTHING_YET, taste_movies: history.positives.length };
  const popular = await catalog.findMovies({
    anyGenreIds: genres,
    excludeIds: [...history.seen],
    sort: 'popularity',
    limit: FOR_YOU_MOVIES,
  });
  const recommended = popular.map((movie) => ({
    ...movie,
    reason: popularInGenresReason(genres.filter((genre) => movie.genre_ids.includes(genre))),
  }));
  return { recommended, because_you_liked: [], limited: true, taste_movies: history.positives.length };
}

/**
 * "For you": the user's history asked of the recommender, what they have seen taken out, resolved through
 * the catalog. Each user's answer is kept under a fingerprint of their history and the model's version, so
 * it is rebuilt on their next visit after a new like, rating or watched movie, or after a retraining, and
 * costs three small queries otherwise.
 */
export function createForYouService({
  repository,
  recommender,
  catalog,
  log,
}: {
  repository: ForYouRepository;
  recommender: RecommenderClient;
  catalog: CatalogBrowse & CatalogFacts;
  log: FastifyBaseLogger;
}) {
  const answers = createFingerprintedAnswers(forYouResponseSchema, ANSWERS_BYTES);
  const nothingYet = CompressibleBody.json(forYouResponseSchema, ok(NOTHING_YET, 'Nothing to go on yet'));

  const unseen = (items: Recommendation[], history: TasteHistory) =>
    items.filter((item) => !history.seen.has(item.tmdbId));

  async function build(history: TasteHistory): Promise<ForYou> {
    const [recommended, ...because] = await Promise.all([
      recommender
        .recommendForHistory(history.positives.slice(0, HISTORY_SENT), CANDIDATES)
        .then(async (answer) =>
          resolveRecommended(
            catalog,
            await withHistoryReasons(catalog, unseen(answer.items, history), history),
            FOR_YOU_MOVIES,
          ),
        ),
      // With a single movie to go on, its row would repeat "Recommended for you".
      ...(history.positives.length < 2 ? [] : history.likes.slice(0, BECAUSE_YOU_LIKED_ROWS)).map(
        async (liked) => {
          const answer = await recommender.recommendVersioned(liked.id, CANDIDATES);
          const picks = unseen(answer.items, history).map((item) => ({
            tmdbId: item.tmdbId,
            reason: itemReason(item.reason, liked),
          }));
          return { liked, movies: await resolveRecommended(catalog, picks, BECAUSE_YOU_LIKED_MOVIES) };
        },
      ),
    ]);
    return {
      recommended,
      because_you_liked: because.filter((row) => row.movies.length > 0),
      limited: false,
      taste_movies: history.positives.length,
    };
  }

  return {
    /**
     * A varied grid for someone with little history: the most popular film of each of several genres that
     * they have not liked, rated or watched, each film once.
     */
    async starter(userId: string): Promise<CompressibleBody> {
      const history = await repository.history(userId);
      const perGenre = await Promise.all(
        STARTER_GENRES.map((genre) =>
          catalog.findMovies({
            anyGenreIds: [genre],
            excludeIds: [...history.seen],
            sort: 'popularity',
            limit: STARTER_CANDIDATES_PER_GENRE,
          }),
        ),
      );
      const picked = new Map<number, (typeof perGenre)[number][number]>();
      for (const movies of perGenre) {
        const movie = movies.find((candidate) => !picked.has(candidate.id));
        if (movie) picked.set(movie.id, movie);
        if (picked.size === FOR_YOU_STARTER_MOVIES) break;
      }
      return CompressibleBody.json(
        forYouStarterResponseSchema,
        ok([...picked.values()], 'Films to start from'),
      );
    },

    async answerFor(userId: string): Promise<CompressibleBody> {
      const history = await repository.history(userId);
      if (history.positives.length === 0 && history.likes.length === 0) return nothingYet;
      const fingerprint = createHash('sha256')
        .update(`${history.fingerprint}#${recommender.modelVersion() ?? ''}`)
        .digest('base64url');
      try {
        return await answers.answer(userId, fingerprint, async () =>
          ok(await build(history), 'Recommendations for you retrieved'),
        );
      } catch (error) {
        log.warn({ err: error }, 'personal recommendations unavailable: showing popular picks instead');
        try {
          const fallback = await popularInLikedGenres(catalog, history);
          return CompressibleBody.json(
            forYouResponseSchema,
            ok(fallback, 'Recommendations are simpler right now'),
          );
        } catch (fallbackError) {
          log.warn({ err: fallbackError }, 'popular picks unavailable');
          return nothingYet;
        }
      }
    },
  };
}
