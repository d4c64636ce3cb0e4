/**
 * A question to the assistant beside a request ('ciao! chi sei? mi consigli qualcosa di kubrick?', 'how are you?
 * any good westerns?'): the sentences that are no small talk, when they ask for films, are a request of their own.
 */
import { isTopical } from './chat-query.ts';
import type { SmallTalk } from './extractors/small-talk.extractor.ts';
import { parsePrompt } from './parse-prompt.ts';

/** Small talk asked of the assistant, which a request beside it does not take back ('who are you?', 'how are you?'). */
const ASKED_OF_THE_ASSISTANT: readonly SmallTalk[] = ['identity', 'wellbeing'];

/** The sentences of `said` that ask for films beside a question to the assistant, or undefined when there are none. */
export function requestBesideSmallTalk(said: string, topic: SmallTalk): string | undefined {
  if (!ASKED_OF_THE_ASSISTANT.includes(topic)) return undefined;
  const sentences = said.split(/(?<=[?!.])\s+/).filter((sentence) => sentence.trim());
  const rest = sentences.filter((sentence) => !parsePrompt(sentence).smallTalk);
  if (!rest.length || rest.length === sentences.length) return undefined;
  const request = rest.join(' ');
  const parsed = parsePrompt(request);
  return parsed.generic || isTopical(parsed.query) ? request : undefined;
}
