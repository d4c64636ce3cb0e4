/**
 * A rough English gloss of a story told in another language ('o navio afunda e ele fica congelado' -> 'ship sinks
 * frozen'): phrases first, then words, then word beginnings; words the language only joins with are dropped and
 * words it does not know are told by `unknown` (the catalog's English cognates) or kept as typed (names, places).
 */
import { normalizeText } from '../text.ts';
import type { StoryWords } from './story-words.ts';
import { DE_STORY_WORDS } from './de.story-words.ts';
import { ES_STORY_WORDS } from './es.story-words.ts';
import { FR_STORY_WORDS } from './fr.story-words.ts';
import { IT_STORY_WORDS } from './it.story-words.ts';
import { PT_STORY_WORDS } from './pt.story-words.ts';

const STORY_WORDS: Record<string, StoryWords> = {
  es: ES_STORY_WORDS,
  fr: FR_STORY_WORDS,
  de: DE_STORY_WORDS,
  pt: PT_STORY_WORDS,
  it: IT_STORY_WORDS,
};

/** Endings a plural or a verb's person adds to a word the table holds in its plain form. */
const ENDINGS = ['es', 's', 'en', 'n', 'e', 'x', 'i'];
/** Unknown words this short are articles and pronouns more often than names. */
const MIN_KEPT_LENGTH = 4;

/**
 * A part of a compound is a word this long, and what is joined to it is too: 'kurzzeit' + 'gedachtnis', 'haus' +
 * 'mann'; not 'ver' + 'stand', a prefix.
 */
const MIN_PART = 4;

interface GlossTable {
  skip: Set<string>;
  phrases: Map<string, string>;
  words: Map<string, string>;
  /** Word beginnings, longest first. */
  stems: [string, string][];
  /** The plain words a compound may be made of, longest first; none for a language that does not join words. */
  parts: [string, string][];
  /** The particles a verb sends to its clause's end, and the words joining clauses; empty for most languages. */
  particles: Set<string>;
  joins: Set<string>;
}

function tableOf(storyWords: StoryWords): GlossTable {
  const entries = Object.entries(storyWords.words);
  return {
    skip: new Set(storyWords.skip.split(/\s+/).filter(Boolean)),
    phrases: new Map(entries.filter(([key]) => key.includes(' '))),
    words: new Map(entries.filter(([key]) => !key.includes(' ') && !key.endsWith('*'))),
    stems: entries
      .filter(([key]) => key.endsWith('*'))
      .map(([key, english]): [string, string] => [key.slice(0, -1), english])
      .sort((a, b) => b[0].length - a[0].length),
    parts: storyWords.compounds
      ? entries
          .filter(([key]) => !key.includes(' ') && !key.endsWith('*') && key.length >= MIN_PART)
          .sort((a, b) => b[0].length - a[0].length)
      : [],
    particles: wordSet(storyWords.particlesLast?.particles),
    joins: wordSet(storyWords.particlesLast?.joins),
  };
}

const wordSet = (words: string | undefined) => new Set((words ?? '').split(/\s+/).filter(Boolean));

/**
 * 'er haut am Ende durch die Kanalisation ab': a clause's last word that is a particle its verb sent there, put back
 * beside the first word before it that makes a phrase of the table with it ('haut ab'), so the phrase is read.
 */
function particleBack(clause: string[], table: GlossTable): string[] {
  const particle = clause.at(-1);
  if (clause.length < 3 || !particle || !table.particles.has(particle)) return clause;
  const verb = clause.findIndex(
    (word, index) => index < clause.length - 2 && table.phrases.has(`${word} ${particle}`),
  );
  if (verb === -1) return clause;
  return [...clause.slice(0, verb + 1), particle, ...clause.slice(verb + 1, -1)];
}

/** The words of a story, clause by clause, each clause's particle put back beside its verb. */
function storyWordsOf(text: string, table: GlossTable): string[] {
  return text.split(/[,.;:!?()]+/).flatMap((sentence) => {
    const clauses: string[][] = [[]];
    for (const word of sentence.split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
      if (table.joins.has(word)) clauses.push([word], []);
      else clauses.at(-1)!.push(word);
    }
    return clauses.flatMap((clause) => (table.particles.size ? particleBack(clause, table) : clause));
  });
}

/** The joint a compound's first word may take before the next ('Liebesbrief', 'Sonnenbrille'). */
const JOINTS = ['', 's', 'n', 'en', 'es'];

/** What a compound's first part is, when the table knows it as a word or a word's beginning. */
function frontGloss(front: string, table: GlossTable): string | undefined {
  for (const joint of JOINTS) {
    const plain = joint && front.endsWith(joint) ? front.slice(0, -joint.length) : joint ? undefined : front;
    const known =
      plain && (table.words.get(plain) ?? table.stems.find(([stem]) => plain.startsWith(stem))?.[1]);
    if (known) return known;
  }
  return undefined;
}

/**
 * A compound the table does not know read by its parts ('kurzzeitgedachtnis' -> 'memory' of 'gedachtnis',
 * 'roboterfrau' -> 'robot' and 'woman'): the word it ends with (what the compound is) with its first part when that
 * is known too, else the word it begins with (what kind of it).
 */
function compoundGloss(word: string, table: GlossTable): string | undefined {
  const fits = (part: string) => word.length - part.length >= MIN_PART;
  const end = table.parts.find(([part]) => fits(part) && word.endsWith(part));
  if (end) {
    const front = frontGloss(word.slice(0, -end[0].length), table);
    return front ? `${front} ${end[1]}` : end[1];
  }
  return table.parts.find(([part]) => fits(part) && word.startsWith(part))?.[1];
}

const tables = new Map(Object.entries(STORY_WORDS).map(([language, words]) => [language, tableOf(words)]));

/** What a word the table does not know is in English, when something else can tell (the catalog's cognates). */
export type UnknownWordGloss = (word: string) => string | undefined;

/** Unknown words this long may be cognates of English ones ('simulacao'); shorter ones are mostly grammar. */
const MIN_COGNATE_LENGTH = 6;

function glossWord(
  word: string,
  table: GlossTable,
  keepUnknown: boolean,
  unknown?: UnknownWordGloss,
): string {
  const exact = table.words.get(word);
  if (exact !== undefined) return exact;
  for (const ending of ENDINGS) {
    const plain = word.endsWith(ending) ? table.words.get(word.slice(0, -ending.length)) : undefined;
    if (plain !== undefined) return plain;
  }
  if (table.skip.has(word)) return '';
  const stem = table.stems.find(([beginning]) => word.startsWith(beginning));
  if (stem) return stem[1];
  const compound = compoundGloss(word, table);
  if (compound) return compound;
  // '15 anos', 'in den 80ern': numbers are told alike in every language.
  if (/^\d+$/.test(word)) return word;
  const told = word.length >= MIN_COGNATE_LENGTH ? unknown?.(word) : undefined;
  if (told) return told;
  return keepUnknown && word.length >= MIN_KEPT_LENGTH ? word : '';
}

/** The longest phrase of the table (three words, then two) that starts at `index`. */
function phraseAt(words: string[], index: number, table: GlossTable) {
  for (const length of [3, 2]) {
    const english = table.phrases.get(words.slice(index, index + length).join(' '));
    if (english !== undefined) return { english, length };
  }
  return undefined;
}

/**
 * The plain words of a language's story table: the little words it only joins with and the plot words it glosses
 * ('cui', 'uomo', 'scopre'), which tell the language a story is told in.
 */
export function storyVocabulary(language: string): string[] {
  const storyWords = STORY_WORDS[language];
  if (!storyWords) return [];
  const keys = Object.keys(storyWords.words).filter((key) => !key.includes(' ') && !key.endsWith('*'));
  return [...storyWords.skip.split(/\s+/).filter(Boolean), ...keys];
}

/**
 * The English words the story tables gloss into ('desert', 'monster', 'witch'): the plot words of English, which
 * tell an English message as the tables' own words tell theirs.
 */
export function englishStoryVocabulary(): string[] {
  const glosses = Object.values(STORY_WORDS).flatMap(({ words }) => Object.values(words));
  return [...new Set(glosses.flatMap((gloss) => gloss.split(/[^a-z]+/)).filter(Boolean))];
}

const PLOT_WORDS_ENGLISH = new Set(englishStoryVocabulary());

/**
 * Whether a word is one of the story tables' plot words, in any language ('poliziotto', 'arzt'), or, when `english`,
 * one of their English glosses ('teacher', 'cop'): a common noun, a verb or a thing.
 */
export function isPlotWord(word: string, english = false): boolean {
  if (english && PLOT_WORDS_ENGLISH.has(word)) return true;
  return [...tables.values()].some((table) => glossWord(word, table, false) !== '' && !/^\d+$/.test(word));
}

/** Whether the language has a story vocabulary (English needs none). */
export const hasStoryGloss = (language: string) => tables.has(language);

/**
 * The story in rough English, or the text itself in English and languages without a table. Words the table does not
 * know are kept as typed (names, places) unless `keepUnknown` is false: then only the story's known words are left.
 */
export function glossStory(
  text: string,
  language: string,
  keepUnknown = true,
  unknown?: UnknownWordGloss,
): string {
  const table = tables.get(language);
  if (!table) return text;
  const words = storyWordsOf(normalizeText(text).replace(/ß/g, 'ss'), table);
  const glossed: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const phrase = phraseAt(words, index, table);
    if (phrase) {
      glossed.push(phrase.english);
      index += phrase.length - 1;
      continue;
    }
    glossed.push(glossWord(words[index]!, table, keepUnknown, unknown));
  }
  return glossed.filter(Boolean).join(' ');
}
