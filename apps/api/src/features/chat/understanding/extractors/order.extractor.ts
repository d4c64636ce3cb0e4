/** The order a message asks for: best rated, newest, oldest, shortest, longest. */
import type { RequestOrder } from '../chat-query.ts';
import { alternationOf } from '../lexicons/all-languages.ts';

const orderWords = (order: RequestOrder) =>
  new RegExp(`\\b(?:${alternationOf((lexicon) => lexicon.orders?.[order])})\\b`);
const HIGHEST_RATED = orderWords('vote_average');
const NEWEST = orderWords('release_date');
const OLDEST = orderWords('oldest');
const SHORTEST = orderWords('shortest');
const LONGEST = orderWords('longest');

export function extractOrder(text: string): RequestOrder | undefined {
  if (SHORTEST.test(text)) return 'shortest';
  if (LONGEST.test(text)) return 'longest';
  if (OLDEST.test(text)) return 'oldest';
  if (HIGHEST_RATED.test(text)) return 'vote_average';
  if (NEWEST.test(text)) return 'release_date';
  return undefined;
}

export const TOP_RATED_WORDS = HIGHEST_RATED;

/** 'the longest', 'las más cortas': words of a length order, which name no title ('The Longest Day'). */
export const LENGTH_ORDER_WORDS = new RegExp(`${SHORTEST.source}|${LONGEST.source}`, 'g');

/** The words of an order ('der älteste', 'il più vecchio'), every place they show: no theme or name to look for. */
export const orderWordsOf = (order: RequestOrder) =>
  order === 'shortest' || order === 'longest'
    ? LENGTH_ORDER_WORDS
    : new RegExp(orderWords(order).source, 'g');
