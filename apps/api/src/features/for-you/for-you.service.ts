import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Catalog } from '@marquee/catalog';
import {
  BECAUSE_YOU_LIKED_MOVIES,
  BECAUSE_YOU_LIKED_ROWS,
  FOR_YOU_MOVIES,
  forYouResponseSchema,
  type ForYou,
} from '@marquee/contracts';
import { CompressibleBody } from '../../platform/compression.ts';
import { createFingerprintedAnswers } from '../../platform/fingerprinted-answers.ts';
import { ok } from '../../platform/respond.ts';
import { resolveMovies } from '../../platform/movie-summaries.ts';
import type { RecommenderClient } from '../../platform/recommender-client.ts';
import type { ForYouRepository, TasteHistory } from './for-you.repository.ts';

/** The history the service reads: the most recent positives say most about what someone wants now. */
const HISTORY_SENT = 50;
/** Asked of the service: more than shown, since what the user has seen is taken out afterwards. */
const CANDIDATES = 50;
const ANSWERS_BYTES = 32 * 1024 * 1024;

const NOTHING_YET: ForYou = { recommended: [], because_you_liked: [] };

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
  catalog: Catalog;
  log: FastifyBaseLogger;
}) {
  const answers = createFingerprintedAnswers(forYouResponseSchema, ANSWERS_BYTES);
  const nothingYet = CompressibleBody.json(forYouResponseSchema, ok(NOTHING_YET, 'Nothing to go on yet'));

  const unseen = (ids: number[], history: TasteHistory) => ids.filter((id) => !history.seen.has(id));

  async function build(history: TasteHistory): Promise<ForYou> {
    const [recommended, ...because] = await Promise.all([
      recommender.recommendForHistory(history.positives.slice(0, HISTORY_SENT), CANDIDATES).then((answer) =>
        resolveMovies(
          catalog,
          unseen(
            answer.items.map((item) => item.tmdbId),
            history,
          ),
          FOR_YOU_MOVIES,
        ),
      ),
      // With a single movie to go on, its row would repeat "Recommended for you".
      ...(history.positives.length < 2 ? [] : history.likes.slice(0, BECAUSE_YOU_LIKED_ROWS)).map(
        async (liked) => {
          const answer = await recommender.recommendVersioned(liked.id, CANDIDATES);
          const ids = unseen(
            answer.items.map((item) => item.tmdbId),
            history,
          );
          return { liked, movies: await resolveMovies(catalog, ids, BECAUSE_YOU_LIKED_MOVIES) };
        },
      ),
    ]);
    return { recommended, because_you_liked: because.filter((row) => row.movies.length > 0) };
  }

  return {
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
        // Not kept: the next visit asks again. The home page simply shows no personal rows meanwhile.
        log.warn({ err: error }, 'personal recommendations unavailable');
        return nothingYet;
      }
    },
  };
}
