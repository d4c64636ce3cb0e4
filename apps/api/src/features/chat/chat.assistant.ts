/**
 * The built-in assistant: reads the conversation into a request or a question, then picks the answer strategy.
 * Understanding lives in understanding/, catalog access in retrieval/, strategies in answers/, sentences in wording/.
 */
import { titleKey, type PersonMatch } from '@marquee/catalog';
import type { ChatMessage } from '@marquee/contracts';
import type { LibraryContext } from '../../platform/library-context/library-context.service.ts';
import {
  characterAnswer,
  compareAnswer,
  factAnswer,
  filmographyAnswer,
  pickAnswer,
} from './answers/facts.answer.ts';
import { correctedFilm } from './answers/corrected-film.ts';
import type { FilmCorrection } from './understanding/film-correction.ts';
import { castCheckAnswer, lengthOrderAnswer, releaseOrderAnswer } from './answers/cast-and-release.answer.ts';
import { certainly, clarifyingQuestion, pickedReadingAnswer } from './answers/clarify.answer.ts';
import {
  asksFilmName,
  identifyFilm,
  identifyIfClear,
  opensWithACharacter,
  pointsAtOneFilm,
  storyBesidePointed,
  narratesACharacter,
  storyOfNamedFilm,
} from './answers/identify.answer.ts';
import { groupRead, smallTalkRead } from './answers/router-readings.answer.ts';
import {
  byPeople,
  directorBySurname,
  partnerByFirstName,
  peopleInWords,
  singleWordFits,
} from './answers/people.answer.ts';
import {
  bestLoved,
  byCriteria,
  byPerson,
  fromOwnFilms,
  genreReason,
  likeMovie,
  listReply,
  minPicksFor,
  PICKS_PER_REPLY,
  type AssistantAnswer,
  type RequestContext,
} from './answers/recommend.answer.ts';
import { laidOut } from './answers/layout.answer.ts';
import { likeWordsAsTheme } from './answers/like-words-theme.ts';
import { relationAnswer } from './answers/relation.answer.ts';
import { likeTheOnesLoved } from './answers/library.answer.ts';
import {
  asksOfOwnFilms,
  asksOwnRatingOf,
  offTopicAnswer,
  routedAnswer,
  worthRouting,
} from './answers/routed.answer.ts';
import { leavesAStory } from './understanding/unplaced-words.ts';
import { findSeeds, seriesNamed } from './answers/seeds.ts';
import { asksForSeries, seriesAnswer } from './answers/series.answer.ts';
import { wordPattern } from './understanding/lexicons/phrase-patterns.ts';
import { smallTalkReply } from './answers/small-talk.answer.ts';
import type { MovieSummary } from '@marquee/contracts';
import type { MovieTools } from './retrieval/movie-tools.ts';
import { numberedSpans, titleSpans } from './understanding/title-span.ts';
import { resolveExclusions } from './retrieval/resolve-exclusions.ts';
import {
  emptyQuery,
  hasCriteria,
  type MovieQuery,
  type MovieQuestion,
  type PersonAsk,
  type ReplyLanguage,
} from './understanding/chat-query.ts';
import { lexiconHolds } from './understanding/extractors/language.extractor.ts';
import { readOnlyLanguageOf } from './understanding/extractors/read-only-language.extractor.ts';
import { hasStoryGloss } from './understanding/story-gloss/story-gloss.ts';
import { wishesAQuality } from './understanding/extractors/quality-wish.extractor.ts';
import { normalizeText, sameTitle } from './understanding/text.ts';
import { extractFactCue } from './understanding/extractors/fact-cue.extractor.ts';
import { titleOfAlias } from './understanding/title-aliases.ts';
import { NOT_NAME_WORDS } from './understanding/lexicon.ts';
import {
  asksForAKind,
  asksSameAsBefore,
  opensWithKindOfFilms,
  type TitleReading,
} from './understanding/parse-prompt.ts';
import { ARTICLES, kindsMixed } from './understanding/candidate-words.ts';
import {
  asksBeyondBounds,
  readConversation,
  type ConversationTurn,
  type ReadingOptions,
} from './understanding/conversation.ts';
import {
  fullNamesInMessage,
  namesTellingNoLanguage,
  possessiveSurnames,
} from './answers/names-in-message.ts';
import type { ClarifiableIntent } from './understanding/intents/intent.ts';
import type { IntentGuess, IntentRouter } from './understanding/intents/intent-router.ts';
import { pendingClarification, readingPicked } from './understanding/clarification.ts';
import { LANGUAGES_UNDERSTOOD } from './understanding/languages.ts';
import { requestBesideSmallTalk } from './understanding/request-beside-small-talk.ts';
import { HISTORY_NOTE_MARK, phrasesFor, readNotRepliedNote, unreadableReply } from './wording/phrases.ts';

export type { AssistantAnswer } from './answers/recommend.answer.ts';

export interface ChatTurnInput {
  prompt: string;
  movieTitle?: string | null;
  movieId?: number | null;
  history: ChatMessage[];
  /** The signed-in user's films; absent for visitors. */
  library?: LibraryContext;
  /** The language the user reads the site in: the reply's when the message itself does not tell. */
  interfaceLanguage?: string;
}

export interface ChatAssistant {
  answer(turn: ChatTurnInput): Promise<AssistantAnswer>;
}

type Request = Extract<ConversationTurn, { kind: 'request' }>;
type Question = Extract<ConversationTurn, { kind: 'question' }>;

/** What the assistant reads with: the catalog's tools and, when configured, the intent router. */
export interface AssistantDeps {
  tools: MovieTools;
  /** Reads what a message is for by meaning; without it the slot grammar alone decides. */
  router?: IntentRouter;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The assistant over `tools`; `router` reads what a message is for by meaning, else the slot grammar alone decides. */
export function createChatAssistant(tools: MovieTools, router?: IntentRouter): ChatAssistant {
  const deps: AssistantDeps = { tools, router };
  return { answer: (turn) => answerTurn(deps, turn) };
}

const text = (value: string): AssistantAnswer => ({ text: value, movies: [] });

async function currentMovieId(tools: MovieTools, turn: ChatTurnInput): Promise<number | undefined> {
  if (turn.movieId && (await tools.movie(turn.movieId))) return turn.movieId;
  return turn.movieTitle ? (await tools.findTitle(turn.movieTitle))?.id : undefined;
}

async function moviesOf(tools: MovieTools, ids: number[]) {
  const movies = await Promise.all(ids.map((id) => tools.movie(id)));
  return movies.filter((movie) => movie !== undefined);
}

/**
 * 'shorter' than the films just shown: clearly shorter than those, as long as their shortest at most and well below
 * their middle length (a quarter less), never below a short feature; 'longer': above the middle of their runtimes.
 * A shorter length kept from an earlier message ('something shorter', then 'and no cartoons') is only below their
 * middle length, so the narrower request still finds films.
 */
async function withRelativeRuntime(tools: MovieTools, request: Request): Promise<MovieQuery> {
  const { query, relative } = request;
  if (!relative) return query;
  const runtimes = [...(await tools.runtimes(await moviesOf(tools, relative.than))).values()].filter(
    (minutes): minutes is number => typeof minutes === 'number',
  );
  const middle = median(runtimes);
  if (middle === undefined) return query;
  const clearlyShorter = relative.kept ? middle : Math.min(Math.min(...runtimes), Math.round(middle * 0.75));
  return relative.direction === 'shorter'
    ? {
        ...query,
        runtimeMax: Math.max(SHORT_FEATURE, Math.min(query.runtimeMax ?? Infinity, clearlyShorter)),
      }
    : { ...query, runtimeMin: Math.max(query.runtimeMin ?? 0, middle + 10) };
}

/** The shortest bound 'shorter' sets: a short feature's length. */
const SHORT_FEATURE = 80;

/** Everyone a request names: with role words first, then names typed bare ('de niro scorsese films'). */
async function peopleAsked(tools: MovieTools, { query, leftover: typed, followUp, partnerWords }: Request) {
  const asked = [query.person, ...(query.alsoPeople ?? [])].filter((ask) => ask !== undefined);
  // 'now without the westerns' after 'tarantino movies with samuel l jackson': the partner named at the start stays.
  const leftover = typed || partnerWords || '';
  if ((followUp && !asked.length) || !leftover || query.likeTitle) return { asked, bare: [] };
  // Beside a named person, half the leftover words may be a name ('that nolan directed').
  const bare = (await peopleInWords(leftover, tools, asked.length ? 1 / 2 : 2 / 3)) ?? [];
  // 'leo in a scorsese film': a nickname beside one named person is a partner of theirs.
  const partner =
    asked.length === 1 && !bare.length && (await partnerByFirstName(leftover, asked[0]!, tools));
  return { asked, bare: partner ? [partner] : bare };
}

/** What one recommending request is answered with: the request, the turn it came in, and what to leave out. */
interface RequestInput {
  tools: MovieTools;
  request: Request;
  query: MovieQuery;
  turn: ChatTurnInput;
  context: RequestContext;
  /** The router's reading of the message, when it ran. */
  guess?: IntentGuess;
  /** The reading the user picked in answer to a clarifying question about this message. */
  reading?: ClarifiableIntent;
}

/** The user's watchlist, rated films or rewatches; `undefined` when the request is not about their own films. */
async function fromLibrary({
  query,
  turn,
  context,
  tools,
}: RequestInput): Promise<AssistantAnswer | undefined> {
  const phrases = phrasesFor(context.language);
  const { library } = turn;
  const ownFilms =
    query.scope === 'watchlist' ||
    query.scope === 'rated' ||
    query.likeLastLoved ||
    (query.rewatch && !query.likeTitle && !query.person && !query.moreLikeThis);
  if (!ownFilms) return undefined;
  if (!library) return text(phrases.signInForLibrary);
  if (query.scope === 'watchlist')
    return fromOwnFilms(tools, library.watchlist, query, context, {
      empty: phrases.watchlistEmpty,
      none: phrases.watchlistNone,
      intro: phrases.watchlistIntro,
    });
  if (query.scope === 'rated') {
    const ratings = new Map(library.rated.map(({ id, rating }) => [id, rating]));
    return fromOwnFilms(
      tools,
      [...ratings.keys()],
      query,
      context,
      { empty: phrases.ratedEmpty, none: phrases.ratedNone, intro: phrases.ratedIntro },
      { givenOrder: true, reasonOf: (movie) => phrases.yourRating(ratings.get(movie.id)!) },
    );
  }
  // 'what should I rewatch?', 'a comedy I've seen before': among the films they loved, then the rest they saw.
  if (!query.likeLastLoved)
    return fromOwnFilms(
      tools,
      [...new Set([...library.loved, ...library.seen])],
      query,
      context,
      { empty: phrases.rewatchEmpty, none: phrases.rewatchNone, intro: phrases.rewatchIntro },
      { givenOrder: true },
    );
  if (query.likeLovedOnes)
    return likeTheOnesLoved({ library, tools, language: context.language }, query.count);
  // 'in the vein of the last thing I watched': the film last in the diary, else the one loved last.
  const seedId = (query.likeLastSeen ? library.diary[0]?.id : undefined) ?? library.lastLoved;
  const seed = seedId !== undefined ? await tools.movie(seedId) : undefined;
  return seed ? likeMovie(tools, seed, query, context) : text(phrases.noLovedYet);
}

/** The director every one of the films has, when there are three films or more ('tarantino films' just shown). */
async function sharedDirector(tools: MovieTools, ids: number[]): Promise<PersonAsk | undefined> {
  if (ids.length < 3) return undefined;
  const directors = await Promise.all(
    ids.map(async (id) => ((await tools.facts(id))?.directors ?? []).map((director) => director.name)),
  );
  const name = directors[0]!.find((one) => directors.every((names) => names.includes(one)));
  return name ? { name, role: 'director', explicit: true } : undefined;
}

/**
 * 'which of these are under 2 hours': the films of the last answer that fit, in its order, and no other film. 'just
 * the ones under 2.5 hours' after a director's films narrows the request they came from to that director's films:
 * when fewer than half of those shown fit, more of theirs that fit follow them. A list of a genre or a mood is a few
 * of many, so 'just the ones…' is those shown, as asked; when none of them fits, other films of its request that do.
 */
async function fromPrevious(input: RequestInput): Promise<AssistantAnswer | undefined> {
  const { tools, request, query, context } = input;
  if (!request.among) return undefined;
  const phrases = phrasesFor(context.language);
  const fitting = await fromOwnFilms(
    tools,
    request.among,
    query,
    { ...context, excludeIds: new Set() },
    { empty: phrases.whichMovie, none: phrases.picks.noneFits, intro: phrases.picks.fitting },
    { givenOrder: true },
  );
  const wanted = Math.min(request.among.length, query.count ?? PICKS_PER_REPLY);
  if (!request.narrowed || fitting.movies.length * 2 >= wanted) return fitting;
  // The director the films shown share is whose films they were, however the name was typed ('tarantion films').
  const person = await sharedDirector(tools, request.among);
  if (!person && fitting.movies.length) return fitting;
  const excludeIds = new Set([...context.excludeIds, ...request.among]);
  const narrowedQuery = person ? { ...request.narrowed, person, theme: undefined } : request.narrowed;
  const narrowed = { ...request, query: narrowedQuery, among: undefined, narrowed: undefined };
  const more = await recommendFor(tools, narrowed, input.turn, { ...context, excludeIds });
  const added = more.movies.slice(0, wanted - fitting.movies.length);
  if (!added.length) return fitting;
  const intro = fitting.movies.length ? phrases.picks.fewFitMore : phrases.picks.noneFitMore;
  const picks = [...fitting.movies, ...added].map((movie) => ({
    movie,
    reason: genreReason(movie, context.language),
  }));
  return listReply(intro, picks, context.language);
}

/** Films like a seed: the one a follow-up points at, the page's movie, or typed titles. */
async function fromSeed(input: RequestInput): Promise<AssistantAnswer | undefined> {
  const { tools, request, query, turn, context } = input;
  const phrases = phrasesFor(context.language);
  if (request.seedId !== undefined) {
    const seed = await tools.movie(request.seedId);
    if (seed) return likeMovie(tools, seed, query, context);
  }
  if (query.moreLikeThis) {
    const id = await currentMovieId(tools, turn);
    const seed = id !== undefined ? await tools.movie(id) : undefined;
    if (seed) return likeMovie(tools, seed, query, context);
    // 'more like that' after a list and off any movie's page: films like the ones just shown, none of them again.
    const [first, ...others] = await moviesOf(tools, request.previous);
    if (!first) return text(phrases.whichMovie);
    const excludeIds = new Set([...context.excludeIds, ...request.previous]);
    return likeMovie(tools, first, query, { ...context, excludeIds }, others);
  }
  if (query.likeTitle) {
    const [seed, ...others] = await findSeeds(query, tools);
    if (seed) return likeMovie(tools, seed, query, context, others);
    const themed = likeWordsAsTheme(query);
    return themed ? byCriteria(tools, themed, context) : text(phrases.titleNotFound);
  }
  return undefined;
}

/** 'the saga', 'cette trilogie', 'diese Reihe': a series pointed at with no title. */
const SERIES_IN_VIEW = wordPattern((p) => p.seriesInView);

/**
 * 'all the films of the saga in order', on a film's page: the series of the film in view, whatever the words around
 * the series read as ('de la saga' is no one's name).
 */
async function fromSeriesInView({ tools, query, turn, context }: RequestInput) {
  if (query.likeTitle || !SERIES_IN_VIEW.test(normalizeText(turn.prompt))) return undefined;
  const id = await currentMovieId(tools, turn);
  const film = id !== undefined ? await tools.movie(id) : undefined;
  // 'The Lord of the Rings: The Two Towers' opens its series with the words before its colon.
  return film && seriesAnswer(tools, film.title.split(/\s*[:–—]\s*|\s+-\s+/)[0]!, film, query, context);
}

/**
 * 'nolan films' then 'more' or 'and from the 2000s?': a follow-up that asks nothing of the films beyond their years,
 * length or language, after films all one director's, asks for more of that director's, however the name was typed
 * (a name the catalog read only when answering is in no request).
 */
async function fromDirectorShown(input: RequestInput): Promise<AssistantAnswer | undefined> {
  const { tools, request, query, context } = input;
  const named = query.person || query.likeTitle || query.moreLikeThis || request.seedId !== undefined;
  if (!request.followUp || named || asksBeyondBounds(query)) return undefined;
  // 'what about spielberg': a name the follow-up types is whose films are asked.
  const typed = request.leftover ? await tools.findPerson(request.leftover) : undefined;
  const person: PersonAsk | undefined = typed
    ? { name: typed.name, role: 'any', explicit: false }
    : await sharedDirector(tools, request.previous);
  return person && byPerson(tools, { ...query, person, theme: undefined }, context);
}

/**
 * Several people ('tom hanks and meg ryan', 'uma thurman tarantino'): only the films they share, else one person's
 * films. A bare word read as a name beside a named person is a guess: it stands only if they share films.
 */
async function fromPeople(input: RequestInput): Promise<AssistantAnswer | undefined> {
  const { tools, request, query, context } = input;
  const phrases = phrasesFor(context.language);
  const { asked, bare } = await peopleAsked(tools, request);
  const wanted = query.count ?? PICKS_PER_REPLY;
  for (const people of asked.length ? [[...asked, ...bare], asked] : [bare]) {
    if (people.length < 2) continue;
    const answer = await byPeople(tools, people, query, context, wanted);
    if (answer && (answer.movies.length || people.length === asked.length || !asked.length)) return answer;
  }
  if (!query.person) return undefined;
  const answer =
    (await byPerson(tools, query, context)) ?? (await byNameStartingTyped(tools, query, context));
  if (answer) return answer;
  // A name the catalog does not know: said plainly (never echoed) when a role was named, ignored otherwise.
  const rest = { ...query, person: undefined };
  // 'alle filme von der pate': a name nobody in the catalog has may be a title ('von' reads as 'by').
  const title = query.person.explicit ? undefined : await titleStartingName(tools, query.person.name);
  if (title) return titledAnswer({ ...input, query: rest }, title);
  if (query.person.explicit || !hasCriteria(rest)) return text(phrases.personUnknown);
  return byCriteria(tools, rest, context);
}

/**
 * 'anything by hayao miyazaki honestly': the name read runs on into the sentence; the catalog person its first words
 * name (two at least) is who is asked.
 */
async function byNameStartingTyped(tools: MovieTools, query: MovieQuery, context: RequestContext) {
  const words = query.person!.name.split(' ');
  for (let length = words.length - 1; length >= 2; length--) {
    const name = words.slice(0, length).join(' ');
    if (await tools.findPersonNamed(name))
      return byPerson(tools, { ...query, person: { ...query.person!, name } }, context);
  }
  return undefined;
}

/**
 * A title the words read as a name start with: all of them ('der pate'), else their first two or three ('os filmes
 * de harry potter em ordem': the name read runs on into the sentence, which only a person's name would end).
 */
async function titleStartingName(tools: MovieTools, name: string): Promise<TypedTitle | undefined> {
  const words = name.split(' ');
  for (let length = words.length; length >= Math.min(2, words.length); length--) {
    const typed = words.slice(0, length).join(' ');
    const film = await tools.findTitle(typed);
    if (film) return typedTitle(film, typed);
  }
  return undefined;
}

/** Every typed word is one of the name's words as written ('hanks' of Tom Hanks; not 'potter' of Harry Porter). */
function namedExactly(name: string, typed: string): boolean {
  const nameWords = normalizeText(name).split(/[^\p{L}\p{N}']+/u);
  return typed.split(' ').every((word) => nameWords.includes(word));
}

/** Letters a lone word needs for a slip of it to name someone, and for two slips ('tarantion'). */
const ONE_WORD_SLIP_LETTERS = 5;
const TWO_SLIPS_LETTERS = 8;

/**
 * Words not understood may be a person's name or a title on their own ('tom hanks', 'Inception'). One stray word
 * beside a real request ('violent', 'whole') is not worth a typo-tolerant name search; beside an order alone
 * ('nolan movies ranked by rating') it is.
 */
async function fromLeftover(input: RequestInput): Promise<AssistantAnswer | undefined> {
  const { tools, request, query, context } = input;
  // 'tom hanks movies' then 'any from the 90s?': the bare name the request before was read from is carried as its
  // theme, and is still that person (only a person: a theme's words are no title to look up).
  const carried = request.followUp && !request.leftover ? query.theme : undefined;
  const typed = request.leftover || carried;
  // 'only -' beside 'non-english films' names no one (it was Olly Alexander): only words that may be a name count,
  // each once ('clowns clowns' beside 'horror' is one common word, not Nick Laird-Clowes).
  const nameWords = typed
    ? [...new Set(typed.split(' ').filter((word) => /\p{L}/u.test(word) && !NOT_NAME_WORDS.has(word)))]
    : [];
  const words = nameWords.length;
  const otherCriteria = hasCriteria({ ...query, theme: undefined, sort: undefined });
  if (words === 1 && otherCriteria && !request.followUp) return surnameBesideCriteria(input, nameWords[0]!);
  if (typed && words > 4 && !request.followUp) return fullNameAmongWords(input, typed);
  if (!typed || !words || (words < 2 && otherCriteria) || (request.followUp && !carried)) return undefined;
  // 'war movies tom hanks starred in': the words around a name are no part of it.
  const found = await tools.findPerson(nameWords.join(' '));
  // 'i mean, it was great', 'the shortest film on the site': one word alone is one of the names as typed, or a slip
  // of a longer surname ('spielburg'), never a short word a slip away from a name (Meat Loaf, Tom Sito).
  const person = words === 1 && found && !oneWordNames(nameWords[0]!, found) ? undefined : found;
  // 'harry potter' is a title a typo away from Harry Porter: a name matched only with typos yields to a title.
  const titleFirst =
    person && !carried && !namedExactly(person.name, typed)
      ? await titleTyped(tools, input.turn.prompt, typed)
      : undefined;
  if (titleFirst) return titledAnswer(input, titleFirst);
  if (person)
    return (
      (await byPerson(
        tools,
        { ...query, theme: undefined, person: { name: person.name, role: 'any', explicit: false } },
        context,
      )) ?? text(phrasesFor(context.language).cannotHelp)
    );
  const title = carried ? undefined : await titleTyped(tools, input.turn.prompt, typed);
  return title && titledAnswer(input, title);
}

/** Whether words hold a catalog person's full name as typed ('make it tom cruise'; not 'sono cotto'). */
async function namesSomeoneInFull(tools: MovieTools, words: string): Promise<boolean> {
  const people = (await peopleInWords(words, tools)) ?? [];
  const named = people.filter((person) => person.name.includes(' '));
  return (await Promise.all(named.map((person) => tools.findPersonNamed(person.name)))).some(Boolean);
}

/**
 * 'i keep hearing about sergio leone, which of his should i start with': one full name the catalog has among more
 * words is whose films are asked.
 */
async function fullNameAmongWords({ tools, query, context }: RequestInput, typed: string) {
  const [person, ...others] = (await peopleInWords(typed, tools)) ?? [];
  if (!person || others.length || !person.name.includes(' ')) return undefined;
  const answer = await byPerson(tools, { ...query, theme: undefined, person }, context);
  // 'un vrai western, avec des duels au soleil, genre john ford': a name beside a kind asked is a taste, no limit:
  // with too few of their films of the kind, the request is answered by its kind ('my uncle keeps going on about
  // akira kurosawa, where would i start' asks no kind: his films, however few).
  const kindAsked = hasCriteria({ ...query, theme: undefined });
  return answer && (!kindAsked || answer.movies.length >= minPicksFor(query)) ? answer : undefined;
}

/** 'a lean thriller' (not David Lean's): a word after an indefinite article names a thing, never a person. */
const INDEFINITE_ARTICLE = /\b(?:a|an|un|una|uno|une|ein|eine|einen|einem|um|uma)$/;

/** 'kubrick war movies': the films of the director whose surname the one stray word is, within the criteria. */
async function surnameBesideCriteria(
  { tools, query, context, turn }: RequestInput,
  word: string,
): Promise<AssistantAnswer | undefined> {
  const typed = normalizeText(turn.prompt);
  const at = typed.search(new RegExp(`(?<![\\p{L}'-])${word}(?![\\p{L}'-])`, 'u'));
  if (at < 0 || INDEFINITE_ARTICLE.test(typed.slice(0, at).trimEnd())) return undefined;
  const director = await directorBySurname(word, tools);
  return director && byPerson(tools, { ...query, theme: undefined, person: director }, context);
}

interface TypedTitle {
  film: MovieSummary;
  /** The words its series' titles start with: the typed ones, or the catalog's title when typed in another form. */
  start: string;
  /** The words as typed ('seigneur des anneaux'): a series' name, or the film's own title. */
  typed: string;
}

/** The left-over words as a title, else the message's words around them, articles and joins put back ('el padrino'). */
async function titleTyped(
  tools: MovieTools,
  prompt: string,
  leftover: string,
): Promise<TypedTitle | undefined> {
  for (const typed of [...numberedSpans(prompt, leftover), leftover, ...titleSpans(prompt, leftover)]) {
    const film = await tools.findTitle(typed);
    // 'how was your day' leaves 'how': a short word alone is a film only when it is its whole title ('up', 'her') or
    // the message holds that title whole ('toy story movies' leaves 'toy').
    const tooShort = !typed.includes(' ') && typed.length < SHORTEST_PARTIAL_TITLE;
    const whole = (title: string) =>
      sameTitle(title, typed) || normalizeText(prompt).includes(normalizeText(title));
    if (film && (whole(film.title) || (!tooShort && !slipOfARequestWord(typed, film.title))))
      return typedTitle(film, typed);
  }
  return undefined;
}

/**
 * Whether a one-word title was matched to one of the request's own words a letter or two away: 'tell me what you think
 * of this site' does not type 'The Thing'. A word no lexicon knows ('interstelar') may be a slip of the title.
 */
function slipOfARequestWord(typed: string, title: string): boolean {
  const key = titleKey(title);
  if (key.includes(' ')) return false;
  return typed
    .split(' ')
    .some((word) => word !== key && word.slice(0, 3) === key.slice(0, 3) && lexiconHolds(word));
}

/** Letters a word typed alone needs to stand for a longer title it begins or resembles. */
const SHORTEST_PARTIAL_TITLE = 4;

/** A series starts with the typed words when the catalog's title does ('harry potter'), else with its title. */
const typedTitle = (film: MovieSummary, typed: string): TypedTitle => ({
  film,
  typed,
  // 'lord of the rings' starts 'The Lord of the Rings: The Two Towers' once its article is set aside.
  start: titleKey(film.title).startsWith(titleKey(typed)) ? typed : film.title,
});

/**
 * A title typed: its series when films in the plural or an order are asked ('the harry potter films in order'), else
 * films like it (like every film of the series it names, none of them recommended back).
 */
async function titledAnswer(
  { tools, query, turn, context }: RequestInput,
  { film, start, typed }: TypedTitle,
) {
  const series =
    asksForSeries(turn.prompt, query) && (await seriesAnswer(tools, start, film, query, context));
  const others = series ? [] : await seriesNamed(tools, film, typed);
  return series || likeMovie(tools, film, { ...query, theme: undefined }, context, others);
}

/**
 * The router's reading of small talk or a group, where the grammar read no kind of film, before bare words are
 * guessed to be a name or a title ('you're great', 'movie night with the gang').
 */
async function fromRouterReading(input: RequestInput): Promise<AssistantAnswer | undefined> {
  const { tools, request, query, turn, context, guess, reading } = input;
  if (request.followUp || reading || hasCriteria({ ...query, theme: undefined })) return undefined;
  const smallTalk = smallTalkRead(guess, turn.prompt, context.language);
  // 'scorsese' alone is a name, whatever it resembles ('You're welcome!' answered it).
  if (smallTalk && !(await namesSomeone(tools, request.leftover))) return smallTalk;
  return groupRead(guess, tools, query, context);
}

/** Whether one word names the person: one of their names as typed, or a slip of their surname ('kubrik'). */
const oneWordNames = (word: string, person: PersonMatch) =>
  namedExactly(person.name, word) ||
  singleWordFits(word, person, ONE_WORD_SLIP_LETTERS) ||
  singleWordFits(word, person, TWO_SLIPS_LETTERS, 2);

/** Whether the words are a catalog person's name as written, or a lone surname slipped ('kubrik', 'deniro'). */
async function namesSomeone(tools: MovieTools, words: string): Promise<boolean> {
  if (!words || words.split(' ').length > 4) return false;
  const person = await tools.findPerson(words);
  if (!person) return false;
  return namedExactly(person.name, words) || (!words.includes(' ') && oneWordNames(words, person));
}

/** A title of two words or more typed whole in the message ('the martian'): one word may be the story's ('alien'). */
function namedIn(prompt: string, title: string): boolean {
  const typed = ` ${normalizeText(prompt).replace(/[^\p{L}\p{N}']+/gu, ' ')} `;
  const words = normalizeText(title)
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();
  return words.includes(' ') && typed.includes(` ${words} `);
}

/**
 * Films of a request's criteria, none the message named when it asks for more of the same ('loved interstellar and
 * the martian, more in that vein' read as a description): a film typed by its title is the user's own, never
 * recommended back.
 */
async function byCriteriaLeavingNamed(
  tools: MovieTools,
  query: MovieQuery,
  context: RequestContext,
  prompt: string,
): Promise<AssistantAnswer> {
  const answer = await byCriteria(tools, query, context);
  // 'every toy story movie' asks for the films it names.
  if (!asksSameAsBefore(prompt)) return answer;
  const named = answer.movies.filter((movie) => namedIn(prompt, movie.title)).map((movie) => movie.id);
  if (!named.length) return answer;
  return byCriteria(tools, query, { ...context, excludeIds: new Set([...context.excludeIds, ...named]) });
}

/** A recommending request's answer: the user's own films, a seed, people, a bare name or title, then criteria. */
async function recommendFor(
  tools: MovieTools,
  request: Request,
  turn: ChatTurnInput,
  context: RequestContext,
  routing: Pick<RequestInput, 'guess' | 'reading'> = {},
): Promise<AssistantAnswer> {
  const phrases = phrasesFor(context.language);
  const input: RequestInput = {
    tools,
    request,
    turn,
    context,
    query: await withRelativeRuntime(tools, request),
    ...routing,
  };
  const { query } = input;
  const strategies = [
    fromPrevious,
    fromLibrary,
    fromSeed,
    fromSeriesInView,
    fromDirectorShown,
    fromPeople,
    fromRouterReading,
    fromLeftover,
  ];
  for (const strategy of strategies) {
    const answer = await strategy(input);
    if (answer) return answer;
  }
  // A question the parser could not type gets an honest answer, not a list of loosely matching films.
  const notUnderstood =
    request.questionLike && !request.followUp && !hasCriteria({ ...query, theme: undefined });
  if (!notUnderstood && hasCriteria(query)) {
    const answer = await byCriteriaLeavingNamed(tools, query, context, turn.prompt);
    // Words read only as a free-text theme that no film has: the grammar found nothing either.
    const foundNothing = !answer.movies.length && !hasCriteria({ ...query, theme: undefined });
    return (foundNothing && (await unsettled(input))) || answer;
  }
  // 'recommend me a movie' then 'another one': more of the best loved, past those shown.
  if (!notUnderstood && (request.generic || request.followUp))
    return (await bestLoved(tools, query, context)) ?? text(phrases.cannotHelp);
  return (await unsettled(input)) ?? text(notUnderstood ? phrases.questionNotUnderstood : phrases.cannotHelp);
}

/**
 * A message the grammar would say it did not understand: answered as the reading the user picked, else one short
 * question when the router's two best readings are close.
 */
async function unsettled({ tools, request, query, turn, context, guess, reading }: RequestInput) {
  if (request.followUp) return undefined;
  if (!reading)
    return (
      (await groupRead(guess, tools, query, context, true)) ??
      clarifyingQuestion(guess, turn.prompt, context.language)
    );
  return pickedReadingAnswer(tools, { reading, prompt: turn.prompt, query, library: turn.library, context });
}

/**
 * What the intent router settles before the grammar's answer: new requests, and questions about the user's own
 * films; never a follow-up about the previous answer ('the second one', 'shorter').
 */
async function routedFirst(
  { tools, router }: AssistantDeps,
  turn: ChatTurnInput,
  conversation: Exclude<ConversationTurn, { kind: 'small-talk' | 'unreadable' }>,
  reading?: ClarifiableIntent,
): Promise<{ answer?: AssistantAnswer; guess?: IntentGuess }> {
  const isQuestion = conversation.kind === 'question';
  const aboutPrevious = isQuestion
    ? conversation.subjectId !== undefined ||
      ('ref' in conversation.question && Boolean(conversation.question.ref))
    : conversation.followUp;
  const query = isQuestion ? undefined : conversation.query;
  // 'which of those did i rate highest' is about the previous answer and their own ratings at once.
  const ownRatingOfPrevious = aboutPrevious && Boolean(turn.library) && asksOwnRatingOf(turn.prompt);
  const longStory = !isQuestion && (await storyLeft(tools, turn, conversation));
  const worth =
    router && (!aboutPrevious || ownRatingOfPrevious) && (longStory || worthRouting(turn.prompt, query));
  // A reading the user picked in answer to a clarifying question is certain: the router is not asked again.
  const guess = reading
    ? certainly(reading)
    : worth
      ? await router.route(turn.prompt).catch(() => undefined)
      : undefined;
  if (!guess) return {};
  const answer = await routedAnswer(
    {
      message: turn.prompt,
      guess,
      query: query ?? emptyQuery(),
      question: isQuestion,
      library: turn.library,
      language: conversation.language,
      signInForLibrary: phrasesFor(conversation.language).signInForLibrary,
      previous: conversation.previous,
      inView: await currentMovieId(tools, turn),
      longStory,
      fact: isQuestion && conversation.question.kind === 'fact' ? conversation.question : undefined,
    },
    tools,
  );
  return { answer, guess };
}

/**
 * A request naming no person, seed or library: its other words may be a film's title, genre and mood words
 * included ('the dark knight').
 */
function asksOnlyAFact({ query, followUp, factCue }: Request): boolean {
  // 'erscheinungsjahr von pulp fiction': a name read only from 'von' that is the fact's film is no person.
  const person = query.person && !(factCue && !query.person.explicit && query.person.name === factCue.title);
  return !followUp && !person && !query.likeTitle && query.scope === 'catalog' && !query.likeLastLoved;
}

/**
 * A new request naming no person, seed or library, and nothing only a request says (films to leave out, a length,
 * years, a count, an order): it may be a film told by its story.
 */
function tellsAStory({ query, followUp, leftover }: Request): boolean {
  // 'busco una peli de dibujos para ver con mi sobrina de 5 años': every word read as a request for someone, none left
  // for a story ('sobrina' is a plot word too: The Searchers' niece).
  const forSomeoneOnly = query.audience !== undefined && !leftover && !query.theme;
  const requestOnly =
    forSomeoneOnly ||
    query.avoidTitles.length > 0 ||
    query.avoidPeople.length > 0 ||
    query.excludeGenreIds.length > 0 ||
    // Things turned down ('nothing gory', 'one where the dog doesn't die') are a request's, no story's.
    query.avoidKeywords.length > 0 ||
    query.runtimeMax !== undefined ||
    query.runtimeMin !== undefined ||
    query.yearFrom !== undefined ||
    query.yearTo !== undefined ||
    query.count !== undefined ||
    query.sort !== undefined ||
    Boolean(query.audience?.forSomeone);
  return (
    !followUp &&
    !requestOnly &&
    !query.person &&
    !query.likeTitle &&
    !query.moreLikeThis &&
    query.scope === 'catalog' &&
    !query.likeLastLoved
  );
}

/** The one-time note that the user's history shaped the list. */
function withHistoryNote(answer: AssistantAnswer, turn: ChatTurnInput, language: ReplyLanguage) {
  const said = turn.history.some((message) => message.isBot && message.text.includes(HISTORY_NOTE_MARK));
  if (said || !answer.movies.length) return answer;
  // The mark goes inside the emphasis: right after its closing underscore it would keep the underscore from closing.
  return { ...answer, text: `${answer.text}\n\n_${phrasesFor(language).historyUsed}${HISTORY_NOTE_MARK}_` };
}

/**
 * 'o poderoso chefão é de que ano? e quem faz o michael?': the answer to a fact, then to each question asked after it
 * of the same film (who plays a part, whether someone directed it).
 */
async function withAlsoAsked(
  tools: MovieTools,
  question: Extract<MovieQuestion, { kind: 'fact' }>,
  answer: AssistantAnswer,
  language: ReplyLanguage,
): Promise<AssistantAnswer> {
  const film = answer.movies[0]?.id;
  if (film === undefined || !question.alsoAsked?.length) return answer;
  const more = await Promise.all(
    question.alsoAsked.map((asked) =>
      asked.kind === 'character'
        ? characterAnswer(tools, asked, film, language)
        : castCheckAnswer(tools, asked, language, film),
    ),
  );
  return { ...answer, text: [answer.text, ...more.map((each) => each.text)].join('\n\n') };
}

/** A typed question: a fact, a comparison, who plays a character, a person's films, a pick among the last answer. */
async function answerQuestion(
  tools: MovieTools,
  turn: ChatTurnInput,
  conversation: Question,
): Promise<AssistantAnswer> {
  const { question, language } = conversation;
  const phrases = phrasesFor(language);
  if (conversation.corrected) return answerCorrected(tools, turn, conversation, conversation.corrected);
  const about = conversation.subjectId ?? (await currentMovieId(tools, turn));
  switch (question.kind) {
    case 'compare':
      return (
        (await (question.by === 'release'
          ? releaseOrderAnswer(tools, question.titles, language)
          : question.by
            ? lengthOrderAnswer(tools, question.titles, language, question.by)
            : compareAnswer(tools, question.titles, language))) ?? text(phrases.titleNotFound)
      );
    case 'castCheck':
      return castCheckAnswer(tools, question, language, about);
    case 'character':
      return characterAnswer(tools, question, about, language);
    case 'filmography': {
      const shown = question.afterPrevious ? conversation.previous : [];
      if (question.via?.title !== '') return filmographyAnswer(tools, question, language, shown);
      // "merci j'ai adoré whiplash !! il a fait quoi d'autre le réalisateur ?": a role with no film named is the
      // one of the title ending an earlier clause, else of the film in view.
      const film =
        (await titleEndingAClause(tools, turn.prompt)) ??
        (about !== undefined ? await tools.movie(about) : undefined);
      if (!film) return text(phrases.whichMovie);
      const via = { ...question.via, title: film.title };
      return filmographyAnswer(tools, { ...question, via }, language, shown);
    }
    case 'pick':
      return pickAnswer(tools, question, conversation.previous, language);
    case 'fact': {
      // 'who directed the first one?' with no earlier list: say which film is meant is unclear.
      if (question.ref && conversation.subjectId === undefined) return text(phrases.whichMovie);
      const named =
        question.title || about !== undefined ? undefined : await titleEndingAClause(tools, turn.prompt);
      return withAlsoAsked(
        tools,
        question,
        await factAnswer(tools, question, named?.id ?? about, language),
        language,
      );
    }
  }
}

/** 'no, the old one' after 'how long is top gun?': the question asked again of the film the correction means. */
async function answerCorrected(
  tools: MovieTools,
  turn: ChatTurnInput,
  conversation: Question,
  corrected: FilmCorrection,
): Promise<AssistantAnswer> {
  const film = await correctedFilm(tools, corrected);
  if (!film) return text(phrasesFor(conversation.language).titleNotFound);
  const question = { ...conversation.question, title: undefined, ref: undefined } as MovieQuestion;
  const about = { ...conversation, question, subjectId: film.id, corrected: undefined };
  return answerQuestion(tools, turn, about);
}

/** Words a title may take at most, read back from the end of a clause. */
const CLAUSE_TITLE_WORDS = 5;

/**
 * 'whats the deal with inception, is it worth watching': a question about 'it' with no film on the page or shown
 * before is about the title that ends an earlier clause of the same message (its longest words first).
 */
async function titleEndingAClause(tools: MovieTools, prompt: string): Promise<MovieSummary | undefined> {
  const clauses = normalizeText(prompt)
    .split(/[,.;:!?]+/)
    .map((clause) => clause.split(' ').filter(Boolean))
    .slice(0, -1);
  for (const words of clauses)
    for (let length = Math.min(CLAUSE_TITLE_WORDS, words.length); length >= 1; length--) {
      const typed = words.slice(-length).join(' ');
      if (length === 1 && (typed.length < 4 || NOT_NAME_WORDS.has(typed))) continue;
      const film = await tools.findTitle(typed);
      if (film) return film;
    }
  return undefined;
}

/**
 * '¿y qué tal titanic?': words that ask how the assistant is ('qué tal') asked of a film the catalog holds are an
 * opinion of that film.
 */
async function opinionAskedLikeSmallTalk(
  tools: MovieTools,
  prompt: string,
  language: ReplyLanguage,
): Promise<AssistantAnswer | undefined> {
  const cue = extractFactCue(normalizeText(prompt));
  const title = cue?.aspect === 'worth' && cue.title ? await titleAmong(tools, cue.title, 0) : undefined;
  return title ? factAnswer(tools, { kind: 'fact', aspect: 'worth', title }, undefined, language) : undefined;
}

/**
 * A request read as something else first: a fact of a film the catalog has though no question shape read it
 * ('twelve angry men how long'), or a story one film's own text clearly holds ('kid gets left behind when his family
 * flies to paris…'). The catalog's overviews are in English: a story told in another language is glossed first.
 */
async function factOrStory(
  tools: MovieTools,
  turn: ChatTurnInput,
  conversation: Request,
): Promise<AssistantAnswer | undefined> {
  const { language } = conversation;
  const cue = asksOnlyAFact(conversation) ? conversation.factCue : undefined;
  // A request naming a genre or another criterion ('highest rated crime movies') keeps its words whole.
  // An opinion ('hows life', "how's it going") is asked of a whole title: a word of one ('Going Clear') is small talk.
  const strays =
    hasCriteria({ ...conversation.query, theme: undefined }) || cue?.aspect === 'worth' ? 0 : STRAY_WORDS;
  const title = cue && (await titleAmong(tools, cue.title, strays));
  if (cue && title)
    return factAnswer(tools, { kind: 'fact', aspect: cue.aspect, title }, undefined, language);
  const glossed = language === 'en' || hasStoryGloss(language);
  // 'esa peli de matt damon q se queda atrapado…': one film of theirs pointed at and told, not their films.
  if (glossed && (await pointedWithPeople(tools, turn, conversation)))
    return identifyFilm(turn.prompt, tools, language);
  const long = await storyLeft(tools, turn, conversation);
  // 'what did i watch last? cant remember the name' asks after their own diary, no film told by its story; 'revenge
  // movies. someone screws the guy over…' asks for films of a kind; 'one with a great ending' for films that have it.
  const story =
    glossed &&
    !asksOfOwnFilms(turn.prompt) &&
    !wishesAQuality(normalizeText(turn.prompt)) &&
    !opensWithKindOfFilms(turn.prompt) &&
    (long ||
      tellsAStory(conversation) ||
      (await namedStory(tools, turn, conversation)) ||
      narratedWithItsAge(turn, conversation) ||
      namedWithPeople(turn, conversation) ||
      (await storyNamed(tools, turn, conversation)));
  if (!story) return undefined;
  // 'guy keeps living the same day over and over': a character's story, answered as one film, sure or not.
  const characters = opensWithACharacter(turn.prompt, language) && !conversation.query.genreIds.length;
  return characters
    ? identifyFilm(turn.prompt, tools, language)
    : identifyIfClear(turn.prompt, tools, language, long);
}

/**
 * A story whose film's name is asked ('wie heißt der film wo ein schriftsteller … mit frau und kleinem sohn', 'qual é
 * aquele filme que um senhor num asilo … ele pobre e ela rica?'): the people it names are its characters, no group
 * to watch with, and its decade or age the story's, whatever the grammar read of them; its words are counted as
 * typed, whatever slot read them.
 */
async function storyNamed(tools: MovieTools, turn: ChatTurnInput, conversation: Request): Promise<boolean> {
  const story = storyOfNamedFilm(turn.prompt);
  if (conversation.followUp || story === undefined || !leavesAStory({ leftover: story })) return false;
  // 'the nolan one where … with like twenty different tattoos': a 'like' inside the story, unless a catalog title.
  const { likeTitle } = conversation.query;
  return !likeTitle || !(await tools.findTitle(likeTitle));
}

/**
 * Whether a new request leaves words enough unread to be a film told by its story. Not when it is like a film the
 * catalog has and no film's name is asked ('in the vein of alien, the og one w sigourney weaver. dark ship, monster
 * hunting the crew'; 'me indica algo na pegada de cidade de deus? curti demais aquele clima'): those words tell the
 * film it is like.
 */
async function storyLeft(tools: MovieTools, turn: ChatTurnInput, conversation: Request): Promise<boolean> {
  if (conversation.followUp || !leavesAStory(conversation)) return false;
  const { query } = conversation;
  if (!query.likeTitle || asksFilmName(turn.prompt)) return true;
  return (await findSeeds(query, tools)).length === 0;
}

/**
 * A story told about a character with a guess at the film's age ('old black and white-ish? … guy in a wheelchair …
 * spies on his neighbours … murdered his wife'): the years and the order 'old' reads are the story's, no request's.
 */
function narratedWithItsAge(turn: ChatTurnInput, conversation: Request): boolean {
  const { query } = conversation;
  const ageless = { ...query, yearFrom: undefined, yearTo: undefined, sort: undefined };
  return (
    narratesACharacter(turn.prompt, conversation.language) && tellsAStory({ ...conversation, query: ageless })
  );
}

/**
 * A film asked for by name whose story names its actor ('como se llama la peli con leonardo dicaprio donde se hunde
 * un barco'): the person is part of the story, which decides among their films.
 */
function namedWithPeople(turn: ChatTurnInput, conversation: Request): boolean {
  const { query } = conversation;
  if (!query.person || query.alsoPeople?.length || !asksFilmName(turn.prompt)) return false;
  return tellsAStory({ ...conversation, query: { ...query, person: undefined, alsoPeople: undefined } });
}

/** Words of four letters or more a pointed film's story needs beside the name ('stuck on mars', 'cultivar papas'). */
const POINTED_STORY_WORDS = 2;

/**
 * One film pointed at with one person in it and a story beside ('the one with matt damon stuck on mars', 'ce film
 * avec de niro où il parle à son miroir'): the story decides among the person's films, which are not all asked for.
 */
async function pointedWithPeople(
  tools: MovieTools,
  turn: ChatTurnInput,
  conversation: Request,
): Promise<boolean> {
  if (conversation.followUp || !pointsAtOneFilm(turn.prompt)) return false;
  const names = await fullNamesInMessage(tools, turn.prompt);
  if (names.length !== 1) return false;
  const told = storyBesidePointed(turn.prompt, names[0]!).split(/\s+/);
  const { query } = conversation;
  return (
    told.filter((word) => word.length >= 4).length >= POINTED_STORY_WORDS &&
    tellsAStory({ ...conversation, query: { ...query, person: undefined, alsoPeople: undefined } })
  );
}

/**
 * A story whose film is asked for by name ('je cherche le titre : un aristo … prend comme aide-soignant un gars…'):
 * a 'like' inside it ('comme', 'como') is part of the story unless what follows is a catalog title.
 */
async function namedStory(tools: MovieTools, turn: ChatTurnInput, conversation: Request): Promise<boolean> {
  const { query } = conversation;
  if (!query.likeTitle || !asksFilmName(turn.prompt) || (await tools.findTitle(query.likeTitle)))
    return false;
  return tellsAStory({ ...conversation, query: { ...query, likeTitle: undefined, alsoLike: undefined } });
}

/** Words a fact's cue left around a title ('salio el padrino', 'der pate raus'): this many may go at each end. */
const STRAY_WORDS = 2;

/** The words as a catalog title, else the longest title among them once a stray word or two is taken off an end. */
async function titleAmong(tools: MovieTools, typed: string, strays: number): Promise<string | undefined> {
  const words = typed.split(' ');
  for (let dropped = 0; dropped <= strays; dropped++)
    for (let start = 0; start <= dropped; start++) {
      const candidate = words.slice(start, words.length - (dropped - start)).join(' ');
      // A word or two alone ('el', 'raus') would meet some title by a typo's distance: only a full word or more.
      if (candidate.length >= 4 && (await tools.findTitle(candidate))) return candidate;
    }
  return undefined;
}

/**
 * One turn answered; a message in a language read but not replied in (Hindi) says why the answer is English. A
 * reply to a clarifying question is read against the message the question was about.
 */
async function answerTurn(deps: AssistantDeps, typed: ChatTurnInput): Promise<AssistantAnswer> {
  const pending = pendingClarification(typed.history);
  const reading = pending && readingPicked(typed.prompt, pending);
  const turn = reading ? { ...typed, prompt: pending.original, history: pending.earlier } : typed;
  const answer = await answerRead(deps, turn, reading);
  const readOnly = readOnlyLanguageOf(normalizeText(turn.prompt));
  return readOnly ? { ...answer, text: `${readNotRepliedNote(readOnly)}\n\n${answer.text}` } : answer;
}

/**
 * 'i love alien and the thing': titles after a present-tense 'love' are seeds when the catalog has every one of them
 * by that name; else the message is read again as what its words say ('i love horror movies', 'i love tom hanks').
 */
async function lovedTitlesKnown(tools: MovieTools, conversation: ConversationTurn): Promise<boolean> {
  if (conversation.kind !== 'request' || !conversation.query.lovedTitles) return true;
  const { likeTitle, alsoLike = [] } = conversation.query;
  return titlesKnown(tools, [likeTitle!, ...alsoLike]);
}

/** 'o toy story', 'le parrain': an article of any language typed before a title the catalog has without one. */
const withoutArticle = (typed: string) => {
  const [first, ...rest] = typed.trim().split(/\s+/);
  return rest.length && ARTICLES.test(first!) ? rest.join(' ') : typed;
};

/** Whether the catalog has every one of the typed titles by that name. */
async function titlesKnown(tools: MovieTools, typed: string[]): Promise<boolean> {
  const found = await Promise.all(typed.map((title) => tools.findTitle(title)));
  return found.every(
    (film, index) =>
      film &&
      (sameTitle(film.title, typed[index]!) ||
        sameTitle(film.title, withoutArticle(typed[index]!)) ||
        titleOfAlias(typed[index]!) ||
        startsLongerTitle(film.title, typed[index]!)),
  );
}

/**
 * 'so like creepy not bloody', 'like people actually making music': words after a filler 'like' that ask for a kind of
 * film, when the catalog has no title of them, are read as what they say.
 */
async function likeWordsTitled(tools: MovieTools, conversation: ConversationTurn): Promise<boolean> {
  if (conversation.kind !== 'request') return true;
  const { likeTitle, lovedTitles } = conversation.query;
  if (!likeTitle || lovedTitles || !asksForAKind(likeTitle)) return true;
  return (await findSeeds(conversation.query, tools)).length > 0;
}

/** 'eternal sunshine' for Eternal Sunshine of the Spotless Mind: two words or more that open the catalog's title. */
function startsLongerTitle(title: string, typed: string): boolean {
  const [key, start] = [titleKey(title), titleKey(typed)];
  return start.split(' ').length >= 2 && key.startsWith(`${start} `);
}

/**
 * The message read, and read again as what its words say when the catalog has no titles of them: loved titles it does
 * not have ('my gf loves romance'), words after a filler 'like'. `options` keeps the reading settled on.
 */
async function titlesReadWithCatalog(
  tools: MovieTools,
  read: () => ConversationTurn,
  options: TitleReading,
): Promise<ConversationTurn> {
  let conversation = read();
  // Each reading turned down may bring up the other: 'cozy … blanket + tea vibes' is no mix of two titles the catalog
  // has, nor, read again, two titles of a feel ('X and Y vibes').
  for (let pass = 0; pass < 2; pass++) {
    if (!(await lovedTitlesKnown(tools, conversation))) {
      options.lovedTitles = false;
      conversation = read();
    }
    if (!(await likeWordsTitled(tools, conversation))) {
      options.likeTitles = false;
      conversation = read();
    }
  }
  return conversation;
}

/**
 * How the user's earlier messages were read when answered: 'date night, my gf loves romance' was read as a kind, not
 * a loved title the catalog lacks, so 'only after 2000' after it refines romance films (each message alone).
 */
async function earlierTitleReadings(
  tools: MovieTools,
  history: ChatMessage[],
): Promise<Map<string, TitleReading>> {
  const readings = new Map<string, TitleReading>();
  for (const message of history) {
    if (message.isBot || readings.has(message.text)) continue;
    const options: TitleReading = {};
    await titlesReadWithCatalog(tools, () => readConversation([], message.text, undefined, options), options);
    readings.set(message.text, options);
  }
  return readings;
}

/**
 * The conversation read, and read again when the catalog tells more: loved titles it does not have, or names in a
 * short message that made it read as another language than it is ('leone westerns').
 */
async function readWithCatalog(tools: MovieTools, turn: ChatTurnInput): Promise<ConversationTurn> {
  const options: ReadingOptions = {
    heldNames: [
      ...(await fullNamesInMessage(tools, turn.prompt)),
      ...(await possessiveSurnames(tools, turn.prompt)),
    ],
    onFilmPage: Boolean(turn.movieId || turn.movieTitle),
  };
  const read = () => readConversation(turn.history, turn.prompt, turn.interfaceLanguage, options);
  // 'was zwischen alien und aliens': two kind words a film is between are titles when the catalog has both.
  const kinds = kindsMixed(turn.prompt);
  if (kinds && (await titlesKnown(tools, kinds))) options.kindTitles = true;
  options.earlier = await earlierTitleReadings(tools, turn.history);
  let conversation = await titlesReadWithCatalog(tools, read, options);
  // 'actually no make it tom cruise, nothing before 2000': words beside the years that name someone are no chatter.
  const chatter = conversation.kind === 'request' ? conversation.chatter : undefined;
  if (chatter && (await namesSomeoneInFull(tools, chatter))) {
    options.keepChatter = true;
    conversation = read();
  }
  const names = await namesTellingNoLanguage(tools, turn.prompt, conversation.language);
  if (!names.length) return conversation;
  options.names = names;
  return read();
}

/** One turn of the conversation answered; `reading`: the one the user picked for it in answer to a question. */
async function answerRead(
  deps: AssistantDeps,
  typed: ChatTurnInput,
  reading?: ClarifiableIntent,
): Promise<AssistantAnswer> {
  const { tools } = deps;
  const conversation = await readWithCatalog(tools, typed);
  // 'in spanish please': the message before it is answered again, so read as that message throughout.
  const turn = conversation.rereads ? { ...typed, prompt: conversation.rereads } : typed;
  const language = conversation.language;
  if (conversation.kind === 'unreadable') return text(unreadableReply(LANGUAGES_UNDERSTOOD));
  if (conversation.kind === 'small-talk') {
    const opinion = await opinionAskedLikeSmallTalk(tools, turn.prompt, language);
    if (opinion) return opinion;
    // 'ciao! chi sei? mi consigli qualcosa di kubrick?': the question answered, then the request beside it.
    const request = requestBesideSmallTalk(turn.prompt, conversation.topic);
    const reply = smallTalkReply(conversation.topic, language);
    if (!request) return text(reply);
    const answer = await answerRead(deps, { ...typed, prompt: request });
    return { ...answer, text: `${reply}\n\n${answer.text}` };
  }
  const related = await relationAnswer(tools, turn.prompt, turn.history, language);
  if (related) return related;
  if (conversation.kind === 'request') {
    const refused = conversation.followUp
      ? undefined
      : offTopicAnswer(turn.prompt, conversation.query, language);
    if (refused) return refused;
    const told = await factOrStory(tools, turn, conversation);
    if (told) return told;
  }
  const routed = await routedFirst(deps, turn, conversation, reading);
  // 'just the titles', 'with the director next to each': the list laid out as the message asked.
  const layout = conversation.kind === 'request' ? conversation.layout : undefined;
  if (routed.answer) return laidOut(tools, routed.answer, layout, language);
  if (conversation.kind === 'question') return answerQuestion(tools, turn, conversation);
  const { query } = conversation;
  const useHistory = Boolean(turn.library) && !query.rewatch && query.scope !== 'watchlist';
  const leftOut = useHistory
    ? [...turn.library!.seen, ...(query.avoidWatchlist ? turn.library!.watchlist : [])]
    : [];
  const exclusions = await resolveExclusions(query, tools, leftOut);
  const answer = await recommendFor(
    tools,
    conversation,
    turn,
    { excludeIds: new Set(conversation.excludeIds), exclusions, language },
    { guess: routed.guess, reading },
  );
  // A long story no request could be served from ('auf einer Insel wird ein Park mit geklonten Dinos gebaut…' read as
  // a person) is a film told by its story after all.
  if (!answer.movies.length && !conversation.followUp && leavesAStory(conversation))
    return identifyFilm(turn.prompt, tools, language);
  const historyMattered = useHistory && turn.library!.seen.size > 0;
  const shaped = await laidOut(tools, answer, layout, language);
  return historyMattered ? withHistoryNote(shaped, turn, language) : shaped;
}
