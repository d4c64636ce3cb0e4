/**
 * A message that asks only for the reply in another language ('in spanish please', 'en français stp', 'antworte auf
 * deutsch', 'pode responder em portugues?'): the answer before it, again, in that language. Not 'any in spanish?',
 * which asks for Spanish-language films.
 */
import { ORIGINS } from '../lexicon.ts';
import { anyOf } from '../lexicons/all-languages.ts';
import { isReplyLanguage, type ReplyLanguage } from '../lexicons/registry.ts';

const LEADS = anyOf((lexicon) => lexicon.phrases.replyInLeads);
const TAILS = anyOf((lexicon) => lexicon.phrases.replyInTails);

/** Each reply language's name in every language ('spanish', 'espanol', 'espagnol', 'spanisch'). */
const NAMED = ORIGINS.filter(
  (origin): origin is typeof origin & { language: ReplyLanguage } =>
    !origin.country && isReplyLanguage(origin.language),
).map(({ language, pattern }) => ({
  language,
  shape: new RegExp(String.raw`^${LEADS} ${pattern.source}(?:,? ${TAILS})*[\s.!?]*$`),
}));

/** The reply language a normalized message asks for, when it asks for nothing else. */
export function replyLanguageAsked(text: string): ReplyLanguage | undefined {
  return NAMED.find(({ shape }) => shape.test(text))?.language;
}
