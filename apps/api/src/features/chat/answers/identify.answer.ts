/**
 * A film told by its story or a scene instead of its title ('the one where a guy talks to a volleyball'): the
 * films closest in meaning and the films sharing its rarest words, re-ranked by the description's own words found in
 * each film's overview, keywords, title and characters (a telling noun is worth more than a vague likeness), the
 * people it names and the films' fame.
 */
import { storyStem, type MovieFacts } from '@marquee/catalog';
import type { MovieSummary } from '@marquee/contracts';
import { movieListItem } from '../chat.markdown.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import { ORIGINS } from '../understanding/lexicon.ts';
import { anyOf } from '../understanding/lexicons/all-languages.ts';
import { glossStory } from '../understanding/story-gloss/story-gloss.ts';
import { catalogSenses } from '../understanding/story-gloss/story-senses.ts';
import { BLACK_AND_WHITE_UNTIL } from '../understanding/reading/time-place-order.reading.ts';
import { normalizeText } from '../understanding/text.ts';
import { libraryPhrasesFor } from '../wording/phrases.ts';
import type { AssistantAnswer } from './recommend.answer.ts';

const CANDIDATES = 40;
const SHOWN = 3;
/** A word matched in the film's text weighs this much against the meaning rank (1 for the first, 0 for the last). */
const WORD_WEIGHT = 0.6;
/** Three letters hold telling words too ('rat', 'boy', 'cat', 'spy'): the short words that tell nothing are below. */
const MIN_WORD_LENGTH = 3;
/** Words of every description that say nothing about the film. */
const GENERIC = new Set(
  (
    'movie movies film films where what whats that this with about guy girl woman from they their there them then have keeps gets like when which could would really some something someone called name thing pelicula filme film where ' +
    'the and his her him who one two are was has had not but for you all its out can get got see saw did any way off own too how why yes use she men man ' +
    'dad mom mum pal bro sis day fun bit lot ' +
    // Words that only place or soften what is told ('into', 'a little', 'may or may not', 'the ending').
    'into onto inside little may might maybe must end ending very much many more most just only also even still than each every other another after before while until because whose kind sort type ' +
    // Words about the telling, not what is told ('and the story goes backwards', 'the plot is…'): an overview that
    // begins 'tells the story of' holds them too.
    'story stories plot scene scenes'
  ).split(' '),
);

/** The words of a story that may tell its film, as typed: none of the words every description holds. */
const tellingWords = (text: string) =>
  normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD_LENGTH && !GENERIC.has(word));

function wordsOf(text: string): Set<string> {
  return new Set(tellingWords(text).map((word) => storyStem(word)));
}

/** A word this long and one that begins with it and goes on a little are one word ('jealous', 'jealousy'). */
const SHARED_BEGINNING = 5;
const SHARED_TAIL = 3;

/** A word this long closes a compound whose first word is this long too ('town' of 'hometown', 'ball' of 'volleyball'). */
const COMPOUND_END = 4;
const COMPOUND_START = 4;
/** Endings that make a word of another rather than close a compound: a 'ship' is no part of 'friendship'. */
const SUFFIXES = new Set('ship hood ness less ment ward wise some like ling fold'.split(' '));

/**
 * Whether the text holds another form of the word: one begins with the other ('paralys', 'paralysis'), or a compound
 * ends with it ('his town' is Truman's 'hometown'; not 'land' of 'island', whose front is too short to be a word, nor
 * 'ship' of 'friendship', an ending).
 */
function sharesBeginning(text: Set<string>, word: string): boolean {
  for (const other of text) {
    const compound = word.length >= COMPOUND_END && other.length - word.length >= COMPOUND_START;
    if (compound && !SUFFIXES.has(word) && other.endsWith(word)) return true;
    if (word.length < SHARED_BEGINNING) continue;
    if (other.length < SHARED_BEGINNING || Math.abs(other.length - word.length) > SHARED_TAIL) continue;
    if (other.startsWith(word) || word.startsWith(other)) return true;
  }
  return false;
}

/**
 * The stems of the words a story tells as a deed done ('killed', 'hunting'): a film's text may tell that deed by its
 * doer ('his wife's killer', 'a hunter'), which no shared beginning meets when the verb is short ('kill').
 */
function deedsOf(text: string): Set<string> {
  return new Set(
    tellingWords(text)
      .filter((word) => /(?:ed|ing)$/.test(word))
      .map((word) => storyStem(word)),
  );
}

/** Whether the text holds the doer of a deed: 'kill' -> 'killer', 'rob' -> 'robber', 'danc' -> 'dancer'. */
const holdsDoer = (text: Set<string>, deed: string) =>
  text.has(`${deed}er`) || text.has(`${deed}${deed.slice(-1)}er`);

function factsText(facts: MovieFacts): string {
  // The cast's names are no story words: a person named weighs as a person (NAMED_PERSON_WEIGHT), never twice.
  const characters = facts.cast.map((member) => member.character ?? '');
  return [facts.movie.title, facts.movie.overview ?? '', ...facts.keywords, ...characters].join(' ');
}

/** People the description names by their full name ('bill murray keeps waking up…'): each word pair is tried. */
async function namedPeople(description: string, tools: MovieTools): Promise<number[]> {
  const words = normalizeText(description)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const pairs = words.slice(1).map((word, index) => `${words[index]} ${word}`);
  const people = await Promise.all([
    ...pairs
      .filter((pair) => !pair.split(' ').some((word) => GENERIC.has(word) || word.length < 3))
      .map((pair) => tools.findPersonNamed(pair).then((person) => person?.id)),
    ...surnamesCued(description).map((word) => personBySurname(word, tools)),
  ]);
  return [...new Set(people.filter((id): id is number => id !== undefined))];
}

/** A surname said alone is this long at least ('nolan', 'hitchcock'): shorter words are too often a story's own. */
const MIN_SURNAME = 5;
/**
 * The word after a word for who made or plays in a film ('von spielberg', 'by nolan', 'de almodovar', 'with willis')
 * or after a definite article standing for the film ('le hitchcock où…', 'the kubrick one', 'il fellini con…').
 */
const SURNAME_CUE = new RegExp(
  String.raw`\b(?:${anyOf((lexicon) => [
    ...(lexicon.roles?.director ?? []),
    ...(lexicon.roles?.cast ?? []),
    ...(lexicon.roles?.any ?? []),
    ...lexicon.phrases.articles,
  ])}) (\p{L}+)`,
  'gu',
);

/** The words a story may name someone by their surname alone ('war glaub ich von spielberg', 'le hitchcock où'). */
function surnamesCued(description: string): string[] {
  const words = [...normalizeText(description).matchAll(SURNAME_CUE)].map((match) => match[1]!);
  return [...new Set(words)].filter((word) => word.length >= MIN_SURNAME && !GENERIC.has(word));
}

/** A director named by the surname alone has directed this many of the catalog's films at least. */
const MIN_DIRECTED = 2;

/**
 * The catalog director whose surname the word is, exactly ('spielberg' is Steven Spielberg): a story names a film's
 * maker by the surname alone ('the hitchcock one'), seldom an actor, whose surname may be any word of the story (the
 * 'ridley' of 'von ridley scott' is Daisy Ridley's).
 */
async function personBySurname(word: string, tools: MovieTools): Promise<number | undefined> {
  const people = await tools.findPeople(word);
  const known = people.find(
    (person) =>
      normalizeText(person.name).split(/\s+/).at(-1) === word && person.director_count >= MIN_DIRECTED,
  );
  return known?.id;
}

/** Billed this high, an actor is one a story names by a first name alone ('the boat one with leo'). */
const LEADS_BY_FIRST_NAME = 3;
/** Three letters make a short first name ('leo', 'tom'); shorter words after 'with' are articles. */
const MIN_FIRST_NAME = 3;
/** The word right after a word for who plays ('with leo', 'con leo', 'avec léo', 'mit leo'). */
const CAST_LEAD = new RegExp(String.raw`\b${anyOf((lexicon) => lexicon.roles?.cast)} (\p{L}+)`, 'gu');

/** The words a story names someone in the cast by ('the one with leo where…'), which may be a first name alone. */
function castCuedWords(description: string): string[] {
  const words = [...normalizeText(description).matchAll(CAST_LEAD)].map((match) => match[1]!);
  return words.filter((word) => word.length >= MIN_FIRST_NAME && !GENERIC.has(word));
}

/**
 * Whether a cued word is the first name, or its short form, of one of the film's leads ('leo' is Leonardo DiCaprio,
 * 'brad' Brad Pitt): a story that names an actor so is as sure of them as of a full name, among films told alike.
 */
function namesALead(cued: string[], facts: MovieFacts | null | undefined): boolean {
  if (!facts || !cued.length) return false;
  const firstNames = facts.cast
    .slice(0, LEADS_BY_FIRST_NAME)
    .map((member) => normalizeText(member.name).split(/\s+/)[0] ?? '');
  return cued.some((word) => firstNames.some((first) => first.startsWith(word)));
}

/** Content words worth looking up as catalog keywords ('volleyball', 'stranded'): the longest few. */
const KEYWORD_LOOKUPS = 6;
const KEYWORD_MIN_LENGTH = 5;
/** The most popular films tagged with each of them. */
const KEYWORD_MATCHES = 10;

/** A story as typed (its names) and in rough English (its plot words: the catalog's overviews are English). */
interface Told {
  typed: string;
  english: string;
  /** The catalog's words for what words of the story tell, by the story's word ('secretly' -> 'hidden'). */
  senses: Map<string, string>;
}

/**
 * Words asking a film's name ('what is it called'), or for the film of a scene, an ending or a line ('which movie has
 * the scene where', 'la peli q al final'): the film is asked for by name, and the words tell nothing of its story.
 */
const NAME_ASKED = new RegExp(
  String.raw`\b(?:${anyOf((lexicon) => lexicon.phrases.asksFilmName)}|${anyOf((lexicon) => lexicon.phrases.toldByScene)})`,
);
const NAME_ASKED_ALL = new RegExp(NAME_ASKED.source, 'g');

/** 'that movie with', 'esa peli de', 'ce film avec': one film the speaker remembers is pointed at. */
const POINTED_FILM = new RegExp(String.raw`\b${anyOf((lexicon) => lexicon.phrases.pointedFilm)}`);

/** Whether a message points at one film it remembers ('the one with matt damon…', 'quel film di…'). */
export const pointsAtOneFilm = (text: string) => POINTED_FILM.test(normalizeText(text));

/** What a message pointing at one film tells beside the pointing words and the name it gives ('stuck on mars'). */
export function storyBesidePointed(text: string, name: string): string {
  const pointed = new RegExp(POINTED_FILM.source, 'g');
  return normalizeText(text)
    .replace(pointed, ' ')
    .replace(normalizeText(name), ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'the very first one not the sequels', 'o primeiro': the film told is the first of a series. */
const FIRST_OF_SERIES = new RegExp(String.raw`\b${anyOf((lexicon) => lexicon.phrases.firstOfSeries ?? [])}`);
const FIRST_OF_SERIES_ALL = new RegExp(FIRST_OF_SERIES.source, 'g');

/** Whether a message asks what a film is called ('como se llamaba la peli…', 'je cherche le titre…'). */
export const asksFilmName = (text: string) => NAME_ASKED.test(normalizeText(text));

/** What a message tells of the film whose name it asks, the asking words aside; undefined when it asks no name. */
export function storyOfNamedFilm(text: string): string | undefined {
  const normalized = normalizeText(text);
  return NAME_ASKED.test(normalized) ? normalized.replace(NAME_ASKED_ALL, ' ').trim() : undefined;
}

/**
 * The words that ask for the film's name ('como se llamaba', 'je cherche le titre') are no part of its story, nor
 * the origin it gives the film ('coréen je crois'): that is weighed as its language, and 'korean' in the overview of
 * another Korean film is no likeness to the story.
 */
async function told(
  description: string,
  language: string,
  tools: MovieTools,
  keepUnknown = true,
): Promise<Told> {
  const normalized = normalizeText(description);
  const named = NAME_ASKED.test(normalized) ? normalized.replace(NAME_ASKED_ALL, ' ') : description;
  // 'the very first one, not the sequels' says which film of a series, nothing of its story.
  const asked = FIRST_OF_SERIES.test(normalizeText(named))
    ? normalizeText(named).replace(FIRST_OF_SERIES_ALL, ' ')
    : named;
  const languages = statedLanguages(description);
  // 'in bianco e nero', 'old black and white one' tell the film's age, not a black or white thing in its story.
  const uncoloured = saysBlackAndWhite(description)
    ? normalizeText(asked).replace(BLACK_AND_WHITE_ALL, ' ')
    : asked;
  const story = languages.length ? withoutOrigins(normalizeText(uncoloured), languages) : uncoloured;
  // Words the language's story table does not know may be English ones by descent ('simulação', 'banquero').
  const unknown: string[] = [];
  glossStory(story, language, keepUnknown, (word) => void unknown.push(word));
  const cognates = unknown.length ? await tools.storyCognates(unknown) : [];
  const cognateOf = (word: string) => cognates[unknown.indexOf(word)]?.join(' ') || undefined;
  const english = glossStory(story, language, keepUnknown, cognateOf);
  // 'his life is a tv show', 'sein Leben ist eine Fernsehshow': the catalog tells it as a 'reality show'.
  return { typed: description, english, senses: catalogSenses(english) };
}

/** 'black and white', 'in bianco e nero', 'schwarz-weiß': the film is told as one of the black-and-white years. */
const BLACK_AND_WHITE = new RegExp(String.raw`\b${anyOf((lexicon) => lexicon.phrases.blackAndWhite)}\b`);
const BLACK_AND_WHITE_ALL = new RegExp(BLACK_AND_WHITE.source, 'g');
const saysBlackAndWhite = (text: string) => BLACK_AND_WHITE.test(normalizeText(text));

/** The text without the words of the origins given ('coreana', 'korean film') and the hedges of a guess ('creo'). */
function withoutOrigins(text: string, languages: string[]): string {
  let rest = text.replace(HEDGES, ' ');
  for (const origin of ORIGINS)
    if (origin.language && languages.includes(origin.language))
      rest = rest.replace(new RegExp(origin.pattern.source, 'g'), ' ');
  return rest.replace(/\s+/g, ' ').trim();
}

/** Words for a film beside the origin they give it ('a korean film', 'un film coréen', 'ein koreanischer Film'). */
const FILM_NOUN = String.raw`(?:movies?|films?|flicks?|filmes?|filmen|peliculas?|pelis?|pellicol[ae])`;

/**
 * The original languages a story gives its film ('that korean film about a poor family', 'aquele filme coreano'):
 * an origin word right beside a word for a film, never one said of a character ('a french chef').
 */
export function statedLanguages(description: string): string[] {
  const text = normalizeText(description);
  const languages = new Set<string>();
  for (const origin of ORIGINS) {
    if (!origin.language) continue;
    const word = origin.pattern.source.replace(/^\\b|\\b$/g, '');
    const beside = new RegExp(String.raw`\b${FILM_NOUN} (?:\p{L}+ )?${word}\b|\b${word} ${FILM_NOUN}\b`, 'u');
    if (beside.test(text)) languages.add(origin.language);
  }
  return [...new Set([...languages, ...guessedLanguages(text)])];
}

/**
 * Words that only hedge a guess about the film ('coreana creo', 'korean i think', 'français peut-être'), as said in
 * talk too ('koreanisch glaub ich', 'japonais j'crois', 'coreano se non sbaglio', 'or something like that').
 */
const HEDGES = new RegExp(
  [
    String.raw`i think|i guess|i believe|i reckon|pretty sure|if i remember(?: right| correctly)?|iirc|maybe|probably|perhaps|or something(?: like that)?`,
    String.raw`creo(?: que)?|me parece|si no me equivoco|quizas?|tal vez|o algo asi`,
    String.raw`je crois|j'?crois|je pense|peut-etre|il me semble|si je (?:ne )?me trompe pas|ou (?:un truc|quelque chose) comme ca`,
    String.raw`ich glaub[e]?|glaub[e]? ich|mein[e]? ich|denk[e]? ich|ich denke|wenn ich mich nicht irre|vielleicht|wohl|oder so`,
    String.raw`acho(?: que| q)?|se nao me engano|talvez|provavelmente|ou algo assim`,
    String.raw`credo|penso|forse|mi sembra|mi pare|se non (?:mi )?sbaglio|o qualcosa del genere`,
  ]
    .map((hedges) => String.raw`\b(?:${hedges})\b`)
    .join('|'),
  'g',
);
/** Words that only say the guess is of the film ('it was korean', 'era coreana', 'c'était coréen'). */
const FILLERS =
  /\b(?:it was|it is|it's|its|was|era|es|c'etait|c'est|etait|war|ist|e|foi|and|y|et|und|ou|o|or)\b/g;

/**
 * The languages a story gives its film as a guess said apart ('…, coreana creo', 'korean i think. a guy…'): a part of
 * the message between punctuation that is an origin word once hedges and fillers are set aside.
 */
function guessedLanguages(text: string): string[] {
  const languages = new Set<string>();
  for (const part of text.split(/[,.;:!?()]/)) {
    const bare = part.replace(HEDGES, ' ').replace(FILLERS, ' ').replace(/\s+/g, ' ').trim();
    if (!bare) continue;
    for (const origin of ORIGINS) {
      const word = origin.pattern.source.replace(/^\\b|\\b$/g, '');
      if (origin.language && new RegExp(String.raw`^(?:${word})$`, 'u').test(bare))
        languages.add(origin.language);
    }
  }
  return [...languages];
}

/** The films whose own words share the most of the story's rarest ones, and how much that is worth at best. */
const STORY_CANDIDATES = 20;
const FAMOUS_STORY_CANDIDATES = 10;
const STORY_WEIGHT = 0.5;

/** The films sharing the most of the story's telling words, each with its share of the best such score (1 for it). */
async function storyMatches(
  english: string,
  tools: MovieTools,
): Promise<{ movie: MovieSummary; closeness: number }[]> {
  const telling = tellingWords(english).join(' ');
  if (!telling) return [];
  const lists = await Promise.all([
    tools.searchByStoryWords(telling, { limit: STORY_CANDIDATES }),
    tools.searchByStoryWords(telling, { minVoteCount: FAMOUS_VOTES, limit: FAMOUS_STORY_CANDIDATES }),
  ]);
  const closeness = new Map<number, { movie: MovieSummary; closeness: number }>();
  for (const list of lists)
    for (const { movie, score } of list) {
      const near = score / list[0]!.score;
      if (near > (closeness.get(movie.id)?.closeness ?? 0))
        closeness.set(movie.id, { movie, closeness: near });
    }
  return [...closeness.values()];
}

/** Films voted this often are ones people tell by their story; their own nearest few are always candidates. */
const FAMOUS_VOTES = 3000;
const FAMOUS_CANDIDATES = 30;

/**
 * How near in meaning each film is, 1 for the nearest: its rank among all films' nearest, or among the famous films'
 * nearest, whichever is nearer (a famous film 60th of all can be 2nd of the famous).
 */
export function meaningCloseness(
  nearest: MovieSummary[],
  famousNearest: MovieSummary[],
): Map<number, number> {
  const closeness = new Map<number, number>();
  const rank = (movies: MovieSummary[], size: number) =>
    movies.forEach((movie, index) => {
      const near = Math.max(0, 1 - index / size);
      closeness.set(movie.id, Math.max(closeness.get(movie.id) ?? 0, near));
    });
  rank(nearest, CANDIDATES);
  rank(famousNearest, FAMOUS_CANDIDATES);
  return closeness;
}

/**
 * The meaning index's nearest films, the films tagged with the description's telling words, then the films of the
 * people it names (who are worth a top rank).
 */
async function candidatesFor(
  { typed, english, senses }: Told,
  tools: MovieTools,
): Promise<{
  candidates: MovieSummary[];
  withNamedPeople: Set<number>;
  languages: string[];
  closeness: Map<number, number>;
  /** Each candidate's share of the best story-words score, 1 for the best. */
  storyCloseness: Map<number, number>;
  /** Words said after 'with' that may be a lead's first name. */
  castCued: string[];
  /** Whether the story says its film is the first of a series ('the very first one, not the sequels'). */
  firstOfSeries: boolean;
  /** Whether the story says its film is in black and white. */
  blackAndWhite: boolean;
}> {
  const languages = statedLanguages(typed);
  const blackAndWhite = saysBlackAndWhite(typed);
  const telling = [...wordsOf(english)]
    .filter((word) => word.length >= KEYWORD_MIN_LENGTH)
    .sort((a, b) => b.length - a.length)
    .slice(0, KEYWORD_LOOKUPS);
  // The catalog's words for what the story tells are keywords too ('hidden camera', 'reality show').
  const senseWords = [...wordsOf([...senses.values()].join(' '))].filter(
    (word) => word.length >= KEYWORD_MIN_LENGTH && !telling.includes(word),
  );
  const [byMeaning, byFamousMeaning, people, byKeyword, byLanguage, byStory, byAge] = await Promise.all([
    tools.searchByMeaning(english, { limit: CANDIDATES }),
    // Among thousands of obscure films, a famous one told by its story can rank far below 40th: its own nearest.
    tools.searchByMeaning(english, { minVoteCount: FAMOUS_VOTES, limit: FAMOUS_CANDIDATES }),
    namedPeople(typed, tools),
    // Each telling word on its own: one capped search for all of them held only the films of the commonest word.
    Promise.all(
      [...telling, ...senseWords].map((word) =>
        tools.search({ anyKeywords: [word], limit: KEYWORD_MATCHES }),
      ),
    ),
    // 'that korean film': the nearest films made in that language, which the whole catalog's nearest may miss.
    languages.length
      ? tools.searchByMeaning(english, { originalLanguages: languages, limit: LANGUAGE_CANDIDATES })
      : [],
    // The films sharing the story's rarest words across the whole catalog, which its nearest in meaning may miss,
    // and among the famous films, which thousands of barely known films with a word or two more can hide.
    storyMatches(english, tools),
    // 'in black and white': the nearest films of those years, which the whole catalog's nearest may miss.
    blackAndWhite
      ? tools.searchByMeaning(english, { yearTo: BLACK_AND_WHITE_UNTIL, limit: LANGUAGE_CANDIDATES })
      : [],
  ]);
  const byPeople = await Promise.all(people.map((personId) => tools.search({ personId, limit: 30 })));
  const seen = new Set<number>();
  const candidates = [
    ...byMeaning,
    ...byFamousMeaning,
    ...byKeyword.flat(),
    ...byPeople.flat(),
    ...byLanguage,
    ...byAge,
    ...byStory.map(({ movie }) => movie),
  ].filter((movie) => !seen.has(movie.id) && Boolean(seen.add(movie.id)));
  return {
    candidates,
    withNamedPeople: new Set(byPeople.flat().map((movie) => movie.id)),
    languages,
    closeness: meaningCloseness(byMeaning, byFamousMeaning),
    storyCloseness: new Map(byStory.map(({ movie, closeness }) => [movie.id, closeness])),
    castCued: castCuedWords(typed),
    firstOfSeries: FIRST_OF_SERIES.test(normalizeText(typed)),
    blackAndWhite,
  };
}

/** A character's words in each language read: 'he', 'his', 'her' ('su', 'il', 'sa', 'seine', 'dela', 'suo'...). */
const THIRD_PERSON: Record<string, RegExp> = {
  en: /\b(?:he|she|his|her|him|hers|himself|herself)\b/g,
  es: /\b(?:su|sus|suyo|suya|ella|ellos)\b/g,
  fr: /\b(?:il|elle|son|sa|ses|lui|leur)\b/g,
  de: /\b(?:er|sein(?:e[nmrs]?)?|ihr(?:e[nmrs]?)?|ihm|ihn)\b/g,
  pt: /\b(?:ele|ela|seu|sua|seus|suas|dele|dela)\b/g,
  it: /\b(?:lui|lei|suo|sua|suoi|sue)\b/g,
};
/**
 * The words a story opens with for its character in each language ('guy keeps…', 'un tipo que…', 'mec qui…', 'Typ
 * erlebt…', 'cara que…', 'tizio che…'), an article before them or not.
 */
const CHARACTER_FIRST: Record<string, RegExp> = {
  en: /^(?:(?:a|an|some|this|the) )?(?:guy|man|woman|kid|boy|girl|dude|lady|teenager|teen|cop|old man) (?!(?:movies?|films?|flicks?)\b)[a-z]/,
  es: /^(?:(?:un|una|el|la) )?(?:tipo|hombre|mujer|chico|chica|nino|nina|chaval|senor|senora|policia) (?!(?:pelis?|peliculas?)\b)[a-z]/,
  fr: /^(?:(?:un|une|le|la) )?(?:mec|type|homme|femme|gamin|gamine|garcon|fille|flic|gars) (?!films?\b)[a-z]/,
  de: /^(?:(?:ein|eine|der|die|so ein) )?(?:typ|mann|frau|junge|madchen|kind|bulle|polizist) (?!(?:film|filme)\b)[a-z]/,
  pt: /^(?:(?:um|uma|o|a) )?(?:cara|homem|mulher|menino|menina|garoto|garota|policial|moleque) (?!filmes?\b)[a-z]/,
  it: /^(?:(?:un|una|uno|il|la) )?(?:tizio|tipo|uomo|donna|ragazzo|ragazza|bambino|bambina|poliziotto) (?!film\b)[a-z]/,
};

/**
 * Whether a message is a story told from its character on, the way a film is remembered ('guy keeps living the same
 * day over and over', 'un tipo revive el mismo día una y otra vez'): one film is described, however many fit.
 */
export function opensWithACharacter(message: string, language: string): boolean {
  const text = normalizeText(message);
  return text.split(/\s+/).length >= MIN_STORY_WORDS && (CHARACTER_FIRST[language]?.test(text) ?? false);
}

/** A story tells this much of its character. */
const NARRATED_MENTIONS = 3;
const NARRATED_WORDS = 15;

/**
 * Whether a message tells a story about a character ('guy in a wheelchair… spies on his neighbours… thinks one of them
 * murdered his wife'): long, and speaking of someone in the third person again and again. Its years or 'old' are then
 * a guess at the film's age, no request.
 */
export function narratesACharacter(message: string, language: string): boolean {
  const text = normalizeText(message);
  const pronouns = THIRD_PERSON[language];
  if (!pronouns || text.split(/\s+/).length < NARRATED_WORDS) return false;
  return (text.match(pronouns) ?? []).length >= NARRATED_MENTIONS;
}

/**
 * A person the description names ('the one where jack nicholson…') is in the film: that outweighs a likeness in
 * meaning and fame together, which a famous film with none of them can otherwise reach. Among that person's films
 * the story still decides ('the kid who sees dead people, with a twist, bruce willis' is not Die Hard).
 */
const NAMED_PERSON_WEIGHT = 1;

/**
 * The language the story gives its film ('that korean film') is said as surely as a name: it weighs as much; so does
 * its being in black and white, for a film of those years.
 */
const STATED_LANGUAGE_WEIGHT = 1;
const LANGUAGE_CANDIDATES = 10;

/**
 * A film told by its story is one people have seen: among thousands of films few voted on, fame weighs about as much
 * as a telling word or two.
 */
const FAME_WEIGHT = 1.5;
/**
 * And one people think well of: a story told from memory is more often a film rated well than a film as well known
 * for being bad ('the giant shark attacking a beach' is Jaws before Sharknado, though Sharknado's words say 'attack').
 */
const REGARD_WEIGHT = 0.6;

const releaseYear = (movie: MovieSummary) => Number(movie.release_date?.slice(0, 4) || Infinity);

/** Each candidate's votes on a log scale, 1 for the most voted of them. */
function fameAmong(candidates: MovieSummary[]): (movie: MovieSummary) => number {
  const most = Math.log1p(Math.max(1, ...candidates.map((movie) => movie.vote_count)));
  return (movie) => Math.log1p(movie.vote_count) / most;
}

interface Scored {
  movie: MovieSummary;
  score: number;
  /** The description's words the film's own text holds, each weighed by how few candidates hold it. */
  matched: number;
  /**
   * Whether the story points at it alone: it is both the nearest film in meaning and the one sharing the most of the
   * story's rarest words, or its text alone among the candidates holds one of the story's rarest words ('volleyball').
   */
  pointedAt: boolean;
  /** Whether someone the story names is in it ('quello di hitchcock dove…'). */
  named: boolean;
}

/** A word this rare across the catalog (1 for a word one film holds) is one a story names its film by. */
const RARE_WORD = 0.95;

/**
 * How much each of the story's words tells, from the whole catalog's films: a word most films hold ('family',
 * 'life') tells little, one a film or two hold ('volleyball', 'juror') tells all.
 */
async function wordWeights(wanted: Set<string>, tools: MovieTools): Promise<(word: string) => number> {
  const rarities = await tools.storyWordRarity([...wanted]);
  const rarity = new Map([...wanted].map((word, index) => [word, rarities[index] ?? 1]));
  return (word) => rarity.get(word) ?? 1;
}

async function scored(
  { english: description, senses }: Told,
  {
    candidates,
    withNamedPeople,
    languages,
    closeness: near,
    storyCloseness,
    castCued,
    firstOfSeries,
    blackAndWhite,
  }: Awaited<ReturnType<typeof candidatesFor>>,
  tools: MovieTools,
): Promise<Scored[]> {
  const wanted = wordsOf(description);
  const facts = await Promise.all(candidates.map((movie) => tools.facts(movie.id)));
  const texts = facts.map((known) => (known ? wordsOf(factsText(known)) : new Set<string>()));
  const deeds = deedsOf(description);
  const holdsAsTold = (text: Set<string>, word: string) =>
    text.has(word) || sharesBeginning(text, word) || (deeds.has(word) && holdsDoer(text, word));
  // A word of the story is told by the catalog's word for it as well ('secretly' by a 'hidden' camera), once.
  const alternatives = new Map<string, string[]>();
  for (const [word, told] of senses)
    for (const stem of wordsOf(word)) alternatives.set(stem, [...wordsOf(told)]);
  const holds = (text: Set<string>, word: string) =>
    holdsAsTold(text, word) || (alternatives.get(word) ?? []).some((other) => holdsAsTold(text, other));
  const weight = await wordWeights(wanted, tools);
  const fame = fameAmong(candidates);
  const held = candidates.map((_, index) => [...wanted].filter((word) => holds(texts[index]!, word)));
  const holders = new Map(
    [...wanted].map((word) => [word, held.filter((words) => words.includes(word)).length]),
  );
  const all = candidates.map((movie, index) => {
    const words = held[index]!;
    const matched = words.reduce((sum, word) => sum + weight(word), 0);
    const named = withNamedPeople.has(movie.id) || namesALead(castCued, facts[index]);
    const closeness = (near.get(movie.id) ?? 0) + (named ? 1 + NAMED_PERSON_WEIGHT : 0);
    const stated =
      (languages.includes(movie.original_language ?? '') ? STATED_LANGUAGE_WEIGHT : 0) +
      (blackAndWhite && releaseYear(movie) <= BLACK_AND_WHITE_UNTIL ? STATED_LANGUAGE_WEIGHT : 0);
    const story = STORY_WEIGHT * (storyCloseness.get(movie.id) ?? 0);
    return {
      movie,
      score:
        WORD_WEIGHT * matched +
        closeness +
        story +
        FAME_WEIGHT * fame(movie) +
        REGARD_WEIGHT * (movie.vote_average / 10) +
        stated,
      matched,
      pointedAt:
        ((near.get(movie.id) ?? 0) >= 1 && (storyCloseness.get(movie.id) ?? 0) >= 1) ||
        words.some((word) => weight(word) >= RARE_WORD && holders.get(word) === 1),
      named,
    };
  });
  all.sort((a, b) => b.score - a.score);
  return firstOfSeries ? firstsOfSeries(all, tools) : all;
}

/**
 * A film a story tells as the first of its series weighs as much as a person it names; a film of no series at all
 * (the catalog may lack its sequels) loses half that.
 */
const SERIES_FIRST_WEIGHT = 1;
const NO_SERIES_WEIGHT = -0.5;
/** The best scored this many are looked at for a series. */
const SERIES_LOOKUPS = 6;

/**
 * 'the very first one not the sequels': among the best scored, a film with later films of its series (titled as it
 * is, and more) rises; a film with an earlier one stays; a film with none falls a little.
 */
async function firstsOfSeries(all: Scored[], tools: MovieTools): Promise<Scored[]> {
  const top = all.slice(0, SERIES_LOOKUPS);
  const series = await Promise.all(top.map(({ movie }) => tools.findSeries(movie.title)));
  const raised = top.map((match, index) => {
    const others = series[index]!.filter((other) => other.id !== match.movie.id);
    const first = others.every((other) => other.release_date > match.movie.release_date);
    const weight = !others.length ? NO_SERIES_WEIGHT : first ? SERIES_FIRST_WEIGHT : 0;
    return { ...match, score: match.score + weight };
  });
  return [...raised, ...all.slice(SERIES_LOOKUPS)].sort((a, b) => b.score - a.score);
}

function identified(matches: MovieSummary[], language: string, sure = true): AssistantAnswer {
  const phrases = libraryPhrasesFor(language);
  const lines = matches.map((movie, index) =>
    movieListItem(index, movie, index === 0 && sure ? phrases.bestMatch : phrases.otherMatch, language),
  );
  const intro = sure ? phrases.identifyIntro : phrases.identifyUnsure;
  return { text: [intro, '', ...lines].join('\n'), movies: matches };
}

/**
 * The best match is sure when it leads the next by this much of a score (a word only it holds is worth 0.6, the
 * top meaning rank 1): closer, the three are told as alternatives.
 */
const SURE_LEAD = 0.5;
const MIN_SURE_WORDS = 4;

/**
 * The films offered for a story, the best first: the others are the films of someone it names while there are any
 * ('quello di hitchcock dove…' offers his other films, not another chase). The issue asks for the best match and
 * one or two alternatives, sure or not.
 */
function offered([best, ...others]: Scored[]): MovieSummary[] {
  const rest = [...others].sort((a, b) => Number(b.named) - Number(a.named));
  return [best, ...rest]
    .filter((match) => match !== undefined)
    .slice(0, SHOWN)
    .map(({ movie }) => movie);
}

/** The films a story may tell, the likeliest first, and whether the first is sure; undefined when none is. */
async function filmsTold(
  description: string,
  tools: MovieTools,
  language: string,
): Promise<{ matches: MovieSummary[]; sure: boolean } | undefined> {
  const story = await told(description, language, tools);
  const found = await candidatesFor(story, tools);
  if (!found.candidates.length) return undefined;
  const [best, next, ...rest] = await scored(story, found, tools);
  // 'a man goes on a long trip': three words tell too little of a story to be sure of any film.
  const toldEnough = wordsOf(story.english).size >= MIN_SURE_WORDS;
  const sure = toldEnough && (!next || best!.score - next.score >= SURE_LEAD);
  return { matches: offered([best!, next, ...rest].filter((match) => match !== undefined)), sure };
}

export async function identifyFilm(
  description: string,
  tools: MovieTools,
  language: string,
): Promise<AssistantAnswer> {
  const films = await filmsTold(description, tools, language);
  if (!films) return { text: libraryPhrasesFor(language).identifyNone, movies: [] };
  return identified(films.matches, language, films.sure);
}

/** The one film a story surely tells ('the one where bill murray relives the same day'), if it tells one. */
export async function filmSurelyTold(
  description: string,
  tools: MovieTools,
  language: string,
): Promise<MovieSummary | undefined> {
  const films = await filmsTold(description, tools, language);
  return films?.sure ? films.matches[0] : undefined;
}

/**
 * A story told needs this much of its words in one film's own text (a word held by few candidates counts whole, one
 * many hold counts less), and this many times the runner-up's.
 */
const CLEAR_WORDS = 2;
const CLEAR_LEAD = 1.6;
const MIN_STORY_WORDS = 7;
/** A lead of the whole score this large is as clear as the words' lead above. */
const CLEAR_SCORE_LEAD = 0.6;

/**
 * A story told without 'the movie where…' ('guy stranded on an island for years, talks to a volleyball'): answered
 * as one only when a film's own overview, keywords and credits hold clearly more of its words than any other's, or,
 * for a `long` story (most of its words no request's), when the whole score leads clearly; `undefined` otherwise, and
 * the message is the request it looks like.
 */
export async function identifyIfClear(
  description: string,
  tools: MovieTools,
  language: string,
  long = false,
): Promise<AssistantAnswer | undefined> {
  if (description.split(/\s+/).length < MIN_STORY_WORDS) return undefined;
  // 'a rat cooks in a paris restaurant, what is it called': the film is asked for by name, the best match is the answer.
  if (NAME_ASKED.test(normalizeText(description))) return identifyFilm(description, tools, language);
  // Untold, a story is only the words the language's story table knows: others are as likely a request's as a name.
  const story = await told(description, language, tools, false);
  if (wordsOf(story.english).size < 3) return undefined;
  const found = await candidatesFor(story, tools);
  const byScore = await scored(story, found, tools);
  const [leader, runnerUp] = byScore;
  // A long story the grammar could not place: meaning, the rarest words and fame all point at one film, well ahead.
  // A shorter one ('guy stranded on an island, talks to a volleyball') too, leading less far, when the story points
  // at that film alone and its own text holds words enough of the story.
  const pointed = long ? leader?.matched : leader?.pointedAt && leader.matched >= CLEAR_WORDS;
  const lead = long ? CLEAR_SCORE_LEAD : SURE_LEAD;
  if (leader && pointed && leader.score - (runnerUp?.score ?? 0) >= lead)
    return identified(offered(byScore), language);
  const ranked = [...byScore].sort((a, b) => b.matched - a.matched);
  const [best, next] = ranked;
  if (!best || best.matched < CLEAR_WORDS || best.matched < (next?.matched ?? 0) * CLEAR_LEAD)
    return undefined;
  return identified(offered([best, ...ranked.slice(1).sort((a, b) => b.score - a.score)]), language);
}
