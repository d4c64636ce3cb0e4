/** The order a message asks for: best rated, newest, oldest, shortest. */
import type { RequestOrder } from '../chat-query.ts';

const HIGHEST_RATED =
  /\b(best|top[- ]rated|highest[- ]rated|highly[- ]rated|best[- ]rated|acclaimed|masterpieces?|must[- ]see|greatest|critically|mejores|mejor valoradas?|aclamadas?|obras maestras|meilleurs?|besten|migliori|melhores)\b/;
const NEWEST =
  /\b(newest|latest|most recent|brand new|recent(?:ly released)?|new releases?|mas recientes?|ultimas?|recientes?|estrenos|nouveaux|neueste|nuovi)\b/;
const OLDEST = /\b(oldest|earliest|mas antiguas?|mas viejas?)\b/;
const SHORTEST = /\b(shortest|quickest|mas cortas?)\b/;

export function extractOrder(text: string): RequestOrder | undefined {
  if (SHORTEST.test(text)) return 'shortest';
  if (OLDEST.test(text)) return 'oldest';
  if (HIGHEST_RATED.test(text)) return 'vote_average';
  if (NEWEST.test(text)) return 'release_date';
  return undefined;
}

export const TOP_RATED_WORDS = HIGHEST_RATED;
