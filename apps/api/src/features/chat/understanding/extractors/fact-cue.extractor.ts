/**
 * A question about one film asked in any word order ('twelve angry men how long', 'inglorious bastards director?',
 * 'what age rating does finding nemo have', 'wer spielt in forrest gump mit'): a word asking for one fact, and the
 * rest of the message as the title. The title is a candidate only: the answer asks the catalog, and a message whose
 * rest is no film stays the request it was ('movies directed by nolan').
 */
import type { FactAspect } from '../chat-query.ts';
import { alternationOf, anyOf } from '../lexicons/all-languages.ts';
import { LEXICONS } from '../lexicons/registry.ts';
import { stripQuotes } from '../text.ts';

/**
 * A cue ends at a space or a comma ('ça raconte quoi, ce film'). Checked in this order: 'rated' before 'how long',
 * which 'is it too long for kids' may also hold; 'how old is it' (its age) before 'what year'; an age rating before
 * a score.
 */
const ASPECTS: FactAspect[] = [
  'certification',
  'age',
  'director',
  'runtime',
  'year',
  'cast',
  'genres',
  'language',
  'rating',
  'plot',
  'awards',
  'worth',
];
const cueOf = (aspect: FactAspect) => alternationOf((lexicon) => lexicon.phrases.factCues[aspect]);
const CUES = ASPECTS.flatMap((aspect) => {
  const words = cueOf(aspect);
  return words ? [{ aspect, pattern: new RegExp(String.raw`(?:^|\s)(?:${words})(?=[\s,;:]|$)`) }] : [];
});
const ANY_CUE = new RegExp(
  String.raw`(?:^|\s)(?:${ASPECTS.map(cueOf).filter(Boolean).join('|')})(?=[\s,;:]|$)`,
  'g',
);
const ASK = anyOf((lexicon) => lexicon.phrases.factAsks);
const LEADING_ASKS = new RegExp(String.raw`^(?:${ASK}\s+)+`);
const TRAILING_ASKS = new RegExp(String.raw`(?:\s+${ASK})+$`);
const ONLY_ASKS = new RegExp(String.raw`^(?:${ASK}(?:\s+|$))*$`);
/** 'il se passe quoi dans le film': an article is all that the question's words leave, no title. */
const ONLY_AN_ARTICLE = new RegExp(String.raw`^(?:${anyOf((lexicon) => lexicon.phrases.articles)})$`);
/** 'y dura cuánto', 'und wie lang': a join opening the question, no part of a title. */
const LEADING_JOIN = new RegExp(
  String.raw`^(?:${anyOf((lexicon) => [...lexicon.phrases.peopleJoins, ...lexicon.phrases.clauseJoins])})(?:\s+|$)`,
);
const MAX_TITLE_WORDS = 9;
/** 'qui joue dedans à part audrey tautou': someone set aside after the question, no part of the film's title. */
const BESIDES_SOMEONE = new RegExp(
  String.raw`(?:^|,?\s+)(?:${anyOf((lexicon) => lexicon.phrases.besidesLeads)})\s+[^,;]+$`,
);
/** 'le roi lion il est de quelle année', 'o poderoso chefão ele saiu quando': a pronoun taking the title up again. */
const RESUMING_PRONOUN = new RegExp(
  String.raw`(?<=\S)\s+(?:${anyOf((lexicon) => lexicon.phrases.personPronouns)})$`,
);
/**
 * 'how long is the film jaws', 'wie lang ist der film der weiße hai': the film noun before a title (with its article),
 * no part of it.
 */
const FILM_NOUN_FIRST = new RegExp(
  String.raw`^(?:${anyOf((lexicon) => lexicon.phrases.subjectPrefixes)})\s+(?=\S)`,
);
/** 'lo squalo', 'der weiße hai': a title opening with an article. */
const ARTICLE_FIRST = new RegExp(String.raw`^(?:${anyOf((lexicon) => lexicon.phrases.articles)})\s`);
/** 'nel' -> 'il', 'du' -> 'le': each language's prepositions holding an article, with it. */
const CONTRACTED: ReadonlyMap<string, string> = new Map(
  LEXICONS.flatMap((lexicon) => Object.entries(lexicon.phrases.contractedArticles)),
);

/**
 * 'nel padrino' -> 'il padrino': a title after a preposition holding its article gets the article back; the
 * preposition alone ('da', 'no') leaves no title.
 */
export function withArticleBack(part: string, title: string): string {
  const first = part.trim().split(' ')[0] ?? '';
  const article = CONTRACTED.get(first);
  // 'nel film lo squalo': a title with an article of its own takes none back.
  return article && title && !title.startsWith(`${first} `) && title !== first && !ARTICLE_FIRST.test(title)
    ? `${article} ${title}`
    : title;
}

function titleIn(part: string): string {
  const title = ` ${part.replace(BESIDES_SOMEONE, '')} `
    .replace(ANY_CUE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(LEADING_JOIN, '')
    .replace(LEADING_ASKS, '')
    .replace(FILM_NOUN_FIRST, '')
    .replace(TRAILING_ASKS, '')
    .replace(RESUMING_PRONOUN, '')
    .replace(/^[,–-]\s+|\s*[,–-]$/g, '');
  return ONLY_ASKS.test(title) || ONLY_AN_ARTICLE.test(title)
    ? ''
    : withArticleBack(part, stripQuotes(title));
}

export interface FactCue {
  aspect: FactAspect;
  /** What may be the film's title: the words around the fact asked for, its question words left out. */
  title: string;
}

/**
 * 'inception runtime? my friend says it's long': a fact asked by a word ending its sentence is that of the title
 * before it, and the words of the sentences after it are no title.
 */
export function extractFactCue(text: string): FactCue | undefined {
  const sentences = text.split(/(?<=[?!])\s+|(?<=\p{L}{2}\.)\s+/u);
  if (sentences.length > 1)
    for (const sentence of sentences) {
      const cue = cueIn(sentence, true);
      if (cue) return cue;
    }
  return cueIn(text);
}

/** The question without its punctuation marks, its spaces single. */
const withoutMarks = (text: string) =>
  text
    .replace(/[?!.¿¡]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** 'il', 'er', 'ele', 'it', 'this film': a word standing for the film named before or in view, no title. */
const FILM_PRONOUN = new RegExp(
  String.raw`^(?:${anyOf((lexicon) => [...lexicon.phrases.personPronouns, ...lexicon.phrases.thisMovie])})$`,
);

/**
 * 'what year', 'how long', 'runtime?': a fact asked with no film named, the one just asked about; 'et il dure
 * combien', 'und wie lang ist er': a pronoun for that film names none either. 'il est classé comment, je peux le
 * montrer à mon fils': a clause after a comma closing the question is no title.
 */
export function factAskedAlone(text: string): FactAspect | undefined {
  const question = withoutMarks(text);
  for (const { aspect, pattern } of CUES) {
    const match = pattern.exec(question);
    if (!match) continue;
    const after = question.slice(match.index + match[0].length).replace(/,.*$/, '');
    const rest = titleIn(`${question.slice(0, match.index)} ${after}`.trim());
    if (!rest || FILM_PRONOUN.test(rest)) return aspect;
  }
  return undefined;
}

function cueIn(text: string, endingIt = false): FactCue | undefined {
  const question = withoutMarks(text);
  for (const { aspect, pattern } of CUES) {
    const match = pattern.exec(question);
    if (!match) continue;
    const after = titleIn(question.slice(match.index + match[0].length));
    const before = titleIn(question.slice(0, match.index));
    // 'von wem ist eigentlich blade runner? also wer hat da regie geführt': a sentence the cue opens asks of the
    // title after it; a cue inside a sentence, of the title before it.
    if (endingIt && after && before) continue;
    const title = after || before;
    if (title && !/^\d+$/.test(title) && title.split(' ').length <= MAX_TITLE_WORDS) return { aspect, title };
  }
  return undefined;
}
