/**
 * Yes/no and either/or questions about films named by their titles: whether a person is in a film ('is samuel l
 * jackson in django unchained', 'sale penélope cruz en volver') and which of two films came out first ('which came
 * first, blade runner or the terminator', 'lequel est sorti en premier'). The titles are candidates only: the answer
 * asks the catalog.
 */
import { looksLikeName, looksLikeTitle, NOT_A_TITLE } from '../candidate-words.ts';
import type { MovieQuestion } from '../chat-query.ts';
import { AGE_WORDS, GENRE_WORDS, MOODS, ORIGINS, wholeEntryTest } from '../lexicon.ts';
import { phrase, shapes, wordPattern } from '../lexicons/phrase-patterns.ts';
import type { LanguageLexicon } from '../lexicons/language-lexicon.ts';
import { LEXICONS } from '../lexicons/registry.ts';
import { stripQuotes } from '../text.ts';
import { withArticleBack } from './fact-cue.extractor.ts';
import { replyLanguageOf } from './language.extractor.ts';
import { speaksForAGroup } from './group-members.extractor.ts';
import { extractLibrary } from './library.extractor.ts';
import { namesAPlace } from './reference.extractor.ts';

/**
 * Each language's shapes of 'is X in Y', tried on a message written in that language only: a yes/no question is
 * a few short words ('was' asks 'what' in German: 'was macht tom hanks in forrest gump' is no 'was X in Y').
 */
/** Each language's shapes of one yes-or-no question, tried on a message written in that language only. */
type ShapesByLanguage = ReadonlyMap<string, RegExp[]>;
const shapesByLanguage = (shapes: (phrases: LanguageLexicon['phrases']) => RegExp[]): ShapesByLanguage =>
  new Map(LEXICONS.map((lexicon) => [lexicon.code, shapes(lexicon.phrases)]));
/** The shapes of the language the question is written in. */
const shapesFor = (checks: ShapesByLanguage, question: string) => checks.get(replyLanguageOf(question)) ?? [];

const CAST_CHECKS = shapesByLanguage((p) => p.castChecks);
const DIRECTOR_CHECKS = shapesByLanguage((p) => p.directorChecks);
const LANGUAGE_CHECKS = shapesByLanguage((p) => p.languageChecks);
const KIND_CHECKS = shapesByLanguage((p) => p.kindChecks);
/** 'a kind of scary movie': the most words a yes-or-no question's kind is said in. */
const MOST_KIND_WORDS = 6;
/** A genre's or a mood's word in any language ('horror', 'gruselig', 'da miedo'). */
const KIND_WORDS = [...GENRE_WORDS, ...MOODS].map(({ pattern }) => new RegExp(pattern.source));
const ORDER_COMPARES = [
  { by: 'release', patterns: shapes((p) => p.releaseCompares) },
  { by: 'longer', patterns: shapes((p) => p.longerCompares) },
  { by: 'shorter', patterns: shapes((p) => p.shorterCompares) },
] as const;
const NOT_A_PERSON = wordPattern((p) => p.notAPerson);
const PRONOUN = new RegExp(String.raw`^${phrase((p) => p.personPronouns)}$`);
const THIS_MOVIE = new RegExp(String.raw`^${phrase((p) => p.thisMovie)}$`);
/** 'dem film eigentlich', 'this movie again': the film in view pointed at in words, then words about it. */
const THIS_MOVIE_FIRST = new RegExp(
  String.raw`^${phrase((p) => p.thisMovie.filter((pointer) => pointer.includes(' ')))}\b`,
);
const CATALOG = wordPattern((p) => p.catalogNouns);
/** "qu'est-ce qu'il a fait d'autre": 'else' where a title would stand asks for more of someone's films. */
const ELSE_ALONE = new RegExp(String.raw`^(?:d')?${phrase((p) => p.othersOfSomeone)}$`);
const LEADING_ARTICLE = new RegExp(String.raw`^(?:${phrase((p) => p.articles)}) (?=\S)`);
/** 'ist der auf englisch': an article standing alone for the film, as a pronoun would. */
const ONLY_AN_ARTICLE = new RegExp(String.raw`^(?:${phrase((p) => p.articles)})$`);

/**
 * A person's name: a name's words, no pronoun ('is it in french'), no film pointed at ('is this in 4k') nor a place in
 * the last list ('o segundo quem dirigiu').
 */
const namesSomeone = (name: string) =>
  looksLikeName(name) &&
  !PRONOUN.test(name) &&
  !NOT_A_PERSON.test(name) &&
  !THIS_MOVIE.test(name) &&
  !namesAPlace(name);

const isOriginWord = wholeEntryTest(ORIGINS);
const isGenreWord = wholeEntryTest(GENRE_WORDS);

/**
 * Words that may be a film's title where the question's shape puts one: a title the words look like, or one word
 * that is a word too ('alien', 'tubarão': the catalog decides); not the film in view ('was passiert in dem film
 * eigentlich'), a language ('is amélie in french'), films of a kind in the plural ('is tom hanks in comedies') nor
 * the catalog ('is jaws in your catalog').
 */
function mayBeTitle(title: string, besideATitle = false): boolean {
  if (!title || THIS_MOVIE_FIRST.test(title) || CATALOG.test(title) || ELSE_ALONE.test(title)) return false;
  if (looksLikeTitle(title)) return extractLibrary(title).matched.length === 0;
  // 'lo squalo': one word that may be a title, after its article.
  const word = title.replace(LEADING_ARTICLE, '');
  return (
    !word.includes(' ') &&
    !NOT_A_TITLE.test(word) &&
    !isOriginWord(word) &&
    (besideATitle || !(word.endsWith('s') && isGenreWord(word)))
  );
}

/** The most words a title asked about in a yes-or-no question is typed in. */
const MOST_TITLE_WORDS = 7;

/**
 * A title a yes-or-no question may name: short and in one clause ('siamo in tre, io voglio una commedia e un altro un
 * horror' is a group's wishes, its 'e' an 'and', no 'è').
 */
const mayBeAskedTitle = (title: string) =>
  !title.includes(',') && title.split(' ').length <= MOST_TITLE_WORDS && mayBeTitle(title);

/**
 * 'c'è al pacino nel padrino', 'wer spielt im paten': the title a question's shape captured after a preposition that
 * holds its article, with the article back ('il padrino').
 */
export function titleAfterItsPreposition(match: RegExpExecArray, title: string): string {
  const at = match[0].lastIndexOf(title);
  const preposition = at > 0 ? (match[0].slice(0, at).trim().split(' ').at(-1) ?? '') : '';
  return withArticleBack(`${preposition} ${title}`, title);
}

/** 'la dirigió spielberg, no', 'did nolan direct it, right': each language's tag closing a yes/no question. */
const QUESTION_TAGS = LEXICONS.map((lexicon) => ({
  code: lexicon.code,
  tag: lexicon.phrases.questionTags?.length
    ? new RegExp(String.raw`,?\s+(?:${lexicon.phrases.questionTags.join('|')})$`)
    : undefined,
}));

/**
 * A question's person and film, from the first of its language's shapes whose words can be a person and a film; the
 * title empty when a pronoun stands for the film ('la dirigió spielberg', 'did nolan direct it'): the one named
 * before or in view.
 */
function personAndFilm(
  question: string,
  checks: ShapesByLanguage,
  mayBePerson: (name: string) => boolean,
): { name: string; title: string } | undefined {
  const patterns = shapesFor(checks, question);
  const tag = QUESTION_TAGS.find(({ code }) => code === replyLanguageOf(question))?.tag;
  const asked = tag ? [question.replace(tag, ''), question] : [question];
  for (const words of new Set(asked))
    for (const pattern of patterns) {
      const match = pattern.exec(words);
      if (!match) continue;
      const name = stripQuotes(match.groups?.name ?? match[1] ?? '');
      const title = stripQuotes(match.groups?.title ?? match[2] ?? '');
      if (!mayBePerson(name)) continue;
      if (!title || PRONOUN.test(title) || THIS_MOVIE.test(title)) return { name, title: '' };
      if (mayBeAskedTitle(title)) return { name, title: titleAfterItsPreposition(match, title) };
    }
  return undefined;
}

/** 'tiburon es de terror', 'is alien a horror movie': a kind of film where a director's name would stand. */
const namesADirector = (name: string) => namesSomeone(name) && !isGenreWord(name) && !isOriginWord(name);

/**
 * 'did spielberg direct jaws?' (a person, then a film they may have directed) or 'is samuel l jackson in django
 * unchained?' (one they may be in).
 */
function castCheck(question: string): MovieQuestion | undefined {
  const directed = personAndFilm(question, DIRECTOR_CHECKS, namesADirector);
  if (directed) return { kind: 'castCheck', ...directed, role: 'director' };
  const starred = personAndFilm(question, CAST_CHECKS, namesSomeone);
  return starred && { kind: 'castCheck', ...starred };
}

/** 'italiano o americano', 'a french film', 'ein französischer film': where a film may come from. */
const namesAnOrigin = (words: string) => ORIGINS.some(({ pattern }) => pattern.test(words));

/**
 * 'is alien a horror movie?', 'ist shining gruselig': a film, then a genre or a mood it may be of; the genres the
 * catalog files it under answer it. 'la vita è bella è un film italiano o americano?', 'is amélie a french film':
 * where it comes from, which its original language answers. 'is it scary' asks it of the film before or in view;
 * 'is it really scary for a 7 year old' asks whether it suits a child, no kind.
 */
function kindCheck(question: string): MovieQuestion | undefined {
  if (AGE_WORDS.test(question)) return undefined;
  const patterns = shapesFor(KIND_CHECKS, question);
  for (const pattern of patterns) {
    const match = pattern.exec(question);
    const title = stripQuotes(match?.groups?.title ?? '');
    const kind = match?.groups?.kind ?? '';
    // 'was ist ein guter science-fiction-film der nicht so lang ist': a kind told at length is a request's.
    if (kind.split(' ').length > MOST_KIND_WORDS) continue;
    const aspect = KIND_WORDS.some((word) => word.test(kind))
      ? 'genres'
      : namesAnOrigin(kind)
        ? 'language'
        : undefined;
    if (!match || !aspect) continue;
    const asked = askedOf(title, aspect);
    if (asked) return asked;
  }
  return undefined;
}

/** What a yes-or-no question asks of a film pointed at by a pronoun, by nothing, or named by a title that may be one. */
function askedOf(title: string, aspect: 'genres' | 'language'): MovieQuestion | undefined {
  if (!title || PRONOUN.test(title) || THIS_MOVIE.test(title) || ONLY_AN_ARTICLE.test(title))
    return { kind: 'fact', aspect };
  return mayBeAskedTitle(title) ? { kind: 'fact', aspect, title } : undefined;
}

/**
 * 'is parasite in korean?', 'está en inglés?': a film (or none: the one before or in view), then a language it may be
 * in; its original language answers it.
 */
function languageCheck(question: string): MovieQuestion | undefined {
  const patterns = shapesFor(LANGUAGE_CHECKS, question);
  for (const pattern of patterns) {
    const match = pattern.exec(question);
    if (!match || !isOriginWord(match.groups?.lang ?? '')) continue;
    const asked = askedOf(stripQuotes(match.groups?.title ?? ''), 'language');
    if (asked) return asked;
  }
  return undefined;
}

/**
 * 'which came first, blade runner or the terminator', 'which is longer, titanic or avatar': two titles, compared by
 * when they came out or how long they run; one side looking like a title, the other may be a kind's word too.
 */
function orderCompare(question: string): MovieQuestion | undefined {
  for (const { by, patterns } of ORDER_COMPARES)
    for (const pattern of patterns) {
      const match = pattern.exec(question);
      const [first = '', second = ''] = [match?.[1], match?.[2]].map((title) =>
        stripQuotes(title?.trim() ?? ''),
      );
      // 'which came first, the terminator or aliens': a plural kind word compared with a title is a title too.
      if (mayBeTitle(first, looksLikeTitle(second)) && mayBeTitle(second, looksLikeTitle(first)))
        return { kind: 'compare', titles: [first, second], by };
    }
  return undefined;
}

/**
 * A question whether someone is in a film, or which of two films came first or runs longer; undefined for any other
 * words.
 */
export function castOrReleaseQuestion(question: string): MovieQuestion | undefined {
  const checked = orderCompare(question) ?? castCheck(question);
  if (checked) return checked;
  // 'siamo in quattro e uno vuole un horror': a group's wishes, its 'e' an 'and', no 'è'.
  return speaksForAGroup(question) ? undefined : (kindCheck(question) ?? languageCheck(question));
}
