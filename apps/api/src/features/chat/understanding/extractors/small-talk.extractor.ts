/**
 * Small talk, in every registered language: a greeting, thanks or praise ('perfect, just what I needed'), a
 * goodbye, 'how are you?' or 'are you a bot?'. It may sit anywhere in a short message ('ah nice, thanks mate'), but
 * it must be most of it: words left over that are not small talk, filler or an interjection ('the great escape')
 * make it something else. The caller reads small talk only when the message asks for no film.
 */
import { anyOf } from '../lexicons/all-languages.ts';
import type { LanguageLexicon, LanguagePhrases } from '../lexicons/language-lexicon.ts';

export type SmallTalk =
  'greeting' | 'thanks' | 'goodbye' | 'wellbeing' | 'identity' | 'complaint' | 'praise' | 'help';

type SmallTalkWords = NonNullable<LanguageLexicon['smallTalk']>;

const spoken = (pick: (phrases: LanguagePhrases) => readonly string[]) =>
  new RegExp(String.raw`\b${anyOf((lexicon) => pick(lexicon.phrases))}\b`, 'g');
const said = (pick: (words: SmallTalkWords) => readonly string[] | undefined) =>
  new RegExp(
    String.raw`\b${anyOf((lexicon) => (lexicon.smallTalk ? (pick(lexicon.smallTalk) ?? []) : []))}\b`,
    'g',
  );

/**
 * In the order a reply is chosen: 'thanks, bye!' is a goodbye, 'hi, who are you?' a question about the assistant,
 * 'thanks, but those picks were meh' a complaint.
 */
const KINDS: { kind: SmallTalk; pattern: RegExp }[] = [
  { kind: 'identity', pattern: said((words) => words.identity) },
  { kind: 'wellbeing', pattern: said((words) => words.wellbeing) },
  { kind: 'goodbye', pattern: said((words) => words.goodbyes) },
  { kind: 'complaint', pattern: said((words) => words.complaints) },
  { kind: 'thanks', pattern: spoken((phrases) => phrases.thanks) },
  { kind: 'praise', pattern: said((words) => words.praise) },
  { kind: 'help', pattern: spoken((phrases) => phrases.help) },
  { kind: 'greeting', pattern: spoken((phrases) => phrases.greetings) },
];
/** Praise and acknowledgement ('great', 'vale', 'parfait') are thanks when nothing else is said. */
const PRAISE = spoken((phrases) => phrases.acknowledgements);
const CLOSERS = said((words) => words.closers);

const COMPLAINTS = said((words) => words.complaints);

/**
 * The films just shown judged: thanks with praise of them ('thanks, great recommendation', 'danke, guter tipp') or a
 * complaint ('those suggestions were meh'). The message without that judgement, whose words ('recommendation',
 * 'suggestions') would otherwise ask for films; the message as it is otherwise.
 */
export function withoutJudgement(text: string): string {
  const thanked = KINDS.some(
    ({ kind, pattern }) => kind === 'thanks' && new RegExp(pattern.source).test(text),
  );
  const uncomplained = text.replace(COMPLAINTS, ' ');
  return thanked ? uncomplained.replace(CLOSERS, ' ') : uncomplained;
}
const CARRY_NOTHING = [
  spoken((phrases) => phrases.greetingTails),
  spoken((phrases) => phrases.interjections),
  spoken((phrases) => phrases.filler),
  said((words) => words.fillers),
];

const HEDGES = said((words) => words.hedges);

/** The message without the words that soften a question ('are you actually a bot?' asks 'are you a bot?'). */
function withoutHedges(text: string): string {
  return text.replace(HEDGES, ' ').replace(/\s+/g, ' ').trim();
}

/** Words of a message that are no small talk (emoji and punctuation aside). */
function leftOver(text: string, patterns: readonly RegExp[]): string[] {
  const rest = patterns.reduce((result, pattern) => result.replace(pattern, ' '), text);
  return rest.match(/[\p{L}\p{N}']+/gu) ?? [];
}

/** Questions about the assistant stand even when their words name a kind of film ('are you a robot?'). */
const ABOUT_THE_ASSISTANT: readonly SmallTalk[] = ['identity', 'wellbeing'];
/** 'brb, gotta put the kids to bed': the user stepping away, whatever the words of their reason. */
const AWAY = said((words) => words.away);

const GREETS = KINDS.find(({ kind }) => kind === 'greeting')!.pattern;
const PARTS = KINDS.find(({ kind }) => kind === 'goodbye')!.pattern;

/**
 * The message without its words of parting: 'até mais', 'hasta más ver' say goodbye, and the 'more' in them asks for
 * no more films.
 */
export function withoutPartings(text: string): string {
  return text.replace(PARTS, ' ');
}

/** The message without its greetings: 'good morning' greets, and the 'good' in it asks for no good film. */
export function withoutGreetings(text: string): string {
  return text.replace(GREETS, ' ');
}

/**
 * Whether every word of parting in a message also greets ('ciao', 'salut', 'servus', 'boa noite'), so that the
 * conversation decides: at its start it is a greeting, after an answer a goodbye. 'tchau' and 'bye' only part.
 */
export function partsOnlyWithGreetings(text: string): boolean {
  const partings = text.match(new RegExp(PARTS.source, 'g')) ?? [];
  return partings.length > 0 && partings.every((match) => new RegExp(`^(?:${GREETS.source})$`).test(match));
}

/**
 * What small talk the message is, when small talk is most of it. `asksForFilms`: the message also names a kind of
 * film, a person or a length, so thanks or a greeting in it ('thanks! now something scary') leave the request be.
 */
export function extractSmallTalk(said: string, asksForFilms = false): SmallTalk | undefined {
  if (new RegExp(AWAY.source).test(said)) return 'goodbye';
  const text = withoutHedges(said);
  const found = KINDS.filter(
    ({ kind, pattern }) =>
      (!asksForFilms || ABOUT_THE_ASSISTANT.includes(kind)) && new RegExp(pattern.source).test(text),
  );
  if (asksForFilms && !found.length) return undefined;
  // 'ciao! cosa sai fare?', 'salut, tu sers à quoi ?': a word that greets as well as it parts opens a question to
  // the assistant, no goodbye.
  const parting = found.find(({ kind }) => kind === 'goodbye');
  if (
    parting &&
    found.some(({ kind }) => kind !== 'goodbye' && kind !== 'greeting') &&
    partsOnlyWithGreetings(text)
  )
    found.splice(found.indexOf(parting), 1);
  const praised = new RegExp(PRAISE.source).test(text);
  if (!found.length && !praised) return undefined;
  const rest = leftOver(text, [...found.map(({ pattern }) => pattern), PRAISE, CLOSERS, ...CARRY_NOTHING]);
  // Praise alone is easily part of a title ('the great escape'): nothing else may be left.
  if (rest.length > (found.length ? 3 : 0)) return undefined;
  return found[0]?.kind ?? 'thanks';
}
