/**
 * One short question instead of a guess: asked only where the grammar found nothing it is sure of and would answer
 * that it did not understand, and the router's two best readings are about equally close (decision 031).
 */
import type { LibraryContext } from '../../../platform/library-context/library-context.service.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import { CLARIFY_MARK } from '../understanding/clarification.ts';
import type { MovieQuery, ReplyLanguage } from '../understanding/chat-query.ts';
import { isClarifiable, type ClarifiableIntent } from '../understanding/intents/intent.ts';
import type { IntentGuess } from '../understanding/intents/intent-router.ts';
import { phrasesFor, wordingFor } from '../wording/phrases.ts';
import { identifyFilm } from './identify.answer.ts';
import { speaksOfThemselves } from './routed.answer.ts';
import { lastWatched } from './library.answer.ts';
import { bestLoved, type AssistantAnswer, type RequestContext } from './recommend.answer.ts';

/**
 * How close the two best readings must be for the question. Chosen on blind-1, blind-4 and chat:eval: of the
 * messages the grammar reads nothing sure in, the router's margin is under 0.03 for a third; wider, the question
 * would replace answers the router's best reading gets right.
 */
export const CLARIFY_MARGIN = 0.03;

/** A story takes a few words to tell: fewer are no film to find. */
const FEWEST_STORY_WORDS = 5;

/** Whether a reading could be meant at all: their own films need 'i' or 'my', a story needs words. */
function couldMean(reading: ClarifiableIntent, message: string): boolean {
  if (reading === 'library') return speaksOfThemselves(message);
  if (reading === 'identify') return message.split(/\s+/).length >= FEWEST_STORY_WORDS;
  return true;
}

/** The question naming both readings, best first, in the reply's language; undefined when they are not close. */
export function clarifyingQuestion(
  guess: IntentGuess | undefined,
  message: string,
  language: ReplyLanguage,
): AssistantAnswer | undefined {
  if (!guess || guess.margin >= CLARIFY_MARGIN) return undefined;
  const { intent, runnerUp } = guess;
  if (intent === runnerUp || !isClarifiable(intent) || !isClarifiable(runnerUp)) return undefined;
  // A group and a recommendation both recommend films: nothing to ask (router-readings.answer.ts picks for a group).
  if ([intent, runnerUp].every((reading) => reading === 'group' || reading === 'recommend')) return undefined;
  if (!couldMean(intent, message) || !couldMean(runnerUp, message)) return undefined;
  const { clarify } = wordingFor(language);
  const question = clarify.question(clarify.readings[intent], clarify.readings[runnerUp]);
  return { text: `${CLARIFY_MARK}${question}`, movies: [] };
}

/** The reading guessed with certainty, as the router would say it: what a picked reading is answered with. */
export const certainly = (intent: ClarifiableIntent): IntentGuess => ({
  intent,
  score: 1,
  runnerUp: intent,
  margin: 1,
});

export interface PickedReading {
  reading: ClarifiableIntent;
  prompt: string;
  query: MovieQuery;
  library?: LibraryContext;
  context: RequestContext;
}

/**
 * The message the question was about, answered as the reading the user picked, where neither the router's answers
 * nor the grammar's had one: the best loved films that fit, the films they logged last, the closest story, or which
 * film a fact is about.
 */
export async function pickedReadingAnswer(
  tools: MovieTools,
  { reading, prompt, query, library, context }: PickedReading,
): Promise<AssistantAnswer> {
  const { language } = context;
  const phrases = phrasesFor(language);
  switch (reading) {
    case 'recommend':
    case 'group':
      return (await bestLoved(tools, query, context)) ?? { text: phrases.cannotHelp, movies: [] };
    case 'library':
      return library
        ? lastWatched({ library, tools, language })
        : { text: phrases.signInForLibrary, movies: [] };
    case 'identify':
      return identifyFilm(prompt, tools, language);
    case 'fact':
      return { text: phrases.whichMovie, movies: [] };
  }
}
