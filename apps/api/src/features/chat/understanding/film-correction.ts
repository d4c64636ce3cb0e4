/**
 * A correction of which film of a name the last question was about: 'how long is top gun?' then 'no, the old one,
 * from the 80s'; 'wer hat batman gedreht?' then 'nein, den alten mit jack nicholson'; 'qui a réalisé dune ?' then
 * 'non pas le premier, la deuxième partie'. The film meant shares the name of the one answered and is told apart by
 * its age, its years, a person of it, its part in the series, or only as the other one of that name.
 */
import { anyOf, entriesOf } from './lexicons/all-languages.ts';
import type { MovieQuestion, ParsedPrompt } from './chat-query.ts';
import { normalizeText } from './text.ts';

/** What tells the film meant apart from the one answered (`answered`), which shares its name (`title`). */
export interface FilmCorrection {
  /** The question the last turn asked of the film answered. */
  asked: MovieQuestion;
  title?: string;
  answered: number;
  older?: boolean;
  newer?: boolean;
  other?: boolean;
  yearFrom?: number;
  yearTo?: number;
  person?: string;
  part?: number;
  /** 'the tim burton one' after a list: the films shown, the one meant is among them (told by its person). */
  among?: number[];
}

const word = (pick: string) => new RegExp(String.raw`(?<![\p{L}\p{N}])${pick}(?![\p{L}\p{N}])`, 'u');
const OPENERS = anyOf((lexicon) => lexicon.phrases.correctionOpeners);
const OPENS_CORRECTION = new RegExp(String.raw`^${OPENERS}(?![\p{L}\p{N}])`, 'u');
/** 'non pas le premier, ...': a clause an opener negates, with more of the message after it. */
const NEGATED_CLAUSE = new RegExp(String.raw`^(?:${OPENERS}\s+)+\S`, 'u');
const OLDER = word(anyOf((lexicon) => lexicon.phrases.olderOfName));
const NEWER = word(anyOf((lexicon) => lexicon.phrases.newerOfName));
const OTHER = word(anyOf((lexicon) => lexicon.phrases.otherOfName));
const ORDINALS = entriesOf((lexicon) => lexicon.ordinals);
const NUMBERS = entriesOf((lexicon) => lexicon.numbers);
const PART_NOUN = anyOf((lexicon) => lexicon.phrases.seriesPartNouns);
const ORDINAL = anyOf(() => Object.keys(ORDINALS));
const NUMBER = `(?:[2-9]|${anyOf(() => Object.keys(NUMBERS))})`;
/** 'the second part', 'part two', 'teil 2', 'la deuxième partie'. */
const PART = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(${ORDINAL})\s+${PART_NOUN}|${PART_NOUN}\s+(${NUMBER}|${ORDINAL}))(?![\p{L}\p{N}])`,
  'u',
);
/** Words a descriptor comes with that name no film: articles, 'one', 'film'. */
const FILLER_WORDS = anyOf((lexicon) => [
  ...lexicon.phrases.articles,
  ...lexicon.phrases.referenceNouns,
  ...lexicon.phrases.correctionOpeners,
]);
const FILLER = word(FILLER_WORDS);

/** Words that tie a person to the film meant ('with', 'by', 'de', 'von', 'di'): the leads of the roles. */
const ROLE_LEADS = anyOf((lexicon) => [
  ...(lexicon.roles?.director ?? []),
  ...(lexicon.roles?.cast ?? []),
  ...(lexicon.roles?.any ?? []),
]);
const DESCRIBING = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${ROLE_LEADS}|${FILLER_WORDS})(?![\p{L}\p{N}])`,
  'gu',
);

/**
 * The catalog person (of `names`, those the message names in full) a film is told apart by and nothing else: 'the
 * michael keaton one', 'la de michael keaton', 'o do michael keaton'. A title holding a name ('being john malkovich')
 * says more than the name, and is none.
 */
export function personOnlyNamed(meant: string, names: readonly string[]): string | undefined {
  const rest = normalizeText(meant).replace(DESCRIBING, ' ').replace(/\s+/g, ' ').trim();
  return rest ? names.map(normalizeText).find((name) => name === rest) : undefined;
}

/** The clauses of a correction that say which film is meant: not those an opener negates ('not the first'). */
function clausesMeant(text: string): string[] {
  const clauses = text
    .split(/[,.;!?]+/)
    .map((clause) => clause.trim())
    .filter(Boolean);
  return clauses.filter((clause, at) => at === clauses.length - 1 || !NEGATED_CLAUSE.test(clause));
}

function partOf(said: string): number | undefined {
  const match = PART.exec(said);
  if (!match) return undefined;
  if (match[1]) return (ORDINALS[match[1]] ?? -2) + 1 || undefined;
  const typed = match[2]!;
  const number = /^\d$/.test(typed) ? Number(typed) : (NUMBERS[typed] ?? (ORDINALS[typed] ?? -2) + 1);
  return number > 1 ? number : undefined;
}

/** Whether words a correction 'meant' ('le vieux', 'the other one') only describe a film, naming none. */
export function onlyDescribes(meant: string): boolean {
  const rest = meant
    .split(/\s+/)
    .filter((said) => !FILLER.test(said) && !OLDER.test(said) && !NEWER.test(said) && !OTHER.test(said));
  return rest.length === 0;
}

/** The last turn: a question, or a request asking a fact of a title in any word order ('wer spielt in X mit'). */
type LastTurn = { question: MovieQuestion } | { factCue?: ParsedPrompt['factCue'] } | { kind: string };

type OneFilmQuestion = Extract<MovieQuestion, { kind: 'fact' | 'character' }>;

/** The question the last turn asked of one film, by its name or shown. */
function questionOfOneFilm(last: LastTurn): OneFilmQuestion | undefined {
  if ('question' in last)
    return last.question.kind === 'fact' || last.question.kind === 'character' ? last.question : undefined;
  const cue = 'factCue' in last ? last.factCue : undefined;
  return cue && { kind: 'fact', aspect: cue.aspect, title: cue.title };
}

/**
 * The correction a message makes of the film the last question was about, when it opens as a correction ('no',
 * 'nein', 'non pas') and says what tells the film meant apart; `answered` is the film the last answer was about.
 * `names`: the catalog people the message names in full ('no the michael keaton one' tells the film by one).
 */
export function filmCorrection(
  said: string,
  parsed: ParsedPrompt,
  last: LastTurn,
  answered: number | undefined,
  names: readonly string[] = [],
): FilmCorrection | undefined {
  const question = questionOfOneFilm(last);
  if (!question || answered === undefined) return undefined;
  const text = normalizeText(said);
  const { genreIds, likeTitle, mood } = parsed.query;
  // 'no, another comedy': a kind of film asked for is a request, not a film of the name.
  if (!OPENS_CORRECTION.test(text) || genreIds.length || likeTitle || mood) return undefined;
  const meant = clausesMeant(text).join(' ');
  const { yearFrom, yearTo } = parsed.query;
  const person = parsed.query.person?.name ?? personOnlyNamed(meant, names);
  const found: FilmCorrection = {
    asked: question,
    answered,
    ...('title' in question && question.title ? { title: question.title } : {}),
    ...(OLDER.test(meant) ? { older: true } : {}),
    ...(NEWER.test(meant) ? { newer: true } : {}),
    ...(OTHER.test(meant) ? { other: true } : {}),
    ...(yearFrom !== undefined ? { yearFrom } : {}),
    ...(yearTo !== undefined ? { yearTo } : {}),
    ...(person ? { person } : {}),
  };
  const part = partOf(meant);
  if (part) found.part = part;
  const told = Object.keys(found).filter((key) => !['asked', 'answered', 'title'].includes(key));
  return told.length ? found : undefined;
}

/**
 * 'any johnny depp movies?' then 'the tim burton one, what year is it from': a question whose film is told only by a
 * person the message names in full (`names`) asks of the film of the list just shown (`previous`) that person made or
 * played in.
 */
export function filmOfShownByPerson(
  parsed: ParsedPrompt,
  previous: number[],
  names: readonly string[],
): FilmCorrection | undefined {
  if (previous.length < 2) return undefined;
  // 'la de tim burton, ¿cuánto dura?': a fact asked of a title in any word order is a question too.
  const question = questionOfOneFilm(
    parsed.question ? { question: parsed.question } : { factCue: parsed.factCue },
  );
  const person = question?.title ? personOnlyNamed(question.title, names) : undefined;
  if (!question || !person) return undefined;
  if (!person) return undefined;
  return { asked: { ...question, title: undefined }, answered: previous[0]!, person, among: previous };
}
