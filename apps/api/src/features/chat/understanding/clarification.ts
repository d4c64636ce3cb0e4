/**
 * The clarifying question's other half: when the assistant's last reply asked which of two readings a message meant,
 * the next message may answer it ('recommendations', 'the first', 'un dato'). The answer is read against the
 * message the question was about, never on its own. The readings are recovered from the question's own text, so the
 * conversation needs no state beyond its history.
 */
import type { ChatMessage } from '@marquee/contracts';
import type { ClarifyWording } from '../wording/reply-wording.ts';
import { CLARIFIABLE_INTENTS, type ClarifiableIntent } from './intents/intent.ts';
import { WORDINGS } from './lexicons/registry.ts';
import { normalizeText } from './text.ts';

/** Starts every clarifying question, so an answer to it can be told from a new message. */
export const CLARIFY_MARK = '\u2064';

/** An answer to a question is a few words; anything longer is a new message. */
const MOST_ANSWER_WORDS = 6;

export interface PendingClarification {
  /** The message the question was about. */
  original: string;
  /** The conversation before that message. */
  earlier: ChatMessage[];
  /** The two readings, in the order the question named them. */
  readings: [ClarifiableIntent, ClarifiableIntent];
  wording: ClarifyWording;
}

/** The question's text without its mark, as each language writes it for each pair of readings. */
function readingsAsked(question: string): Pick<PendingClarification, 'readings' | 'wording'> | undefined {
  for (const { clarify } of WORDINGS.values())
    for (const first of CLARIFIABLE_INTENTS)
      for (const second of CLARIFIABLE_INTENTS) {
        if (first === second) continue;
        if (clarify.question(clarify.readings[first], clarify.readings[second]) === question)
          return { readings: [first, second], wording: clarify };
      }
  return undefined;
}

/** The question the assistant's last reply asked, with the message it was about; undefined when it asked none. */
export function pendingClarification(history: readonly ChatMessage[]): PendingClarification | undefined {
  const last = history.at(-1);
  if (!last?.isBot || !last.text.startsWith(CLARIFY_MARK)) return undefined;
  const asked = readingsAsked(last.text.slice(CLARIFY_MARK.length).trim());
  const originalAt = history.findLastIndex((message) => !message.isBot);
  if (!asked || originalAt < 0) return undefined;
  return { ...asked, original: history[originalAt]!.text, earlier: history.slice(0, originalAt) };
}

const saysAny = (text: string, words: readonly string[]) =>
  words.length > 0 && new RegExp(String.raw`(?:^|\b)(?:${words.join('|')})(?:\b|$)`).test(text);

/** The words that pick a reading in any language: its name in the question and its pick words. */
function picks(intent: ClarifiableIntent, asked: ClarifyWording): string[] {
  const named = normalizeText(asked.readings[intent]).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [named, ...[...WORDINGS.values()].flatMap(({ clarify }) => clarify.picks[intent])];
}

/**
 * The reading a reply to the question picks: by its place ('the second'), else by naming one reading and not the
 * other. Undefined when the reply picks neither, or both: it is then read as a new message.
 */
export function readingPicked(
  reply: string,
  { readings, wording }: Pick<PendingClarification, 'readings' | 'wording'>,
): ClarifiableIntent | undefined {
  const text = normalizeText(reply)
    .replace(/[?!.,;:]+/g, ' ')
    .trim();
  if (!text || text.split(' ').length > MOST_ANSWER_WORDS) return undefined;
  const every = [...WORDINGS.values()].map(({ clarify }) => clarify);
  const first = saysAny(
    text,
    every.flatMap((clarify) => clarify.first),
  );
  const second = saysAny(
    text,
    every.flatMap((clarify) => clarify.second),
  );
  if (first !== second) return first ? readings[0] : readings[1];
  const [one, other] = readings.map((intent) => saysAny(text, picks(intent, wording)));
  if (one === other) return undefined;
  return one ? readings[0] : readings[1];
}
