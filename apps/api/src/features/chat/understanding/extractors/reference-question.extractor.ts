/**
 * A question about one film of the previous answer named by its place, in any reply language: 'the second one
 * sounds good, tell me more', 'la tercera, ¿de qué trata?', 'il secondo quanto dura?', 'me fala mais do primeiro'.
 * The place is read as the other references are; the fact asked from each lexicon's referenceQuestions.
 */
import type { FactAspect, MovieQuestion } from '../chat-query.ts';
import { anyOf } from '../lexicons/all-languages.ts';
import type { LanguageLexicon } from '../lexicons/language-lexicon.ts';
import { extractReference } from './reference.extractor.ts';

type Asked = keyof NonNullable<LanguageLexicon['referenceQuestions']>;
const ASKED: readonly Asked[] = ['runtime', 'director', 'year', 'cast', 'genres', 'overview'];

const CUES = ASKED.map((asked) => ({
  aspect: (asked === 'overview' ? 'overview' : asked) as FactAspect,
  pattern: new RegExp(
    String.raw`\b${anyOf((lexicon) => lexicon.referenceQuestions?.[asked] ?? [])}(?![\p{L}])`,
    'u',
  ),
}));

/** The fact a message asks ('how long', '¿quién sale?'), if any, and the words beside its cue. */
export function askedAspect(text: string): { aspect: FactAspect; rest: string } | undefined {
  const cue = CUES.find(({ pattern }) => pattern.test(text));
  return cue && { aspect: cue.aspect, rest: text.replace(cue.pattern, ' ').trim() };
}

export function extractReferenceQuestion(text: string): MovieQuestion | undefined {
  const ref = extractReference(text);
  if (!ref) return undefined;
  const cue = CUES.find(({ pattern }) => pattern.test(text));
  return cue ? { kind: 'fact', aspect: cue.aspect, ref } : undefined;
}
