/**
 * What a run of words typed in a message may be before the catalog is asked: a person's name, a film's title, or
 * only words of kinds, tones and origins the lexicons know.
 */
import { extractMashup } from './extractors/likeness.extractor.ts';
import { captureName } from './extractors/people.extractor.ts';
import { extractRuntime } from './extractors/time-budget.extractor.ts';
import { findThemes } from './keyword-themes.ts';
import { AVOIDABLE, GENRE_WORDS, MOODS, NOT_NAME_WORDS, ORIGINS, wholeEntryTest } from './lexicon.ts';
import { anyOf } from './lexicons/all-languages.ts';
import { phrase, shapes, wordPattern } from './lexicons/phrase-patterns.ts';
import { FILM_NOUN, FILM_NOUN_WORD, NEGATION_GAP_WORD, NEGATION_WORDS } from './negation.ts';
import { respell } from './respell.ts';
import { isPlotWord } from './story-gloss/story-gloss.ts';
import { findStudios } from './studios.ts';
import { normalizeText } from './text.ts';
import { titleOfAlias } from './title-aliases.ts';

export const NOT_A_TITLE = new RegExp(String.raw`^${phrase((p) => p.notATitle)}\b`);

/** 'a', 'einem', 'la', 'ihrem', 'my', 'zwei', 'duas': words saying which or whose, or how many. */
const DETERMINER = new RegExp(
  String.raw`^(?:${anyOf((lexicon) => [
    ...lexicon.phrases.indefiniteArticles,
    ...lexicon.phrases.articles,
    ...(lexicon.phrases.possessives ?? []),
    ...Object.keys(lexicon.numbers),
  ])})$`,
);

/**
 * 'con un poliziotto', 'mit einem Arzt', 'le film de la marmotte', 'with two sisters': a determiner, then a plot
 * word of the story tables (or their English), is one of many, common nouns, no one's name ('uma thurman', 'mia
 * farrow' hold no plot word). A plot word alone may be one ('film di leone').
 */
const namesACommonNoun = (words: readonly string[]) =>
  words.length >= 2 && DETERMINER.test(words[0]!) && words.slice(1).some((word) => isPlotWord(word, true));

/** Words that make a captured phrase not a person's name ('with great acting', 'with my kids'). */
export function looksLikeName(name: string): boolean {
  const words = name.split(' ').filter(Boolean);
  if (!words.length || words.length > 4 || namesACommonNoun(words)) return false;
  if (words.some((word) => NOT_NAME_WORDS.has(word) || /\d/.test(word) || FILM_NOUN_WORD.test(word)))
    return false;
  // 'seja nem da dreamworks', 'disney ni': a word turning something down is no part of anyone's name.
  if (words.some((word) => NEGATION_WORD.test(word))) return false;
  // 'niente mattoni da tre ore': words holding a length name no one.
  if (extractRuntime(name, () => false).matched.length) return false;
  return (
    !words.some((word) => isLexiconWord(word) || isAvoidableWord(word)) &&
    !findThemes(name).length &&
    // 'que não seja da pixar', 'nicht von pixar': words ending in a studio's name turn the studio down, no one; so
    // do studios joined by words that name nothing ('ni de disney ni').
    !findStudios(name).some((studio) => name.endsWith(studio.text)) &&
    !namesStudio(name)
  );
}

/** One word that turns something down ('ni', 'weder', 'sans', 'hates'). */
const NEGATION_WORD = new RegExp(`^(?:${NEGATION_WORDS.source})$`);

/**
 * Words that join studios named together and name nothing themselves: 'of' and 'by' words, contracted articles,
 * joins that carry a negation on ('ni de disney ni de pixar', 'della disney né della pixar', 'von x noch von y').
 */
const STUDIO_JOINING_WORD = new RegExp(
  String.raw`^(?:${anyOf((lexicon) => [
    ...(lexicon.roles?.any ?? []),
    ...Object.keys(lexicon.phrases.contractedArticles),
    ...lexicon.phrases.negatedListJoins,
    ...lexicon.phrases.titleJoins,
  ])})$`,
);

/**
 * 'pixar', 'warner bros': a studio's name read whole ('filmes da pixar'), neither a person nor a title; nor are
 * studios joined by words that name nothing ('ni de disney ni de pixar', 'weder von disney noch von pixar').
 */
function namesStudio(words: string): boolean {
  const studios = findStudios(words);
  const rest = studios.reduce((left, studio) => left.replace(studio.text, ' '), words);
  return (
    studios.length > 0 &&
    rest
      .split(' ')
      .filter(Boolean)
      .every(
        (word) =>
          ARTICLES.test(word) ||
          NEGATION_GAP_WORD.test(word) ||
          STUDIO_JOINING_WORD.test(word) ||
          NEGATION_WORD.test(word),
      )
  );
}

export const ARTICLES =
  /^(?:the|a|an|le|la|les|un|une|el|los|las|o|os|as|il|lo|gli|der|die|das|de|du|des|di)$/;

/**
 * 'tipo bollywood', "j'adore l'animation japonaise": kinds of cinema (an origin, or several genre, mood or origin
 * words) where a title was looked for, unless a title is known by those words.
 */
export function namesOnlyKinds(candidate: string): boolean {
  if (isOriginWord(candidate)) return true;
  if (titleOfAlias(candidate)) return false;
  // 'not anime? like live action', 'tipo imagen real': films made with actors are a kind too (readGenres).
  if (!candidate.replace(LIVE_ACTION, ' ').trim()) return true;
  const words = candidate
    .replace(/\b[ld]'/g, '')
    .split(/\s+/)
    .filter((word) => word && !ARTICLES.test(word));
  // One word may be a title too ('like alien'): the catalog decides.
  return words.length > 1 && words.every(isLexiconWord);
}

/** 'comedy', 'a dark thriller': genre, mood or origin words only, no title. */
export const namesAKindOnly = (candidate: string) =>
  candidate.split(/\s+/).every((word) => ARTICLES.test(word) || isLexiconWord(word));

/**
 * 'was zwischen alien und aliens', 'algo entre alien y aliens': a mix of two sides that are kind words only, which the
 * grammar reads as kinds; the catalog decides whether they are titles (chat.assistant.ts).
 */
export function kindsMixed(raw: string): string[] | undefined {
  const mashup = extractMashup(respell(normalizeText(raw)));
  return mashup?.every(namesAKindOnly) ? mashup : undefined;
}

/** '<a kind of films> after <title>': the kind is what they want now ('hooked on korean cinema after parasite'). */
const KIND_AFTER = new RegExp(String.raw`^(.+?)(?: ever| right| just)? ${phrase((p) => p.yearsAfter)} (.+)$`);

/** A word for films in general: 'korean cinema', 'cine japonés', 'französisches Kino'. */
const CINEMA_WORD = new RegExp(String.raw`^(?:${FILM_NOUN}|cinema|cine|kino)$`);

/** A word for a part of a film ('part', 'parte', 'teil'), alone or ending a compound ('mystery-teil'). */
const PART_NOUN = new RegExp(String.raw`^(?:.+-)?${phrase((p) => p.partNouns)}$`);
const PART_JOIN = new RegExp(String.raw`^${phrase((p) => p.partJoins)}$`);
/** How many words may come before the word for the part ('the creepy slow part'), and between it and the join. */
const PART_LEAD = 4;
const PART_GAP = 2;

/**
 * 'the mystery part of get out', 'la parte de misterio de cidade de deus', 'la partie mystère de heat', 'den
 * mystery-teil von heat': a part of a film liked; the film is the seed, the part's words are read as criteria. The
 * title follows a join at most PART_GAP words after the word for the part: one a title list knows whole ('cidade de
 * deus' after 'la parte de'), else the last ('de misterio de'); undefined when the words name no part of a film.
 */
function titleOfAPart(candidate: string): string | undefined {
  const words = candidate.split(' ');
  const part = words.slice(0, PART_LEAD).findIndex((word) => PART_NOUN.test(word));
  if (part === -1) return undefined;
  const joins = words
    .map((word, index) => (index > part && index <= part + PART_GAP + 1 && PART_JOIN.test(word) ? index : -1))
    .filter((index) => index !== -1 && index < words.length - 1);
  const titles = joins.map((join) => words.slice(join + 1).join(' '));
  return titles.find((title) => titleOfAlias(title)) ?? titles.at(-1);
}

/**
 * The title a loved kind of films came from is the seed; the kind's words are read as criteria. So is the title a
 * liked part belongs to.
 */
export function seedAfterKind(candidate: string): string {
  if (titleOfAlias(candidate)) return candidate;
  const ofPart = titleOfAPart(candidate);
  if (ofPart) return ofPart;
  const match = KIND_AFTER.exec(candidate);
  if (!match) return candidate;
  const words = match[1]!.split(/\s+/).filter((word) => word && !ARTICLES.test(word));
  const kind =
    words.some(isLexiconWord) && words.every((word) => isLexiconWord(word) || CINEMA_WORD.test(word));
  return kind ? match[2]! : candidate;
}

/** 'depressing', 'gory': a tone or a thing people turn down ('nothing too dark'), never a title. */
const isAvoidableWord = wholeEntryTest(AVOIDABLE);

const isGenreWord = wholeEntryTest(GENRE_WORDS);
const isMoodWord = wholeEntryTest(MOODS);
const isOriginWord = wholeEntryTest(ORIGINS);

export const isLexiconWord = (word: string): boolean =>
  isGenreWord(word) || isMoodWord(word) || isOriginWord(word);
const NOT_A_TITLE_START = new RegExp(String.raw`^${phrase((p) => p.notATitleStart)}\b`);

/**
 * A candidate title left out ('not Titanic'): words that are not lexicon words, nor the start of a phrase, nor a
 * theme unless `themes` (a film named before a question about it: 'alien, wer hat den gedreht').
 */
export function looksLikeTitle(candidate: string, themes = false): boolean {
  const words = candidate.split(' ');
  if (words.length > 8 || NOT_A_TITLE.test(candidate) || NOT_A_TITLE_START.test(candidate)) return false;
  if (words.length === 1 && (isLexiconWord(candidate) || NOT_NAME_WORDS.has(candidate))) return false;
  // 'not disney' leaves a studio out, not a title; 'menos de dos horas' a length.
  if (namesStudio(candidate) || extractRuntime(candidate, () => false).matched.length) return false;
  // 'not actual horror', 'pas de vraie comédie': a word saying the thing itself, then lexicon words, is no title;
  // 'hopeful not depressing', 'pas trop sombre' turn a tone down (readMoodsAndAvoidables). 'não seja filme
  // americano/em inglês': kind words with a film noun, a slash between them, name a kind of film too ('the thing'
  // names none).
  const kindWords = candidate.split(/[\s/]+/);
  const kindOfFilm =
    kindWords.some(isLexiconWord) && kindWords.every((word) => isKindWord(word) || FILM_NOUN_WORD.test(word));
  return !words.every(isKindWord) && !kindOfFilm && (themes || !findThemes(candidate).length);
}

/** A word that names a kind, a tone or nothing of a title's own ('usual', 'the'). */
const isKindWord = (word: string) =>
  isLexiconWord(word) || isAvoidableWord(word) || NOT_NAME_WORDS.has(word) || NEGATION_GAP_WORD.test(word);

const FUNCTION_WORD = new RegExp(String.raw`^${phrase((p) => p.nameNotStart)}$`);

export function cleanName(raw: string): string | undefined {
  const name = captureName(raw);
  const first = name.split(' ')[0] ?? '';
  if (FUNCTION_WORD.test(first) || ORIGINS.some((origin) => origin.pattern.test(name))) return undefined;
  return looksLikeName(name) ? name : undefined;
}
const SINGULARS = shapes((p) => p.singulars).map(({ plural, singular }) => ({
  pattern: new RegExp(plural),
  singular,
}));

export function singular(word: string): string {
  const rule = SINGULARS.find(({ pattern }) => pattern.test(word));
  return rule ? word.replace(rule.pattern, rule.singular) : word;
}

/** Words that carry no request of their own, in every language; 'deals with', 'va de' before what films are about. */
export const FILLER = wordPattern((p) => [...p.filler, ...p.aboutVerbs], 'g');

/** 'movies', 'stuff', 'pelis', 'Rachefilme': words for several films or a kind of them. */
export const KIND_NOUN = new RegExp(String.raw`\b${phrase((p) => p.kindNouns ?? [])}\b`);

/** 'ghost movies', 'haunted house stuff': a theme named as several films, no title ('Ghost', 'Sharks'). */
export const namesThemedFilms = (words: string) => KIND_NOUN.test(words) && findThemes(words).length > 0;

/** A side of an 'or' wholly a theme's name ('androids', 'artificial intelligence'), never 'the birds'. */
const wholeTheme = (words: string) => findThemes(words).some(({ text }) => text.trim() === words.trim());
/** A kind of thing said as many: one plural word ('monsters', 'ninjas', 'vampiros'). */
const pluralKind = (words: string) => /^\p{L}{4,}$/u.test(words) && singular(words) !== words;

/** 'i'm into anything with androids': words that end in a theme's name. */
const endsInTheme = (words: string) =>
  findThemes(words).some(({ index, text }) => index + text.length === words.trimEnd().length);

/**
 * 'androids or artificial intelligence', 'dinosaurs or monsters', 'pirates or ninjas': a choice between two kinds
 * of film, no two titles, when one side is wholly a theme's name and the other one too or a plural noun; the first
 * may be the request leading to its theme ('anything with androids or artificial intelligence'). 'alien or aliens'
 * is two films of one name.
 */
export const choiceOfKinds = (first: string, second: string) =>
  (wholeTheme(first) || wholeTheme(second)) &&
  (wholeTheme(first) || pluralKind(first) || (wholeTheme(second) && endsInTheme(first))) &&
  (wholeTheme(second) || pluralKind(second)) &&
  singular(first) !== singular(second);

/**
 * 'korean or japanese films you have', 'coreanos ou japoneses': a side of an 'or' that is a film origin, alone or
 * before a word for films, names films of that origin, no title ('american beauty' is one: no word for films).
 */
export const namesFilmOrigin = (words: string) => {
  const bare = words.replace(/^[^\p{L}]+/u, '');
  return ORIGINS.some(({ pattern }) =>
    new RegExp(String.raw`^${pattern.source}(?:\s+${FILM_NOUN}(?![\p{L}]).*)?$`, 'u').test(bare),
  );
};

/** 'anything like it that's live action', 'en imagen real': no animation, and no action film asked for. */
export const LIVE_ACTION = new RegExp(String.raw`\b${phrase((p) => p.liveAction)}\b`, 'g');
