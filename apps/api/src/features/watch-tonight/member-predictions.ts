import { RECOMMENDER_MAX_CANDIDATES } from '@marquee/contracts';
import type { Recommendation } from '../../platform/recommender-client.ts';
import type { PredictedScores } from './group-pick.ts';
import type { TonightDependencies } from './tonight.dependencies.ts';
import type { MemberTaste } from './tonight.repository.ts';

/** The most recent positives say most about what someone wants now (as "For you" sends them). */
const HISTORY_SENT = 50;
/** The recommender's most per request. */
const CANDIDATES_PER_MEMBER = 50;
/** Members' answers of the recommender kept in memory (a few KB each), the oldest dropped first. */
const PREDICTIONS_KEPT = 2000;

/** One member's answer of the recommender: a score per movie and the member's movies that add most to it. */
export interface MemberPredictions {
  scores: PredictedScores;
  because: ReadonlyMap<number, readonly number[]>;
}
const NO_PREDICTIONS: MemberPredictions = { scores: new Map(), because: new Map() };

/**
 * A member's predictions depend only on the history sent, the model and the movies asked about: kept under all
 * three, so "Another" and a changed limit do not ask the recommender again, and a new like or a retraining does.
 */
export interface PredictionsKept {
  get(key: string): MemberPredictions | undefined;
  keep(key: string, member: MemberPredictions): void;
}

export function createPredictionsKept(): PredictionsKept {
  const predictions = new Map<string, MemberPredictions>();
  return {
    get: (key) => predictions.get(key),
    keep(key, member) {
      if (predictions.size >= PREDICTIONS_KEPT) predictions.delete(predictions.keys().next().value!);
      predictions.set(key, member);
    },
  };
}

type Asking = Pick<TonightDependencies, 'recommender' | 'predictions'>;

const memberPredictions = (items: Recommendation[]): MemberPredictions => ({
  scores: new Map(items.map((item) => [item.tmdbId, item.rating])),
  because: new Map(items.map((item) => [item.tmdbId, (item.because ?? []).map((term) => term.tmdbId)])),
});

/** The member's answer of the recommender (their top list, or their scores of `candidates`), kept. */
async function askRecommender(
  { recommender, predictions }: Asking,
  history: number[],
  candidates?: number[],
): Promise<MemberPredictions> {
  const asked = candidates ? `|${candidates.join(',')}` : '';
  const version = recommender.modelVersion();
  const kept = version === undefined ? undefined : predictions.get(`${version}|${history.join(',')}${asked}`);
  if (kept) return kept;
  const answer = await recommender.recommendForHistory(history, CANDIDATES_PER_MEMBER, candidates);
  const member = memberPredictions(answer.items);
  if (answer.modelVersion !== undefined)
    predictions.keep(`${answer.modelVersion}|${history.join(',')}${asked}`, member);
  return member;
}

const historyOf = (taste: MemberTaste) => taste.positives.slice(0, HISTORY_SENT);

/** Each member's own top list from the recommender: together they make the group's candidates. */
export async function topLists(dependencies: Asking, tastes: MemberTaste[]): Promise<MemberPredictions[]> {
  return Promise.all(
    tastes.map((taste) => {
      const history = historyOf(taste);
      return history.length === 0 ? NO_PREDICTIONS : askRecommender(dependencies, history);
    }),
  );
}

/**
 * Each member's predicted score of every candidate, not only of those in their own top list: the movies of the
 * pool outside it are asked about (`candidate_ids`), so a movie another member's list brought in is ranked by
 * what the model predicts for this member too. A movie the model does not score for them stays unscored (0 once
 * normalised).
 */
export async function scoredOver(
  dependencies: Asking,
  tastes: MemberTaste[],
  tops: MemberPredictions[],
  pool: number[],
): Promise<MemberPredictions[]> {
  return Promise.all(
    tastes.map(async (taste, index) => {
      const history = historyOf(taste);
      const top = tops[index]!;
      const missing = [...new Set(pool)].filter((id) => !top.scores.has(id)).sort((a, b) => a - b);
      if (history.length === 0 || missing.length === 0) return top;
      const chunks: number[][] = [];
      for (let start = 0; start < missing.length; start += RECOMMENDER_MAX_CANDIDATES)
        chunks.push(missing.slice(start, start + RECOMMENDER_MAX_CANDIDATES));
      const answers = await Promise.all(chunks.map((chunk) => askRecommender(dependencies, history, chunk)));
      return {
        scores: new Map([...top.scores, ...answers.flatMap((answer) => [...answer.scores])]),
        because: new Map([...top.because, ...answers.flatMap((answer) => [...answer.because])]),
      };
    }),
  );
}
