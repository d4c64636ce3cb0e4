/**
 * A message that asks only for the reply in another language ('in spanish please', 'en français stp', 'antworte auf
 * deutsch', 'pode responder em portugues?'): the answer before it, again, in that language. Not 'any in spanish?',
 * which asks for Spanish-language films. A request with a verb may also open or close a longer message ('reply in
 * german: a good comedy?', 'una comedia, contestame en ingles'): the rest is the request, in that language.
 */
import { ORIGINS } from '../lexicon.ts';
import { anyOf } from '../lexicons/all-languages.ts';
import { isReplyLanguage, type ReplyLanguage } from '../lexicons/registry.ts';

const LEADS = anyOf((lexicon) => lexicon.phrases.replyInLeads);
const TAILS = anyOf((lexicon) => [...lexicon.phrases.replyInTails, ...lexicon.phrases.replyInPlease]);
const PLEASE = new RegExp(String.raw`\b${anyOf((lexicon) => lexicon.phrases.replyInPlease)}\b`);

/** 'sorry, can you switch to english', 'oi! pode responder em portugues?': an apology or a greeting opening it. */
const APOLOGY = new RegExp(
  String.raw`^(?:${anyOf((lexicon) => [...lexicon.phrases.replyInApologies, ...lexicon.phrases.greetings])}\b[\s,.!]*)+`,
);
/** Any language's name, reply language or not ('my hindi is bad'). */
const LANGUAGE_NAMES = ORIGINS.filter((origin) => !origin.country)
  .map(({ pattern }) => pattern.source)
  .join('|');
/**
 * '…, my german is pretty rusty', '… ? meu inglês é fraco', '… no hablo bien ingles': the sentence closing the
 * request that says why, about the user's own grasp of a language; it asks for nothing.
 */
const OWN_LANGUAGE_ASIDE = new RegExp(
  String.raw`(?:[,.;:!?]\s*|\s)${anyOf((lexicon) => lexicon.phrases.ownLanguageLeads)}\s+(?:[a-z]+\s+){0,2}?(?:${LANGUAGE_NAMES})[^.!?]*[\s.!?]*$`,
);

/**
 * "i'm practicing for my trip.", "it's for my mother-in-law, she doesn't read english": sentences beside the request
 * saying why it is asked in that language.
 */
const REASONS = String.raw`(?:(?:${anyOf((lexicon) => lexicon.phrases.replyInReasons)})\b[^.!?]*(?:[.!?]+\s*|$))+`;
const CLOSING_REASONS = new RegExp(String.raw`(?:(?<=[.!?,;:])\s*|\s)${REASONS}$`);

/**
 * The message without an apology before the request, or a word on the user's own languages or a reason after it (and
 * the comma that led to the reason: '…, but reply in spanish please, i'm practicing').
 */
const requestWords = (text: string) =>
  text
    .replace(APOLOGY, '')
    .replace(CLOSING_REASONS, '')
    .replace(OWN_LANGUAGE_ASIDE, '')
    .replace(/[\s,;:]+$/, '')
    .trim();

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
  const words = requestWords(text);
  return NAMED.find(({ shape }) => shape.test(words))?.language;
}

/** Lead words that carry no verb: 'and in german' closing a request asks for films, not for the reply's language. */
const CONNECTIVES = new Set(
  'and ok okay now again so y vale ahora otra vez und jetzt nochmal et maintenant e ora adesso agora de novo'.split(
    ' ',
  ),
);

const EMBEDDED = ORIGINS.filter(
  (origin): origin is typeof origin & { language: ReplyLanguage } =>
    !origin.country && isReplyLanguage(origin.language),
).map(({ language, pattern }) => ({
  language,
  opening: new RegExp(
    // 'can u answer in german pls — best dicaprio movies?': a dash parts the request too.
    String.raw`^(${LEADS}) ${pattern.source}(?:,? ${TAILS})*\s*[:,.!?;\-–—]+\s*(?:${REASONS})?(?=\S)`,
  ),
  closing: new RegExp(String.raw`(?:^|[,.!?;:]\s*|\s)(${LEADS}) ${pattern.source}(?:,? ${TAILS})*[\s.!?]*$`),
}));

/** A lead asks for the reply when it has a word besides connectives and the preposition before the language. */
const hasVerb = (lead: string) =>
  lead
    .split(' ')
    .slice(0, -1)
    .some((word) => !CONNECTIVES.has(word));

/**
 * Whether the words ask for the reply's language: a verb in the lead, or a 'please' after the language's name opening
 * the message ('ahora en español porfa, y que sean de los 90'; not 'a thriller, and in german').
 */
const asksTheReply = (match: RegExpExecArray, opening: boolean) =>
  hasVerb(match[1] ?? '') || (opening && PLEASE.test(match[0]));

/**
 * The reply language asked at the start or the end of a longer message, and the words asking it (to be read as no
 * part of the request); undefined when the message asks for none, or asks for nothing else.
 */
export function replyLanguageRequestIn(text: string): { language: ReplyLanguage; words: string } | undefined {
  if (replyLanguageAsked(text)) return undefined;
  const words = requestWords(text);
  for (const { language, opening, closing } of EMBEDDED)
    for (const shape of [opening, closing]) {
      const match = shape.exec(words);
      if (match && asksTheReply(match, shape === opening)) return { language, words: match[0] };
    }
  return undefined;
}
