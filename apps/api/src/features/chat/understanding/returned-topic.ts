/**
 * A film talked of earlier, gone back to before a question about it: 'volviendo a alien, ¿quién sale en ella?',
 * 'back to alien, who is in it?', 'pour revenir à alien, qui joue dedans ?'. The question is about the film named
 * after the words going back, not about the films shown since.
 */
import { anyOf } from './lexicons/all-languages.ts';
import type { ParsedPrompt } from './chat-query.ts';
import type { ChatMessage } from '@marquee/contracts';
import { escapeRegExp, normalizeText } from './text.ts';

const LEADS = anyOf((lexicon) => lexicon.phrases.returningLeads);
/** The words going back, the film's name, then the question after a comma or a stop. */
const RETURNED = new RegExp(String.raw`^(?:\S+\s+)?${LEADS}\s+([^,.;:!?]+?)\s*[,.;:!?]+\s*(.+)$`, 'u');
const POINTING = new RegExp(
  String.raw`^(?:${anyOf((lexicon) => [...lexicon.phrases.thisMovie, ...(lexicon.phrases.filmPronouns ?? [])])})$`,
);

/**
 * 'volviendo a alien, quién sale en ella?': the film gone back to and the question asked of it. Only a film the
 * conversation talked of before (`talked`) is gone back to: 'back to the future, the first one' names a film.
 */
export function returnedTo(
  said: string,
  talked: readonly ChatMessage[],
): { title: string; question: string } | undefined {
  const match = RETURNED.exec(normalizeText(said).trim());
  const title = match?.[1];
  const named = title && new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(title)}(?![\p{L}\p{N}])`, 'u');
  const before = named && talked.some((message) => named.test(normalizeText(message.text)));
  return before ? { title, question: match[2]! } : undefined;
}

/** The question read from its own words, about the film gone back to when it names no other one. */
export function askedOfReturned(parsed: ParsedPrompt, title: string): ParsedPrompt | undefined {
  const pointsBack = (named: string | undefined) => !named || POINTING.test(named);
  const { question, factCue } = parsed;
  if ((question?.kind === 'fact' || question?.kind === 'character') && pointsBack(question.title))
    return { ...parsed, question: { ...question, title, ref: undefined } };
  // 'qui joue dedans': a fact asked in any word order, of the film gone back to.
  if (!question && factCue && pointsBack(factCue.title))
    return { ...parsed, factCue: undefined, question: { kind: 'fact', aspect: factCue.aspect, title } };
  return undefined;
}
