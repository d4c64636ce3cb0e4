/**
 * The router's readings of small talk and group picks, used where the slot grammar found nothing it is sure of:
 * 'you're great', 'du bist super' (no small-talk phrase the lexicons list), 'movie night with the gang' (no genre
 * to pick from, only words a typo-tolerant name search would guess a person from).
 */
import type { MovieTools } from '../retrieval/movie-tools.ts';
import type { MovieQuery, ReplyLanguage } from '../understanding/chat-query.ts';
import type { IntentGuess } from '../understanding/intents/intent-router.ts';
import { MOODS } from '../understanding/lexicon.ts';
import { CLARIFY_MARGIN } from './clarify.answer.ts';
import { byCriteria, type AssistantAnswer, type RequestContext } from './recommend.answer.ts';
import { smallTalkReply } from './small-talk.answer.ts';

/** The router's reading leads its runner-up by this much (as in routed.answer.ts) before it is used. */
const CONFIDENT_MARGIN = 0.05;
/**
 * Small talk must also be close to its examples outright: keyboard mashing ('asdfghjkl') leads the other intents
 * by as much as thanks do, but resembles nothing (0.58 against 0.65-0.87 for thanks and greetings in six languages).
 */
const SMALL_TALK_LIKENESS = 0.6;

/** Films that please a mixed group: the crowd-pleasing mood ('fun'). */
const CROWD_PLEASERS = MOODS.find(({ mood }) => mood.label === 'fun')!.mood;

/** Group and recommend about as close as a question would need: both recommend, a group is the narrower one. */
const groupOrRecommend = ({ intent, runnerUp, margin }: IntentGuess) =>
  margin < CLARIFY_MARGIN &&
  ((intent === 'group' && runnerUp === 'recommend') || (intent === 'recommend' && runnerUp === 'group'));

export function smallTalkRead(guess: IntentGuess | undefined, message: string, language: ReplyLanguage) {
  if (guess?.intent !== 'small-talk' || guess.margin < CONFIDENT_MARGIN || guess.score < SMALL_TALK_LIKENESS)
    return undefined;
  // A question ('you there?') is answered with what the assistant does, anything else as thanks or praise.
  const answer = smallTalkReply(/\?\s*$/.test(message) ? 'greeting' : 'thanks', language);
  return { text: answer, movies: [] } satisfies AssistantAnswer;
}

/**
 * Picks for a group with no tastes named: crowd-pleasers, within whatever else the request said. `orClose`: also
 * when group and recommend are about as close, once nothing else in the message was understood.
 */
export async function groupRead(
  guess: IntentGuess | undefined,
  tools: MovieTools,
  query: MovieQuery,
  context: RequestContext,
  orClose = false,
): Promise<AssistantAnswer | undefined> {
  const group =
    guess &&
    ((guess.intent === 'group' && guess.margin >= CONFIDENT_MARGIN) || (orClose && groupOrRecommend(guess)));
  if (!group || query.mood || query.genreIds.length) return undefined;
  const answer = await byCriteria(tools, { ...query, theme: undefined, mood: CROWD_PLEASERS }, context);
  return answer.movies.length ? answer : undefined;
}
