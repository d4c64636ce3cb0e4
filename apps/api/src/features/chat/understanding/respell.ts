import { findThemes } from './keyword-themes.ts';
import { GENRE_WORDS, wholeEntryTest } from './lexicon.ts';
import { entriesOf, wordsOf } from './lexicons/all-languages.ts';
import { GERMAN } from './lexicons/de.lexicon.ts';
import { LANGUAGES, LEXICONS } from './lexicons/registry.ts';

const SPELLINGS = entriesOf((lexicon) => lexicon.spellings);
const TYPED = new RegExp(String.raw`(?<![\p{L}'])(?:${Object.keys(SPELLINGS).join('|')})(?![\p{L}'])`, 'gu');
const TARGETS = wordsOf((lexicon) => lexicon.typoTargets);
/** Every word the lexicons spell out, in any language: a word one of them knows is no typo ('ficcion', 'accion'). */
function lexiconWords(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') for (const word of value.match(/\p{L}+/gu) ?? []) into.add(word);
  else if (value instanceof RegExp) lexiconWords(value.source, into);
  else if (Array.isArray(value)) for (const item of value) lexiconWords(item, into);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) lexiconWords([key, item], into);
  return into;
}
const KNOWN = lexiconWords(LEXICONS, new Set(TARGETS));

/** The words each language's lexicon spells out, without the typed forms it respells ('im' is German for 'in the'). */
const OWN_WORDS = new Map(
  LANGUAGES.map(({ lexicon }) => {
    const words = lexiconWords({ ...lexicon, spellings: undefined }, new Set());
    for (const typed of Object.keys(lexicon.spellings ?? {})) words.delete(typed);
    return [lexicon.code, words];
  }),
);

/**
 * A typed form as its usual spelling, unless the message's own language has that word and not the spelling: German
 * 'wer spielt im paten mit' says 'im', no English "i'm"; Portuguese 'q' is Spanish's 'que' too.
 */
function spelled(word: string, language: string | undefined): string {
  const spelling = SPELLINGS[word] ?? word;
  const own = language === undefined ? undefined : OWN_WORDS.get(language);
  const foreign = own?.has(word) && !spelling.split(' ').every((part) => own.has(part));
  return foreign ? word : spelling;
}

/** Shorter words are left alone: one slip away from 'drama' or 'crime' lie too many real words. */
const MIN_TYPO_LENGTH = 6;

/** Edits between two words, a swap of neighbours counting as one (optimal string alignment). */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  return rows[a.length]![b.length]!;
}

/** The topic word a mistyped word stands for: one edit away (two for long words), and only one such word. */
function correctedWord(word: string): string | undefined {
  if (word.length < MIN_TYPO_LENGTH || KNOWN.has(word)) return undefined;
  const limit = word.length >= 10 ? 2 : 1;
  const close = TARGETS.filter((target) => editDistance(word, target, limit) <= limit);
  return close.length === 1 ? close[0] : undefined;
}

/** A German word's stem: without the endings its inflections add ('nachstes', 'nachsten' -> 'nachst'). */
const germanStem = (word: string) => word.replace(/(?:e[nmrs]?|s|n)$/, '');
/** The stems of the words the German lexicon spells out (as typed after normalizeText: 'ahnliche', 'alter'). */
const GERMAN_WORDS = lexiconWords(GERMAN, new Set());
const GERMAN_STEMS = new Set([...GERMAN_WORDS].map(germanStem).filter((stem) => stem.length >= 3));
/** An umlaut typed as its vowel and 'e' ('ae', 'oe', 'ue' after a consonant or at a word's start; not 'neue'). */
const UMLAUT_DIGRAPH = /(?<![aeiouy])([aou])e/g;

/**
 * 'aehnliches', 'aelter', 'naechstes': a German word typed with the digraphs that stand for its umlauts is read as
 * normalizeText reads the umlaut (its bare vowel), when a word of no lexicon becomes so one of the German lexicon
 * ('ahnliches' of 'ahnliche', 'alter', 'uber'); 'neue', 'blue' or 'does' stay as they are.
 */
function withUmlauts(word: string): string | undefined {
  if (KNOWN.has(word)) return undefined;
  const bare = word.replace(UMLAUT_DIGRAPH, '$1');
  // 'ueber', 'waehrend': a short word whose stem is too short to tell is read when the lexicon has it whole.
  const german = GERMAN_WORDS.has(bare) || GERMAN_STEMS.has(germanStem(bare));
  return bare !== word && bare.length >= 4 && german ? bare : undefined;
}

/**
 * 'Hitchcock-Filmen', 'Nolan-Filme', 'Spielberg-Klassiker', 'the tarantino-movies': a word joined to a film noun by a
 * hyphen is read as two words, so the name stands alone.
 */
const FILM_COMPOUND =
  /(?<=\p{L})-(?=(?:filme?n?|films?|filmes?|movies?|streifen|klassikern?|peliculas?|pelis?)(?![\p{L}'-]))/gu;

/** A German word fused with a film noun ('zombiefilme', 'haifilmen', 'weltraumstreifen'): its head, then the noun. */
const FUSED_FILM = /(?<![\p{L}'-])(\p{L}{3,}?)(filme?n?|streifen)(?![\p{L}'-])/gu;
const namesGenre = wholeEntryTest(GENRE_WORDS);
const namesTheme = (words: string) => findThemes(words).some((theme) => theme.text === words);

/**
 * 'Zombiefilme', 'Haifilme', 'Weltraumfilm', 'Actionfilmen': a theme or a genre fused with a film noun, as German
 * writes them, is read as the theme and the noun ('zombie filme', 'haie filme'; the head as the theme lists say it,
 * without the joining 's' of 'kriegs-' or with the plural 'e' of 'hai-'). A word a lexicon already knows whole
 * ('kriegsfilme', 'horrorfilm') is left as it is.
 */
function splitFusedFilm(word: string, head: string, noun: string): string {
  if (namesGenre(word) || namesTheme(word)) return word;
  const form = [head, head.replace(/(?<=\p{L}{3})s$/u, ''), `${head}e`, `${head}n`].find(
    (candidate) => namesTheme(candidate) || namesGenre(candidate),
  );
  return form ? `${form} ${noun}` : word;
}

/** Each language's casual forms, as a pattern of the typed words, with the words they stand for. */
const CASUAL = new Map(
  LANGUAGES.flatMap(({ lexicon }) => {
    const forms = lexicon.casualSpellings ?? {};
    const typed = Object.keys(forms).join('|');
    const pattern = new RegExp(String.raw`(?<![\p{L}'])(?:${typed})(?![\p{L}'])`, 'gu');
    return typed ? [[lexicon.code, { pattern, forms }] as const] : [];
  }),
);

/** 'aus welchem jahr is der pate': a casual form of the message's own language as the word it stands for. */
function casuallySpelled(normalized: string, language: string | undefined): string {
  const casual = language === undefined ? undefined : CASUAL.get(language);
  return casual ? normalized.replace(casual.pattern, (word) => casual.forms[word] ?? word) : normalized;
}

/**
 * Common typed forms read as their usual spelling ('dont' -> "don't", 'gimme' -> 'give me'), and a mistyped topic
 * word as the word meant ('documentries' -> 'documentaries'), from the lexicons.
 */
export function respell(normalized: string, language?: string): string {
  return casuallySpelled(normalized, language)
    .replace(FILM_COMPOUND, ' ')
    .replace(FUSED_FILM, splitFusedFilm)
    .replace(TYPED, (word) => spelled(word, language))
    .replace(/(?<![\p{L}'])\p{L}+(?![\p{L}'])/gu, (word) => withUmlauts(word) ?? correctedWord(word) ?? word);
}
