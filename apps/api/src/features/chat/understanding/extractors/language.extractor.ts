/**
 * Which language a message is written in, so the reply is written in it too. Every reply language weighs its
 * evidence: its marker words (two for a strong one, one for a weak one) and the words of its lexicon that no other
 * language has ('francesi', 'deutsche', 'zumbi'). English has markers of its own, so an English request is read as
 * English by its words, not by the absence of any other language's.
 */
import { LANGUAGES, type ReplyLanguage } from '../lexicons/registry.ts';
import type { LanguageLexicon } from '../lexicons/language-lexicon.ts';
import { layoutEvidence } from './layout.extractor.ts';
import { replyLanguageRequestIn } from './reply-language-request.extractor.ts';
import { englishStoryVocabulary, storyVocabulary } from '../story-gloss/story-gloss.ts';
import { localTitleLanguages } from '../localized-titles.ts';
import { typedForm } from '../title-aliases.ts';

interface LanguageEvidence {
  code: ReplyLanguage;
  strong: RegExp;
  weak: RegExp;
  /** Its lexicon's words, each weighing one over the number of reply languages that have it. */
  vocabulary: ReadonlyMap<string, number>;
  /** Its little words ('una', 'de'), weighed the same way: they only break a tie ('una de zombis'). */
  littleWords: ReadonlyMap<string, number>;
  /** Its plural endings and the singular endings in their place ('i' -> 'o': 'vampiri' is 'vampiro'). */
  plurals: { plural: RegExp; singular: string }[];
}

type Atom = string[];

/** The group or class at `start` of a word pattern and where it ends, as the strings it can stand for. */
function atomAt(pattern: string, start: number): { atom: Atom; end: number } | undefined {
  const char = pattern[start]!;
  if (char === '[') {
    const end = pattern.indexOf(']', start);
    const letters = pattern.slice(start + 1, end);
    // 'science[- ]fiction': a class of letters, or of the marks between words.
    return end === -1 || /[^a-z' -]/.test(letters) ? undefined : { atom: [...letters], end: end + 1 };
  }
  if (pattern.startsWith('(?:', start)) {
    let depth = 0;
    for (let index = start; index < pattern.length; index++) {
      if (pattern[index] === '(') depth++;
      else if (pattern[index] === ')' && --depth === 0) {
        const options = expand(pattern.slice(start + 3, index));
        return options && { atom: options, end: index + 1 };
      }
    }
    return undefined;
  }
  return /[a-z' -]/.test(char) ? { atom: [char], end: start + 1 } : undefined;
}

/** The few strings a simple word pattern ('frances[ei]', 'comedi(?:a|e)s?') stands for; undefined past 32. */
function expand(pattern: string): string[] | undefined {
  let forms = [''];
  const alternatives = splitTop(pattern);
  if (alternatives.length > 1) {
    const all = alternatives.map(expand);
    return all.some((options) => !options) ? undefined : (all.flat() as string[]);
  }
  for (let index = 0; index < pattern.length;) {
    const read = atomAt(pattern, index);
    if (!read) return undefined;
    const optional = pattern[read.end] === '?';
    const options = optional ? [...read.atom, ''] : read.atom;
    forms = forms.flatMap((form) => options.map((option) => form + option));
    if (forms.length > 32) return undefined;
    index = read.end + (optional ? 1 : 0);
  }
  return forms;
}

/** The top-level alternatives of a pattern ('a|b(?:c|d)' -> 'a', 'b(?:c|d)'). */
function splitTop(pattern: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === '|' && depth === 0) {
      parts.push(pattern.slice(from, index));
      from = index + 1;
    }
  }
  parts.push(pattern.slice(from));
  return parts;
}

/**
 * Plain words a lexicon holds, wherever it holds them (sentence shapes and typed spellings left out): words of four
 * letters or more, or with `short` the little words ('de', 'una', 'con') that only break a tie.
 */
function plainWords(lexicon: LanguageLexicon, short = false): Set<string> {
  const words = new Set<string>();
  const fits = (word: string) => (short ? word.length >= 2 && word.length < 4 : word.length >= 4);
  const visit = (value: unknown, key: string) => {
    if (key === 'spellings' || key === 'typoTargets' || value instanceof RegExp) return;
    if (typeof value === 'string') {
      for (const form of expand(value) ?? [])
        for (const word of form.split(/[^a-z']+/)) if (fits(word)) words.add(word);
      return;
    }
    if (Array.isArray(value)) for (const item of value) visit(item, key);
    else if (value && typeof value === 'object')
      for (const [name, item] of Object.entries(value)) visit(item, name);
  };
  const { markers: _markers, numbers: _numbers, plurals: _plurals, ...rest } = lexicon;
  visit(rest, '');
  // Keys name words too: number words and decade words.
  if (!short)
    for (const word of [...Object.keys(lexicon.numbers), ...Object.keys(lexicon.decades ?? {})])
      if (/^[a-z']{4,}$/.test(word)) words.add(word);
  return words;
}

let lexiconWords: Set<string> | undefined;

/**
 * Whether a reply language's lexicon holds the word as one of its own ('classic', 'cozy', 'oldies'): a word of the
 * request's grammar, not a subject only the catalog's films can tell ('samurai').
 */
export function lexiconHolds(word: string): boolean {
  lexiconWords ??= new Set(
    LANGUAGES.flatMap((language) => ('wording' in language ? [...plainWords(language.lexicon)] : [])),
  );
  return lexiconWords.has(word);
}

/** Each word's weight in each vocabulary: one over the number of vocabularies that have it. */
function weighed(vocabularies: Set<string>[]): Map<string, number>[] {
  const counts = new Map<string, number>();
  for (const vocabulary of vocabularies)
    for (const word of vocabulary) counts.set(word, (counts.get(word) ?? 0) + 1);
  return vocabularies.map(
    (vocabulary) => new Map([...vocabulary].map((word) => [word, 1 / counts.get(word)!])),
  );
}

const alternation = (words: readonly string[]) =>
  new RegExp(`\\b(?:${words.length ? words.join('|') : '(?!)'})\\b`, 'g');

/**
 * Each reply language's evidence, read from the lexicons on the first message (about 0.4 CPU-seconds, mostly the
 * search for where each word shows): an API process that is never asked anything does not pay for it at start.
 */
let evidence: readonly LanguageEvidence[] | undefined;

function readEvidence(): readonly LanguageEvidence[] {
  const replying = LANGUAGES.flatMap((language) =>
    'wording' in language ? [{ code: language.wording.code, lexicon: language.lexicon }] : [],
  );
  // A language's story words tell it too ('uomo', 'scopre', 'cui'): a plot told is mostly words no request holds.
  // English tells its own by the English the story words are glossed into ('desert', 'monster').
  const stories = replying.map(({ code }) =>
    code === 'en' ? englishStoryVocabulary() : storyVocabulary(code),
  );
  const vocabularies = replying.map(
    ({ lexicon }, index) =>
      new Set([...plainWords(lexicon), ...stories[index]!.filter((word) => word.length >= 4)]),
  );
  // Where else a word shows, inside patterns too ('film' in 'film(?:s)?'): each lexicon's text, read once.
  const texts = lexiconTexts(
    replying.map(({ lexicon }, index) => `${JSON.stringify(lexicon)} ${stories[index]!.join(' ')}`),
  );
  const seenIn = new Map<string, number>();
  for (const vocabulary of vocabularies)
    for (const word of vocabulary) if (!seenIn.has(word)) seenIn.set(word, timesSeen(word, texts) || 1);
  // 'vc', 'hj', 'qlcs', 'vllt': a shorthand only one language types tells it as its words do.
  replying.forEach(({ lexicon }, index) => {
    for (const typed of Object.keys(lexicon.spellings ?? {}))
      if (/^[a-z]{2,}$/.test(typed) && !vocabularies[index]!.has(typed) && timesSeen(typed, texts) === 1) {
        vocabularies[index]!.add(typed);
        seenIn.set(typed, 1);
      }
  });
  const littleWords = weighed(replying.map(({ lexicon }) => plainWords(lexicon, true)));
  return replying.map(({ code, lexicon }, index) => ({
    code,
    strong: alternation(lexicon.markers?.strong ?? []),
    weak: alternation(lexicon.markers?.weak ?? []),
    // A word two languages share ('italiano', 'horror') tells each of them half as much.
    vocabulary: new Map([...vocabularies[index]!].map((word) => [word, 1 / seenIn.get(word)!])),
    littleWords: littleWords[index]!,
    plurals: (lexicon.plurals ?? []).map(({ plural, singular }) => ({
      plural: new RegExp(plural),
      singular,
    })),
  }));
}

/** The lexicons' texts, and the whole words each holds: a word of letters alone is looked up, not searched for. */
interface LexiconTexts {
  texts: readonly string[];
  words: readonly Set<string>[];
}

const lexiconTexts = (texts: string[]): LexiconTexts => ({
  texts,
  words: texts.map((text) => new Set(text.split(/[^a-z]+/))),
});

/** In how many of the lexicons' texts a word shows whole. */
function timesSeen(word: string, { texts, words }: LexiconTexts): number {
  if (/^[a-z]+$/.test(word)) return words.filter((held) => held.has(word)).length;
  const whole = new RegExp(`(?<![a-z])${word}(?![a-z])`);
  return texts.filter((text) => whole.test(text)).length;
}

/** Each language's weight for a word of the message, read once per word. */
const wordWeights = new Map<string, Map<ReplyLanguage, number>>();

/**
 * How much a word tells each language: the vocabularies that hold it as written, and those that hold its singular by
 * their own plural endings ('monstruos' -> 'monstruo': Spanish; 'vampiri' -> 'vampiro': Italian; 'vampires': English
 * as written, French by 'vampire'), all sharing it as the vocabularies of a shared word do.
 */
function weightsOf(word: string): Map<ReplyLanguage, number> {
  let weights = wordWeights.get(word);
  if (!weights) {
    const all = (evidence ??= readEvidence());
    const holders = all.filter(({ vocabulary }) => vocabulary.has(word));
    const claimants = all.filter(
      ({ vocabulary, plurals }) =>
        !vocabulary.has(word) &&
        plurals.some(
          ({ plural, singular }) => plural.test(word) && vocabulary.has(word.replace(plural, singular)),
        ),
    );
    // A word held as written weighs one over the lexicons that show it; its plural claimants share in that count.
    const shown = holders.length ? 1 / holders[0]!.vocabulary.get(word)! : 0;
    const share = 1 / (shown + claimants.length);
    weights = new Map(
      [...holders, ...claimants].map(({ code }) => [code, claimants.length ? share : 1 / shown]),
    );
    wordWeights.set(word, weights);
  }
  return weights;
}

/** The language that scored more than every other, if one did and its score is above nothing. */
function soleLeader(scored: { code: ReplyLanguage; score: number }[]): ReplyLanguage | undefined {
  const [best, second] = [...scored].sort((a, b) => b.score - a.score);
  return best && best.score > 0 && (!second || best.score > second.score) ? best.code : undefined;
}

/** Among languages tied on their evidence, the one whose little words the message has most of, if one leads. */
function littleWordsLeader(text: string, tied: ReplyLanguage[]): ReplyLanguage | undefined {
  const words = [...new Set(text.match(/[a-z']+/g) ?? [])];
  return soleLeader(
    (evidence ??= readEvidence())
      .filter(({ code }) => tied.includes(code))
      .map(({ code, littleWords }) => ({
        code,
        score: words.reduce((sum, word) => sum + (littleWords.get(word) ?? 0), 0),
      })),
  );
}

/** How many reply languages know a strong marker's words, as markers or words of their own, read once each. */
const markerSharing = new Map<string, number>();

function sharedBy(words: string): number {
  let count = markerSharing.get(words);
  if (count === undefined) {
    const whole = (pattern: RegExp) => new RegExp(`^(?:${pattern.source})$`).test(words);
    count = (evidence ??= readEvidence()).filter(
      ({ strong, weak, vocabulary, littleWords }) =>
        whole(strong) || whole(weak) || vocabulary.has(words) || littleWords.has(words),
    ).length;
    markerSharing.set(words, Math.max(count, 1));
  }
  return Math.max(count, 1);
}

const distinct = (text: string, pattern: RegExp) => new Set(text.match(pattern) ?? []).size;

/**
 * The strong markers the message has, each once, one other languages know too weighing a share: Italian writes
 * 'quel' as French does, so 'quel film di...' shows French no more than it shows Italian.
 */
const distinctStrong = (text: string, pattern: RegExp) =>
  [...new Set(text.match(pattern) ?? [])].reduce((sum, words) => sum + 1 / sharedBy(words), 0);

let localTitles: { languages: Map<string, string[]>; longest: number } | undefined;

/**
 * Among languages tied on their evidence, the one the local titles typed in the message lead to, if one leads
 * ('quanto dura interestelar': Portuguese and Italian both ask so, and Portuguese calls the film 'Interestelar').
 * Only a tie-breaker: a film's original title is typed in every language ('what year is la vita e bella').
 */
function localTitleLeader(text: string, tied: ReplyLanguage[]): ReplyLanguage | undefined {
  if (!localTitles) {
    const languages = localTitleLanguages(typedForm);
    const longest = Math.max(...[...languages.keys()].map((form) => form.split(' ').length));
    localTitles = { languages, longest };
  }
  const words = typedForm(text).split(' ');
  const evidence = new Map<string, number>();
  for (let start = 0; start < words.length; start++)
    for (let end = start + 1; end <= Math.min(words.length, start + localTitles.longest); end++) {
      const called = localTitles.languages.get(words.slice(start, end).join(' '));
      for (const code of called ?? []) evidence.set(code, (evidence.get(code) ?? 0) + 1 / called!.length);
    }
  return soleLeader(tied.map((code) => ({ code, score: evidence.get(code) ?? 0 })));
}

/** How much of each reply language a normalized message shows. */
export function languageScores(text: string): Map<ReplyLanguage, number> {
  const words = text.match(/[a-z']+/g) ?? [];
  // 'so os titulos', 'juste les titres': a layout's words tell the language as markers do.
  const layout = layoutEvidence(text);
  return new Map(
    (evidence ??= readEvidence()).map(({ code, strong, weak }) => {
      const known = [...new Set(words)].reduce((sum, word) => sum + (weightsOf(word).get(code) ?? 0), 0);
      return [
        code,
        2 * distinctStrong(text, strong) + distinct(text, weak) + known + (layout.get(code) ?? 0),
      ];
    }),
  );
}

/**
 * The languages a normalized message shows most and equally ('algo tipo': Spanish and Portuguese alike), when more
 * than one does and no language is asked for; none otherwise.
 */
export function tiedLanguages(text: string): ReplyLanguage[] {
  if (replyLanguageRequestIn(text)) return [];
  const scores = [...languageScores(text)];
  const top = Math.max(...scores.map(([, score]) => score));
  const tied = scores.filter(([, score]) => score === top && top > 0).map(([code]) => code);
  return tied.length > 1 ? tied : [];
}

/** Among `tied` languages, the one a normalized message shows more of than the others, if one leads. */
export const leaderAmong = (text: string, tied: ReplyLanguage[]): ReplyLanguage | undefined =>
  soleLeader(
    [...languageScores(text)]
      .filter(([code]) => tied.includes(code))
      .map(([code, score]) => ({ code, score })),
  );

/** Whether a normalized message shows any reply language at all ('ok' and a bare title show none). */
export const hasLanguageEvidence = (text: string) =>
  [...languageScores(text).values()].some((score) => score > 0);

/**
 * The reply language of a normalized message: the language with the most evidence. With no evidence at all ('ok', a
 * bare title), the conversation's language so far (English to begin with); on a tie, the conversation's language if
 * it is one of the tied, else the tied language whose little words lead, else the first tied.
 */
export function replyLanguageOf(text: string, conversation: ReplyLanguage = 'en'): ReplyLanguage {
  // 'answer in german pls: a good comedy?': the language asked beats the language written.
  const asked = replyLanguageRequestIn(text);
  if (asked) return asked.language;
  const ranked = [...languageScores(text)].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] === 0) return conversation;
  if (second && second[1] === best[1]) {
    const tied = ranked.filter(([, score]) => score === best[1]).map(([code]) => code);
    // A tie the conversation's language is not in goes to one of the tied languages, never to one with no evidence.
    return tied.includes(conversation)
      ? conversation
      : (localTitleLeader(text, tied) ?? littleWordsLeader(text, tied) ?? tied[0]!);
  }
  return best[0];
}
