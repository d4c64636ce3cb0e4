/**
 * Questions about one film, a person or a film of the previous answer: facts ('who directed it', 'how long is
 * alien'), comparisons, characters, filmographies, picks among the films shown ('the shortest of those'), and
 * whether a film suits a time or an age.
 */
import {
  choiceOfKinds,
  FILLER,
  looksLikeName,
  looksLikeTitle,
  namesFilmOrigin,
  namesThemedFilms,
  NOT_A_TITLE,
} from '../candidate-words.ts';
import type { AnswerReference, MovieQuestion } from '../chat-query.ts';
import { GENRE_WORDS } from '../lexicon.ts';
import { alternationOf } from '../lexicons/all-languages.ts';
import { anyOf } from '../lexicons/all-languages.ts';
import { firstMatch, phrase, shapes, wordPattern } from '../lexicons/phrase-patterns.ts';
import { negatedAt, NEGATION_BEFORE } from '../negation.ts';
import { stripQuotes } from '../text.ts';
import { castOrReleaseQuestion, titleAfterItsPreposition } from './cast-and-release.extractor.ts';
import { justCountAlone, NUMBER, numberIn } from './count.extractor.ts';
import { extractFactCue, factAskedAlone, withArticleBack } from './fact-cue.extractor.ts';
import { pointsAtEachFilm } from './layout.extractor.ts';
import { extractLibrary } from './library.extractor.ts';
import { extractOrder } from './order.extractor.ts';
import { extractPeople } from './people.extractor.ts';
import { askedAspect, extractReferenceQuestion } from './reference-question.extractor.ts';
import {
  ALL_OF_THEM,
  extractReference,
  isReferenceOnly,
  namesAPlace,
  opensWithReference,
  withoutListNamed,
} from './reference.extractor.ts';
import { extractSmallTalk } from './small-talk.extractor.ts';
import { eachTwoQuestions, halvesAtLastJoin } from './two-questions.extractor.ts';
import { ageIn } from './years.extractor.ts';

const INTERJECTIONS = wordPattern((p) => p.interjections, 'g');
const THIS_MOVIE = new RegExp(String.raw`^${phrase((p) => p.thisMovie)}$`);
/** 'ok this one blew my mind', 'wow, this one': a nod or an interjection before the pointer is no part of it. */
const NOD_OPENING = new RegExp(
  String.raw`^(?:${phrase((p) => [...p.acknowledgements, ...p.interjections])}(?:[\s,!.;:]+|$))+`,
);
export const pointsAtThis = (words: string) => THIS_MOVIE.test(words.replace(NOD_OPENING, ''));
/** 'this one', 'esta', 'celui-ci', 'dieser': a pointer that can only be a film (never 'that', 'eso', 'ça', 'das'). */
export const THIS_ONE = new RegExp(String.raw`^${phrase((p) => p.thisOne ?? [])}$`);
/** 'ma questo', 'and this one': a join opening the words that point at the film. */
const CLAUSE_JOIN = new RegExp(String.raw`^${phrase((p) => [...p.clauseJoins, ...p.peopleJoins])} `);
/** 'chi l ha diretto', 'c est de qui': an elided word typed with a space for its apostrophe. */
const ELIDED_SPACED = new RegExp(
  String.raw`(?<![\p{L}'])(${phrase((p) => p.elidedWords)}) (?=[aeiouh])`,
  'gu',
);
const SUBJECT_PREFIX = new RegExp(String.raw`^${phrase((p) => p.subjectPrefixes)} `);
/** 'de cuando es la pelicula': words around a subject said with none, the film in view. */
const SUBJECT_PREFIX_ALONE = new RegExp(String.raw`^${phrase((p) => p.subjectPrefixes)}$`);
/** 'avatar, can i fit it in', 'oppenheimer? i have a train': the title ends where the sentence goes on. */
const SUBJECT_CLAUSE = new RegExp(
  String.raw`^(.+?)(?:,|;| - |[?!] | ${phrase((p) => p.subjectClauseLeads)} )`,
);
const SUBJECT_SUFFIX = new RegExp(String.raw`\s+${phrase((p) => p.subjectSuffixes)}$`);

/** Questions about one movie; the first capture is the title ('it' / 'this' mean the movie of the page). */
const FACT_PATTERNS = shapes((p) => p.facts);
const COMPARE_PATTERNS = shapes((p) => p.compares);

/** The subject of a question: a typed title, a film of the previous answer, or (neither) the movie of the page. */
type Subject = { title?: string; ref?: AnswerReference };

/** The title a question is about: {} for 'it' / 'this movie', null when the words are not a title. */
function questionSubject(raw: string): Subject | null {
  const trimmed = raw.replace(SUBJECT_SUFFIX, '').replace(SUBJECT_PREFIX, '');
  // 'der film eigentlich', 'la pelicula': the film in view, before a suffix ('film') takes a word of it away.
  if (
    [raw.trim(), trimmed, trimmed.replace(CLAUSE_JOIN, '')].some(
      (words) => THIS_MOVIE.test(words) || SUBJECT_PREFIX_ALONE.test(words),
    )
  )
    return {};
  const title = stripQuotes(trimmed.replace(SUBJECT_SUFFIX, ''));
  if (!title) return null;
  if (THIS_MOVIE.test(title)) return {};
  // 'quem tá no elenco', 'who is in the cast': a fact's own noun where a title would stand names no film, the one
  // named before or in view.
  if (factAskedAlone(title)) return {};
  // 'titanic wie lange geht der', 'alien, how long is it': a pronoun, or an article standing alone for the film,
  // names the one named before or in view.
  if (PRONOUN.test(title) || ARTICLE_ALONE.test(title)) return {};
  // 'avatar, can I fit it in an evening': the title ends where the sentence goes on.
  const clause = SUBJECT_CLAUSE.exec(title)?.[1];
  if (clause && clause !== title) return questionSubject(clause);
  if (isReferenceOnly(title)) return { ref: extractReference(title) };
  if (NOT_A_TITLE.test(title) || pointsAtEachFilm(title) || title.split(' ').length > 10) return null;
  return { title };
}

const subjectFields = (subject: Subject) => ({
  ...(subject.title !== undefined ? { title: subject.title } : {}),
  ...(subject.ref ? { ref: subject.ref } : {}),
});

/** 'who plays the Joker in The Dark Knight?', 'quien hace de Rose en Titanic?' */
const CHARACTER_PATTERNS = shapes((p) => p.characters);
const CHARACTER_PREFIX = new RegExp(String.raw`^${phrase((p) => p.characterPrefixes)} `);
/** 'the lead', 'die hauptrolle', 'el protagonista': no character's name, the film's lead. */
const LEAD_ROLE = new RegExp(
  String.raw`^(?:(?:the )?(?:lead|leads|star|main (?:character|role|part)|lead (?:role|part)|protagonist)|${anyOf((lexicon) => lexicon.filmRelations?.lead)})$`,
);

/** 'what has Tom Hanks been in?', 'what did Nolan direct?', 'en que peliculas sale Penelope Cruz?' */
const FILMOGRAPHY_PATTERNS = shapes((p) => p.filmographies);
const FILMOGRAPHY_VIA = shapes((p) => p.filmographyVia);
const NOT_A_PERSON = wordPattern((p) => p.notAPerson);
/** 'other films by the same director', "d'autres films de ce réalisateur": the films of a person a film names. */
const OTHERS_OF = new RegExp(String.raw`\b${phrase((p) => p.othersOfLeads)} (.+)$`);
/** 'please', 'bitte' closing what is asked. */
const CLOSING_PLEASE = new RegExp(String.raw`,?\s+${phrase((p) => p.replyInPlease)}$`);

/** 'which of them is the shortest?', 'which one is best rated?', 'cual es la mas corta?' */
const PICK_ORDERS = (['shortest', 'longest', 'oldest', 'release_date', 'vote_average'] as const).map(
  (order) => ({
    order,
    pattern: new RegExp(String.raw`^${phrase((p) => p.pickOrders[order])}$`),
  }),
);
const PICK = new RegExp(
  String.raw`${phrase((p) => p.pickLeads)}(${alternationOf((lexicon) => Object.values(lexicon.phrases.pickOrders).flat())})\b`,
);
const PICK_OF_ANSWER = wordPattern((p) => p.pickOfAnswer);
/** What may follow the order in a pick about the last answer: 'one', 'of those', 'davon'. */
const PICK_TAIL = new RegExp(
  String.raw`^(?:${phrase((p) => p.pickOfAnswer)}(?: (?:${alternationOf((lexicon) => lexicon.references)}))?|${phrase((p) => p.pickTails)})$`,
);
/**
 * 'only 2 of them', 'the 3 shortest of those': several films of the last answer; 'under 2 hours from those' counts
 * no films, it is a length.
 */
const PICK_COUNT = new RegExp(
  String.raw`(?<!\b${phrase((p) => p.everyOne)} )\b(${NUMBER}) (?!${phrase((p) => [...p.minuteUnits, ...p.hourUnits])}\b)(?:[\p{L}-]+ ){0,2}?${phrase((p) => p.pickCountLinks)} (?:${alternationOf((lexicon) => lexicon.references)})\b`,
  'u',
);
const PICK_FOR_AGE = shapes((p) => p.picksForAge);

function pickOrder(typed: string): Extract<MovieQuestion, { kind: 'pick' }>['order'] {
  return PICK_ORDERS.find(({ pattern }) => pattern.test(typed))?.order ?? 'vote_average';
}

/** 'is Interstellar too long for a weeknight?': a runtime question that asks for a judgement. */
const RUNTIME_JUDGEMENT = shapes((p) => p.runtimeJudgements);

/** A runtime question that asks whether it fits an evening wants a judgement too. */
const WHEN_TO_WATCH = wordPattern((p) => p.whenToWatch);

/** Questions that are never answered with a list of recommendations. */
export const QUESTION_ONLY = new RegExp(String.raw`^${phrase((p) => p.questionOnly)}\b`);

/** Whether the question names two people, or someone in a film beside the person whose films it asks for. */
function partnerNamed(question: string, name: string): boolean {
  const mentions = extractPeople(question, { looksLikeName, negatedAt });
  return (
    mentions.length > 1 ||
    mentions.some(
      (mention) => mention.role === 'cast' && mention.name !== name && !mention.name.includes(name),
    )
  );
}

/**
 * 'the director of jaws', "whiplash's director", 'le réalisateur': the person asked through a film, its title empty
 * when none is named (the film named earlier in the message, or the one in view).
 */
function madeThrough(words: string): { title: string; role: 'director' | 'cast' } | undefined {
  for (const via of FILMOGRAPHY_VIA) {
    const match = via.pattern.exec(words);
    if (match) return { title: match[1] ?? '', role: via.role };
  }
  return undefined;
}

/** 'or am i thinking of something else', 'oder verwechsle ich das': a doubt closing the question, no part of it. */
const DOUBT_TAIL = new RegExp(String.raw`\s+${phrase((p) => p.doubtTails ?? [])}$`);

/** 'who plays the joker in the dark knight', 'zurück in die zukunft – wer spielt da den doc': who plays a part. */
function characterQuestion(question: string): MovieQuestion | undefined {
  for (const pattern of CHARACTER_PATTERNS) {
    const match = pattern.exec(question);
    if (!match) continue;
    // An empty title ('which actor played neo') is the movie of the page, as 'it' is, or the one named before the
    // question ('zurück in die zukunft – wer spielt da den doc').
    const title = match.groups?.title ?? match[2] ?? '';
    const subject =
      title === '' && match[2] === '' ? (frontedTitle(question, match.index) ?? {}) : questionSubject(title);
    const character = stripQuotes((match.groups?.character ?? match[1] ?? '').replace(CHARACTER_PREFIX, ''));
    // 'who played the lead in alien': the lead is no character's name, the question asks who stars in it.
    if (LEAD_ROLE.test(character)) return undefined;
    const titled = subject?.title
      ? { ...subject, title: titleAfterItsPreposition(match, subject.title) }
      : subject;
    if (titled && character) return { kind: 'character', character, ...subjectFields(titled) };
  }
  return undefined;
}

function parseQuestion(text: string): MovieQuestion | undefined {
  const question = text
    .replace(/[?!.]+$/, '')
    .trim()
    .replace(DOUBT_TAIL, '')
    .replace(ELIDED_SPACED, "$1'");
  const both = twoFacts(question) ?? castOrReleaseQuestion(question);
  if (both) return both;
  const character = characterQuestion(question);
  if (character) return character;
  const others = OTHERS_OF.exec(question)?.[1]?.replace(CLOSING_PLEASE, '');
  const through = others && madeThrough(others);
  if (through) return { kind: 'filmography', name: others, role: through.role, via: through };
  for (const { pattern, role } of FILMOGRAPHY_PATTERNS) {
    const match = pattern.exec(question);
    if (!match) continue;
    const name = stripQuotes(match[1] ?? '');
    // "il a fait quoi d'autre, le réalisateur ?": no one, or a pronoun, said again after the question by a role.
    const after = question.slice(match.index + match[0].length).replace(/^[\s,;:]+/, '');
    const again = !name || PRONOUN.test(name) ? madeThrough(after) : undefined;
    if (again) return { kind: 'filmography', name: after, role: again.role, via: again };
    // No one named ('che altri film ha fatto?'): the person the last reply named, as a pronoun would be.
    if (!name) return { kind: 'filmography', name: '', role };
    if (THIS_MOVIE.test(name) || isReferenceOnly(name)) continue;
    // 'what else did the director of jaws make', "whiplash's director": the film's director (or star).
    const via = madeThrough(name);
    if (via) return { kind: 'filmography', name, role: via.role, via };
    // 'welche filme hat kurosawa mit mifune gemacht', 'what did nolan and caine do together': the films of both, a
    // request.
    if (partnerNamed(question, name)) continue;
    if (name.split(' ').length <= 4 && !NOT_A_PERSON.test(name)) return { kind: 'filmography', name, role };
  }
  const counted = PICK_COUNT.exec(question);
  const count = counted ? numberIn(counted[1]!) : justCountAlone(question);
  if (count !== undefined) return { kind: 'pick', order: extractOrder(question) ?? 'vote_average', count };
  const pick = PICK.exec(question);
  // 'which is the best sci-fi movie?' asks the catalog; 'which of them is the best?' asks about the last answer.
  const after = pick
    ? question
        .slice(pick.index + pick[0].length)
        .replace(/^[\s,;:]+/, '')
        .trim()
    : '';
  // 'et le plus récent de ta liste, c'est lequel': the list named before the tail is the last answer too.
  const tail = withoutListNamed(after);
  const aboutLastAnswer =
    pick && (PICK_OF_ANSWER.test(pick[0]) || tail === '' || PICK_TAIL.test(tail.replace(/^[\s,;:]+/, '')));
  if (pick && aboutLastAnswer) return { kind: 'pick', order: pickOrder(pick[1]!) };
  if (PICK_FOR_AGE.some((pattern) => pattern.test(question)) && ALL_OF_THEM.test(question)) {
    const age = ageIn(question);
    if (age !== undefined) return { kind: 'pick', order: 'vote_average', age };
  }
  // 'cuál es la peli más larga del catálogo': a superlative asks for the film at that end, no judgement of one.
  const lengthOrder = ['longest', 'shortest'].includes(extractOrder(question) ?? '');
  const judged = lengthOrder ? undefined : firstMatch(RUNTIME_JUDGEMENT, question);
  if (judged) {
    const subject = questionSubject(judged[1] ?? '');
    if (subject && !GENRE_WORDS.some(({ pattern }) => new RegExp(pattern.source).test(subject.title ?? '')))
      return { kind: 'fact', aspect: 'runtime', judge: true, ...subjectFields(subject) };
  }
  for (const pattern of COMPARE_PATTERNS) {
    const match = pattern.exec(question);
    // 'guy stranded on an island, talks to a ball, worked for fedex or ups': an 'or' said clauses after the first
    // words joins words of a story, not two titles.
    if (!match || SUBJECT_CLAUSE.test(match[1]!.trim())) continue;
    // 'was heat the one with de niro and pacino or am i mixing it up': a question about one film, then a doubt.
    if (FACT_PATTERNS.some(({ pattern: fact }) => fact.test(match[1]!.trim()))) continue;
    const first = questionSubject(match[1] ?? '')?.title;
    const second = questionSubject(match[2] ?? '')?.title;
    if (first && second && choiceOfKinds(first, second)) continue;
    if (first && second && !namesNoFilm(first) && !namesNoFilm(second) && first.split(' ').length <= 8)
      return { kind: 'compare', titles: [first, second] };
  }
  for (const { pattern, aspect } of FACT_PATTERNS) {
    const match = pattern.exec(question);
    if (!match) continue;
    // An empty or absent subject ('what's the age rating?', 'who did the music') is the movie of the page, as 'it' is.
    const asked = (match[1] ?? '') === '' ? {} : questionSubject(match[1]!);
    if (asked === null) continue;
    // 'what do you think of horror movies': an opinion of a kind of films asks for them, of no one film.
    if (aspect === 'worth' && asked.title && namesNoFilm(asked.title)) continue;
    const subject =
      asked.title === undefined && !asked.ref
        ? (frontedTitle(question, match.index) ?? asked)
        : { ...asked, ...(asked.title ? { title: articledBack(question, match, asked.title) } : {}) };
    const age = aspect === 'certification' ? ageIn(question) : undefined;
    const judge = aspect === 'runtime' && WHEN_TO_WATCH.test(question);
    return {
      kind: 'fact',
      aspect,
      ...subjectFields(subject),
      ...(age !== undefined ? { age } : {}),
      ...(judge ? { judge } : {}),
    };
  }
  return undefined;
}

/**
 * "qu'est-ce que tu penses du parrain", 'la durée du parrain': a title after a preposition holding its article ('du'
 * = 'de le') gets the article back ('le parrain'), as the cue reading gives it.
 */
function articledBack(question: string, match: RegExpExecArray, title: string): string {
  const end = match.index + match[0].length;
  const at = question.lastIndexOf(title, end);
  const before = at > 0 ? question.slice(0, at).trimEnd().split(' ').at(-1) : undefined;
  return before ? withArticleBack(`${before} ${title}`, title) : title;
}

/**
 * Words where a title would stand that name no film: a genre ('comedy or drama?'), their own films or a negation
 * ('nothing i've seen or on my watchlist'), films of a theme ('ghost movies or haunted house stuff') or of an origin,
 * a question to the assistant ('is there a person behind this or a bot').
 */
function namesNoFilm(title: string): boolean {
  return (
    GENRE_WORDS.some(({ pattern: genre }) => new RegExp(genre.source).test(title)) ||
    namesThemedFilms(title) ||
    namesFilmOrigin(title) ||
    extractLibrary(title).matched.length > 0 ||
    NEGATION_BEFORE.test(`${title} `) ||
    extractSmallTalk(title) === 'identity'
  );
}

const PRONOUN = new RegExp(String.raw`^${phrase((p) => p.personPronouns)}$`);
const ARTICLE_ALONE = new RegExp(String.raw`^${phrase((p) => p.articles)}$`);

/** 'when did jaws come out and who is in it': two facts of one film, the title typed in either half. */
function twoFacts(question: string): MovieQuestion | undefined {
  // 'et il dure combien', 'e dura quanto': a second question whose question word comes last.
  const last = halvesAtLastJoin(question);
  const splits = [
    ...eachTwoQuestions(question),
    ...(last && factAskedAlone(last[1]) ? [last] : []),
    ...sentencesAsked(question),
  ];
  for (const halves of splits) {
    const both = factsOfHalves(halves);
    if (both) return both;
  }
  return undefined;
}

/**
 * 'de qué año es tiburón? la dirigió spielberg no': two questions, each a sentence of its own with no join between
 * them; the message split after its first question mark.
 */
function sentencesAsked(question: string): [string, string][] {
  const at = /\?\s+(?=\S)/.exec(question);
  return at ? [[question.slice(0, at.index), question.slice(at.index + at[0].length)]] : [];
}

/**
 * 'e quem faz o michael', 'la dirigió spielberg no': a second question about a person in the film the first names,
 * asked with no title of its own.
 */
function personOfTheFilm(
  half: string,
): Extract<MovieQuestion, { kind: 'character' | 'castCheck' }> | undefined {
  const asked = parseQuestion(half.replace(AND_OPENING, ''));
  return (asked?.kind === 'character' && !asked.title && !asked.ref) ||
    (asked?.kind === 'castCheck' && !asked.title)
    ? asked
    : undefined;
}

/** The two facts the halves of a message ask, of one film. */
function factsOfHalves(halves: [string, string]): MovieQuestion | undefined {
  // 'quem atua e quanto dura': a first question with no subject at all is about the film of the page too.
  const aloneFirst = factAskedAlone(halves[0]);
  // 'le roi lion il est de quelle année': a fact asked in any word order of the title beside it.
  const cued = extractFactCue(halves[0]);
  const first =
    parseQuestion(halves[0]) ??
    (aloneFirst && { kind: 'fact' as const, aspect: aloneFirst }) ??
    (cued && { kind: 'fact' as const, ...cued });
  if (first?.kind !== 'fact' || first.ref) return undefined;
  const person = personOfTheFilm(halves[1]);
  if (person) return { ...first, alsoAsked: [person] };
  // 'y cuanto dura': a second question with no subject at all is about the film the first named ('who made this
  // and what year': the film of the page).
  const alone = factAskedAlone(halves[1]);
  const second =
    parseQuestion(halves[1]) ??
    (first.title ? parseQuestion(`${halves[1]} ${first.title}`) : undefined) ??
    (alone && { kind: 'fact' as const, aspect: alone });
  if (second?.kind !== 'fact' || second.ref) return undefined;
  // 'und wie lange dauert er': a pronoun is the film just named.
  const secondTitle = second.title && !PRONOUN.test(second.title) ? second.title : undefined;
  if (first.title !== undefined && secondTitle !== undefined && first.title !== secondTitle) return undefined;
  const title = first.title ?? secondTitle;
  // 'et il est classé comment, je peux le montrer à mon fils de 11 ans': the age a rating is asked for.
  const age = first.age ?? (second.aspect === 'certification' ? ageIn(halves[1]) : undefined);
  // "how's up? worth watching with my nephews?": the same fact asked twice is one question.
  const also = second.aspect === first.aspect ? [] : [second.aspect];
  return {
    ...first,
    ...(title !== undefined ? { title } : {}),
    ...(age !== undefined ? { age } : {}),
    ...(also.length ? { alsoAspects: also } : {}),
  };
}

/** An 'and' opening a question after an answer ('and the first one, who made it'). */
const AND_OPENING = new RegExp(String.raw`^${phrase((p) => p.peopleJoins)}\s+`);

/** The film of the last answer that words before a question point at ('et le premier', 'la segunda,'). */
export function pointedFirst(words: string): Subject | undefined {
  const subject = questionSubject(words.replace(AND_OPENING, '').replace(/[\s,;:?!\-–—]+$/u, ''));
  return subject?.ref ? subject : undefined;
}

/**
 * 'lotr fellowship, how long is it?': a title typed first, then a question about 'it'. 'et le premier il est de qui',
 * 'y la segunda de quién es': a film of the last answer pointed at first, with or without a comma.
 */
function frontedTitle(question: string, at: number): Subject | undefined {
  const pointed = pointedFirst(question.slice(0, at));
  if (pointed) return pointed;
  // 'qué tal coco? vale la pena verla…': a question mark ends the title's clause too; 'memento c'est de qui': a
  // question asked of no film holds the one named before it, with or without a comma (not across a full stop).
  const before = question.slice(0, at);
  const clause = /^(.+?)\s*[,;:?!\-–—]\s*$/.exec(before)?.[1] ?? /^([^.?!]+?)\s*$/.exec(before)?.[1];
  if (!clause || !looksLikeTitle(clause, true)) return undefined;
  // 'so, how long is it?', 'ok, ...', 'e chi l'ha diretto?': words that carry nothing are no title.
  if (!`${clause} `.replace(AND_OPENING, ' ').replace(FILLER, ' ').replace(INTERJECTIONS, ' ').trim())
    return undefined;
  const subject = questionSubject(clause);
  return subject?.title !== undefined ? subject : undefined;
}

/** 'who made this and what year? looks ancient lol': a question asked first, then words about it that ask nothing. */
function questionBeforeChatter(text: string): MovieQuestion | undefined {
  const asked = /^(.+?\?)\s+\S/.exec(text)?.[1];
  return asked ? parseQuestion(asked) : undefined;
}

/**
 * A question about a film named by its title, or by its place in the last answer: 'la primera, ¿de qué año es?' asks
 * about the first film, whatever words a question's shape took for a title ('s', 'y quién sale').
 */
export function titledOrReferred(text: string): MovieQuestion | undefined {
  const titled = parseQuestion(text) ?? questionBeforeChatter(text);
  const referred = extractReferenceQuestion(text);
  const title = titled?.kind === 'fact' ? titled.title : undefined;
  const noTitle =
    title !== undefined &&
    (title.replace(/[^\p{L}\p{N}]/gu, '').length < 3 ||
      !looksLikeTitle(title) ||
      Boolean(askedAspect(title)) ||
      // 'the second one sounds cool, tell me more about it': the film pointed at, then asked about.
      opensWithReference(title));
  if (referred && (!titled || noTitle)) return referred;
  // "what's #2 about", 'quem é o diretor do primeiro?': the place a question's shape read as its title.
  const place = title !== undefined && namesAPlace(title) ? extractReference(text) : undefined;
  if (titled?.kind === 'fact' && place) return { kind: 'fact', aspect: titled.aspect, ref: place };
  return titled ?? referred;
}
