/**
 * 'nah those are all too long, anything under 2 hours?', 'bof, ils sont tous trop longs', 'nee, die sind alle zu
 * lang': a clause judging the films just shown asks for no films of its own. The rest of the message refines the
 * request those films answered, and a length judged asks for shorter (or longer) ones.
 */
import { hasCriteria } from './chat-query.ts';
import { askedAspect } from './extractors/reference-question.extractor.ts';
import { anyOf } from './lexicons/all-languages.ts';
import type { LanguagePhrases } from './lexicons/language-lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';
import { normalizeText } from './text.ts';

const DISMISSAL = anyOf((lexicon) => lexicon.shownVerdicts?.dismissals);
const SUBJECT = anyOf((lexicon) => lexicon.shownVerdicts?.subjects);
/** Dismissals alone ('nah'), or dismissals then the films shown as the subject ('nah those are all too long'). */
const VERDICT = new RegExp(String.raw`^(?:${DISMISSAL}(?: |$))*(?:${SUBJECT} .+)?$`);
const wordsOf = (pick: (phrases: LanguagePhrases) => string[]) =>
  new RegExp(String.raw`\b${anyOf((lexicon) => pick(lexicon.phrases))}\b`);
const LONG = wordsOf((phrases) => phrases.long);
const SHORT = wordsOf((phrases) => phrases.short);

export interface VerdictOnShown {
  /** The message without the clauses judging the films shown. */
  rest: string;
  /** Films of another length than those shown: 'too long' asks for shorter ones. */
  judged?: 'shorter' | 'longer';
}

/** Whether a clause read alone asks for nothing but a length ('those are all too long' reads 'long'). */
function asksNothing(clause: string): boolean {
  const { query, question, followUp, ref, smallTalk } = parsePrompt(clause);
  const rest = { ...query, theme: undefined, runtimeMin: undefined, runtimeMax: undefined, sort: undefined };
  const { more, older, newer, shorter, longer } = followUp;
  return (
    !question &&
    !ref &&
    !smallTalk &&
    !hasCriteria(rest) &&
    ![more, older, newer, shorter, longer].some(Boolean)
  );
}

// 'le deuxième, c'est qui le réalisateur ?': a clause asking a fact of a film is a question, not a verdict.
const isVerdict = (clause: string) =>
  clause !== '' && VERDICT.test(clause) && !askedAspect(clause) && asksNothing(clause);

/** The clauses of a message judging the films just shown, taken out; undefined when it has none. */
export function verdictOnShown(text: string): VerdictOnShown | undefined {
  const clauses = normalizeText(text)
    .split(/\s*(?:[,;.!?]+|\s-\s)\s*/)
    .filter(Boolean);
  const verdicts = clauses.filter(isVerdict);
  if (!verdicts.length) return undefined;
  const judged = verdicts.join(' ');
  const direction = LONG.test(judged) ? 'shorter' : SHORT.test(judged) ? 'longer' : undefined;
  const rest = clauses.filter((clause) => !verdicts.includes(clause)).join(', ');
  if (!rest && !direction) return undefined;
  return {
    rest,
    ...(direction ? { judged: direction } : {}),
  };
}
