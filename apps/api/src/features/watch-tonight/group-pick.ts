/**
 * The group rule of Watch tonight: each member's predicted scores are normalised to 0..1 (their best
 * candidate is 1, a movie they have no prediction for is 0), then candidates are ranked by the least happy
 * member's score ("least misery"), ties by the members' average, then by the order they came in.
 */

/** One member's predicted score per movie, on whatever scale the source uses. */
export type PredictedScores = ReadonlyMap<number, number>;

export interface GroupRanked {
  tmdbId: number;
  /** Each member's normalised score, in the members' order. */
  scores: number[];
  /** The lowest of them. */
  misery: number;
  average: number;
}

/** 0..1 with the member's best at 1; a scale with negative scores is shifted so its lowest is 0. */
export function normaliseScores(scores: PredictedScores): Map<number, number> {
  const values = [...scores.values()];
  const low = Math.min(0, ...values);
  const high = Math.max(...values);
  const span = high - low;
  return new Map([...scores].map(([id, score]) => [id, span > 0 ? (score - low) / span : 0]));
}

export function rankByLeastMisery(
  candidates: readonly number[],
  members: readonly PredictedScores[],
): GroupRanked[] {
  const normalised = members.map(normaliseScores);
  const ranked = [...new Set(candidates)].map((tmdbId, order) => {
    const scores = normalised.map((member) => member.get(tmdbId) ?? 0);
    const misery = scores.length ? Math.min(...scores) : 0;
    const average = scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : 0;
    return { tmdbId, scores, misery, average, order };
  });
  ranked.sort((a, b) => b.misery - a.misery || b.average - a.average || a.order - b.order);
  return ranked.map(({ order: _order, ...rest }) => rest);
}
