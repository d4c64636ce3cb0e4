import { hasCriteria, type MovieQuery, type MovieQuestion, type ParsedPrompt } from './chat-query.ts';
import { alternationOf } from './lexicons/all-languages.ts';
import { normalizeText } from './text.ts';

/** 'he', 'ella', 'lui', 'the director': a word standing for the person the conversation is about. */
export const PERSON_PRONOUN = new RegExp(
  `^(?:${alternationOf((lexicon) => lexicon.phrases.personPronouns)})$`,
);

/** 'his', 'suya', 'de lui', 'von ihm', 'dele', 'di lei': films pointed at as someone's. */
const POSSESSIVE = new RegExp(
  String.raw`(?<![\p{L}\p{N}'])(?:${alternationOf((lexicon) => lexicon.phrases.personPossessives)})(?![\p{L}\p{N}])`,
  'u',
);

const FILM_NOUN = alternationOf((lexicon) => lexicon.phrases.filmNouns);
const POSSESSIVE_WORD = alternationOf((lexicon) => lexicon.phrases.personPossessives);
/**
 * 'películas suyas', 'his other films', 'films de lui', 'filmes dele': a possessive bound to the films it owns, one
 * word at most between them, whatever question words come beside ('qué otras películas suyas hay').
 */
const FILMS_OWNED = new RegExp(
  String.raw`(?<![\p{L}\p{N}'])(?:(?:${FILM_NOUN})(?: \S+)? (?:${POSSESSIVE_WORD})|(?:${POSSESSIVE_WORD})(?: \S+)? (?:${FILM_NOUN}))(?![\p{L}\p{N}])`,
  'u',
);

const OTHERS = alternationOf((lexicon) => lexicon.phrases.othersOfSomeone);
const MADE = alternationOf((lexicon) => lexicon.phrases.madeVerbs);
/** 'what else did they make', 'y q otras pelis tiene', 'che altro ha fatto': more of someone's films, no one named. */
const OTHERS_MADE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:${OTHERS})(?: \S+){0,4} (?:${MADE})|(?:${MADE})(?: \S+){0,4} (?:${OTHERS}))(?![\p{L}\p{N}])`,
  'u',
);

/** The first person a reply names in bold ('was directed by **Steven Spielberg**'), links to films left out. */
export function personNamedIn(reply: string): string | undefined {
  const bold = /\*\*([^*[\]\n]+)\*\*/.exec(reply.replace(/\*\*\[[^\]]*\]\([^)]*\)\*\*/g, ''));
  return bold?.[1]?.replace(/\\(.)/g, '$1').trim() || undefined;
}

/**
 * 'me indica outro filme dele', 'another film of his from the 90s', 'noch ein film von ihm': a request naming no one
 * whose films it asks for with a possessive asks for the films of the person the conversation is about (or of the
 * director of the film it is about): the filmography of someone unnamed, as 'what else did he make' asks it.
 * `topic`: the request the conversation follows; a person of its own is already kept by its refinements.
 */
export function someoneElsesFilms(
  text: string,
  { query, question, smallTalk }: ParsedPrompt,
  topic: MovieQuery | undefined,
): MovieQuestion | undefined {
  if (question || smallTalk || topic?.person || query.likeTitle || query.audience) return undefined;
  const said = normalizeText(text);
  // 'the boy got a toy for his birthday': words of a story told, no one's films asked.
  if ((query.theme || query.keywordThemes.length) && !FILMS_OWNED.test(said)) return undefined;
  if (query.person && !PERSON_PRONOUN.test(query.person.name) && !POSSESSIVE.test(query.person.name))
    return undefined;
  const owned =
    POSSESSIVE.test(said) || (!hasCriteria({ ...query, person: undefined }) && OTHERS_MADE.test(said));
  return owned ? { kind: 'filmography', name: '', role: 'any' } : undefined;
}

/** What a message asks of a person's films beside them ('in the 80s', 'only comedies'): none, no person. */
function boundsOf(query: MovieQuery): MovieQuery | undefined {
  const bounds = {
    ...query,
    person: undefined,
    alsoPeople: undefined,
    theme: undefined,
    everMade: undefined,
  };
  return hasCriteria(bounds) ? bounds : undefined;
}

/**
 * 'what else has keanu been in', 'what did he make in the 80s': a person's films asked; the request they make is the
 * topic later messages change ('older ones', 'no westerns'), and `bounded` when the message bounds them itself, so
 * the request, not the whole filmography, is the answer.
 */
export function personsFilmsAsked(
  question: MovieQuestion,
  parsed: ParsedPrompt,
): { topic: MovieQuery; bounded: boolean } | undefined {
  if (question.kind !== 'filmography' || question.via || !question.name) return undefined;
  if (PERSON_PRONOUN.test(question.name)) return undefined;
  const bounds = boundsOf(parsed.query);
  const person = { name: question.name, role: question.role, explicit: true };
  return { topic: { ...parsed.query, ...bounds, theme: undefined, person }, bounded: bounds !== undefined };
}
