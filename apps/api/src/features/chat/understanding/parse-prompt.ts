/**
 * Reads one chat message into a structured query: questions about a movie, genres wanted and excluded, moods and
 * themes, years, runtime, language, audience, people, 'like <title>' and follow-ups. Pure: no catalog access here;
 * names and titles are only candidates until the catalog confirms them.
 */
import { cleanName, KIND_NOUN, looksLikeName } from './candidate-words.ts';
import {
  type AnswerReference,
  emptyQuery,
  hasCriteria,
  isTopical,
  type MovieQuestion,
  type ParsedPrompt,
  type RequestOrder,
} from './chat-query.ts';
import { countBeforeBest } from './extractors/count.extractor.ts';
import { countAskedIn } from './extractors/count-question.extractor.ts';
import { endingWishIn, GRIEF_KEYWORDS } from './extractors/ending-wish.extractor.ts';
import { extractFactCue, factAskedAlone, type FactCue } from './extractors/fact-cue.extractor.ts';
import { withoutMembersLeftOut } from './extractors/group-members.extractor.ts';
import { LANGUAGE_LEFT_OUT } from './extractors/film-language.extractor.ts';
import { lexiconHolds, replyLanguageOf } from './extractors/language.extractor.ts';
import { layoutIn, type PromptLayout } from './extractors/layout.extractor.ts';
import {
  asksEverMade,
  extractAvoidedPeople,
  extractPeople,
  namedTogether,
  type PersonMention,
} from './extractors/people.extractor.ts';
import { wishesAQuality } from './extractors/quality-wish.extractor.ts';
import { pointsAtThis, QUESTION_ONLY, titledOrReferred } from './extractors/question.extractor.ts';
import { namesOwnLikedFilms, ownRatingOrder } from './extractors/library.extractor.ts';
import { replyLanguageRequestIn } from './extractors/reply-language-request.extractor.ts';
import {
  extractSmallTalk,
  withoutGreetings,
  withoutJudgement,
  withoutPartings,
} from './extractors/small-talk.extractor.ts';
import { heldNamesIn, holdNames } from './held-names.ts';
import { findThemes } from './keyword-themes.ts';
import { isUnreadable } from './languages.ts';
import { GENRE_WORDS } from './lexicon.ts';
import { phrase } from './lexicons/phrase-patterns.ts';
import { askedAspect } from './extractors/reference-question.extractor.ts';
import { negatedAt } from './negation.ts';
import { readAudience, readSchoolStage } from './reading/audience.reading.ts';
import {
  readAvoidedKinds,
  readAvoidedThings,
  readLibraryAndAvoidedTitles,
} from './reading/avoided.reading.ts';
import {
  asksMore,
  GENERIC,
  REFINEMENT_LEAD,
  rejects,
  TOP_RATED,
  turnedDownOpening,
} from './reading/change-words.ts';
import {
  readGenres,
  readLeftoverAndTheme,
  readMoodsAndAvoidables,
  readThemesAndStudios,
} from './reading/kinds.reading.ts';
import { claim, type PromptReading } from './reading/prompt-reading.ts';
import { readSeedChange, readSeeds } from './reading/seeds.reading.ts';
import {
  readOrderAndRelatives,
  readOrigins,
  readYearsAndRuntime,
} from './reading/time-place-order.reading.ts';
import { respell } from './respell.ts';
import { normalizeText } from './text.ts';
import { wordBesideAKind } from './word-beside-a-kind.ts';

/** 'that i haven't seen yet': said of every film a signed-in answer gives, so read as nothing else. */
const UNSEEN = new RegExp(String.raw`(?:^|\s)${phrase((p) => p.unseen)}(?=\s|[?!.,]|$)`, 'g');
/** 'same thing but', 'uguale ma': the request before, changed ('same vibe as <title>' is a likeness). */
/**
 * 'quais filmes do tarantino vc tem', 'welche filme von tarantino habt ihr': asking what the catalog holds, said after
 * the films asked for, is no part of a name or a title.
 */
const CATALOG_HOLDS_LAST = new RegExp(String.raw`\s+${phrase((p) => p.catalogHolds ?? [])}[\s?!.]*$`);
const FILM_NOUN = new RegExp(String.raw`(?:^|\s)${phrase((p) => p.filmNouns)}(?=\s|$)`);
/** 'wie der hier', 'como este aqui': a pointer before 'here' points at a film, no asking what the catalog holds. */
const POINTER_LAST = new RegExp(
  String.raw`(?:^|\s)(?:${phrase((p) => [...p.articles, ...p.personPronouns])})$`,
);
function withoutCatalogHoldsLast(text: string): string {
  const kept = FILM_NOUN.test(text) ? text.replace(CATALOG_HOLDS_LAST, '') : text;
  return POINTER_LAST.test(kept) ? text : kept;
}

const SAME_AS_BEFORE = new RegExp(String.raw`(?:^|\s)${phrase((p) => p.sameAsBefore)}(?=\s|[?!.,]|$)`, 'g');

/** 'in that vein', 'en esa línea': more of the same as what was said before it. */
export const asksSameAsBefore = (text: string) =>
  new RegExp(SAME_AS_BEFORE.source).test(respell(normalizeText(text)));
/**
 * 'italian cinema, and not just the spaghetti westerns': what the answer may go beyond, up to the clause's end, is read
 * as nothing else; 'not only action but also comedy' asks for both.
 */
const BEYOND = new RegExp(String.raw`(?:^|\s)${phrase((p) => p.beyondLeads)}(\s[^,;.!?]*)`, 'g');
const CLAUSE_GOES_ON = new RegExp(String.raw`\s${phrase((p) => p.titleEnds)}\s`);
const withoutBeyond = (text: string) =>
  text.replace(BEYOND, (beyond, named: string) => (CLAUSE_GOES_ON.test(named) ? beyond : ' '));
/** 'more like those', 'ones you haven't mentioned yet': other films for the request before, read as nothing else. */
const SEQUELS_LEFT_OUT = new RegExp(
  String.raw`(?:^|\s)${phrase((p) => p.sequelsLeftOut)}(?=\s|[?!.,]|$)`,
  'g',
);
/**
 * 'like those' before a clause of the speaker's own ('come quelli che ho amato', 'wie jene, die ich mochte'): their
 * films, not the ones shown.
 */
const SPEAKER_CLAUSE_AFTER = String.raw`(?!,?(?:\s+\S+)?\s+${phrase((p) => p.speakerClause ?? [])}\b)`;
const MORE_OF_SHOWN = new RegExp(
  String.raw`(?:^|\s)${phrase((p) => p.moreOfShown)}(?=\s|[?!.,]|$)${SPEAKER_CLAUSE_AFTER}`,
  'g',
);

/**
 * How typed titles are read. `lovedTitles: false` reads the words after a present-tense 'love' as what they say, not
 * as titles: the reading when the catalog has no such titles ('i love horror movies'). `likeTitles: false` reads the
 * words after 'like' so ('so like creepy not bloody'): the reading when the catalog has no such title. `kindTitles`
 * reads the two sides of a mix that are kind words as titles: the reading when the catalog has both ('alien', 'aliens').
 */
export interface TitleReading {
  lovedTitles?: boolean;
  likeTitles?: boolean;
  kindTitles?: boolean;
}

/** 'and', 'but': a join after a nod ('ok and the year') goes on to ask something. */
const JOINED = new RegExp(String.raw`(?:^|\s)${phrase((p) => [...p.peopleJoins, ...p.clauseJoins])}\s`);

/** 'ok and the year', 'cool, how long is it?': a nod, then a fact asked of the film just shown, no thanks alone. */
function factAfterANod(text: string): boolean {
  const asked = askedAspect(text);
  if (!asked) return false;
  // 'ok, what year': the nod is all the message says beside the fact's words.
  const beside = asked.rest.split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  return text.includes('?') || JOINED.test(text) || beside.length <= 1;
}

/** `names`: catalog people the message names in full, held out of the grammar's reach (held-names.ts). */
export function parsePrompt(
  raw: string,
  { names = [], ...options }: TitleReading & { names?: readonly string[] } = {},
): ParsedPrompt {
  const held = holdNames(normalizeText(raw), names);
  if (held.text === normalizeText(raw)) return parseUnheld(raw, options);
  return held.giveBack(parseUnheld(held.text, options));
}
/** 'a heavy war film, daqueles q deixam a gente mal': a kind pointed at after it, no one film told by its story. */
const KIND_POINTER = new RegExp(String.raw`\b${phrase((p) => p.kindPointers ?? [])}\b`);
/** 'anything with…', 'i want a film about…', 'quiero una peli de…' open a wish for films of a kind. */
const FILMS_WANTED = new RegExp(
  String.raw`(?:^|[^\p{L}'])${phrase((p) => p.filmsWanted ?? [])}(?![\p{L}])`,
  'u',
);

/** Whether a message opens wishing for films of a kind ('vorrei un film su un pugile', 'something about ghosts'). */
export const opensWithFilmsWanted = (message: string) =>
  FILMS_WANTED.test(normalizeText(message).split(/[.,;:!?]/)[0] ?? '');

/**
 * Whether a message opens asking for several films of a kind ('revenge movies. someone screws the guy over…', 'pelis
 * de fantasmas, algo que…'): what follows tells the kind, no one film told by its story.
 */
export function opensWithKindOfFilms(message: string): boolean {
  const normalized = normalizeText(message);
  const opening = normalized.split(/[.,;:!?]/)[0] ?? '';
  // 'anything with a heist in it', 'quiero una peli de una chica que viaja sola': films wanted, whatever they tell.
  if (opensWithFilmsWanted(message)) return true;
  return (KIND_NOUN.test(opening) || KIND_POINTER.test(normalized)) && asksForAKind(opening);
}

/**
 * Whether words read alone ask for a kind of film, a free theme or a name aside: 'creepy not bloody', 'people actually
 * making music' do, 'the godfater' does not.
 */
export function asksForAKind(words: string): boolean {
  const { query } = parsePrompt(words);
  return hasCriteria({ ...query, theme: undefined, person: undefined, likeTitle: undefined });
}

/** The message normalized, its typed forms spelled out as its own language reads them. */
function respelled(raw: string): string {
  const normalized = normalizeText(raw);
  return respell(normalized, replyLanguageOf(normalized));
}

function parseUnheld(raw: string, options: TitleReading): ParsedPrompt {
  const parsed = withCountAsked(raw, parseTyped(raw, options), options);
  // 'et le plus récent c'est lequel': a question read whole is no thanks, whatever its 'c'est' resembles.
  if (parsed.smallTalk || parsed.question) return parsed;
  // 'danke, war lustig', 'thanks, it was funny', 'merci, c'était drôle': thanks with a word on the film just seen
  // ('funny' is no comedy asked for) are small talk when the words of praise are all the message says beside them.
  const typed = respelled(raw);
  const praiseless = withoutJudgement(typed);
  if (praiseless === typed) return parsed;
  const thanked = parseTyped(praiseless, options);
  return thanked.smallTalk ? { ...thanked, language: parsed.language } : parsed;
}

/**
 * 'how many horror films do you have?', 'quanti film di nolan ci sono?': read without the count's words, a request for
 * the catalog's films of a kind (answered with their count), or a person's filmography (which gives it). A reading
 * that asks something else without them (a question, the user's own films: 'how many films did i watch') is kept.
 */
function withCountAsked(raw: string, parsed: ParsedPrompt, options: TitleReading): ParsedPrompt {
  if (parsed.question || parsed.smallTalk || parsed.query.scope !== 'catalog') return parsed;
  const uncounted = countAskedIn(respelled(raw));
  if (!uncounted) return parsed;
  const counted = parseTyped(uncounted, options);
  const { query } = counted;
  // 'how many nolan films': a name read only against the catalog later ('nolan' is left over) is counted too.
  const asksOfSomething = hasCriteria(query) || counted.leftover.length > 0;
  if (counted.question || counted.smallTalk || query.scope !== 'catalog' || !asksOfSomething) return parsed;
  const { person } = query;
  const language = parsed.language;
  if (person && !query.alsoPeople?.length && !hasCriteria({ ...query, person: undefined }))
    return { ...counted, language, question: { kind: 'filmography', name: person.name, role: person.role } };
  return { ...counted, language, query: { ...query, countAsked: true } };
}

/**
 * 'has kubrick made any war films?': whether a person made films of one kind asks for those films (or word that there
 * are none), not for everything they made.
 */
function unlessOfAKind(text: string, question: MovieQuestion | undefined): MovieQuestion | undefined {
  const ofAKind = (words: string) =>
    GENRE_WORDS.some(({ pattern }) => new RegExp(pattern.source).test(words));
  // 'is there a western that's fine for kids?': a film of a kind is asked for, no title's rating.
  const title = question?.kind === 'fact' ? (question.title ?? '') : '';
  if (THERE_IS.test(title) && ofAKind(title)) return undefined;
  if (question?.kind !== 'filmography' || !question.name || !asksEverMade(text)) return question;
  return ofAKind(text) || findThemes(text).length ? undefined : question;
}

/** How many films a reply asked to be short lists ('keep it short', 'en deux mots') when the message counts none. */
const FILMS_IN_A_SHORT_REPLY = 3;

/** 'is there', 'any', 'hay', 'y a-t-il', 'gibt es', 'c'è', 'tem': asking whether films of a kind exist. */
const THERE_IS = /\b(?:is there|are there|any|hay|y a-t-il|il y a|gibt(?: e)?s|c'e|tem|existe)\b/;

function parseTyped(
  raw: string,
  { lovedTitles = true, likeTitles = true, kindTitles = false }: TitleReading,
): ParsedPrompt {
  const typed = respelled(raw);
  // 'contestame en ingles: ...' asks for the reply's language, not for English-language films.
  const replyAsked = replyLanguageRequestIn(typed);
  const asked = withoutCatalogHoldsLast(replyAsked ? typed.replace(replyAsked.words, ' ').trim() : typed);
  // 'numbered list with the year', 'just the titles': how to lay the answer out, not what to find.
  const laidOut = layoutIn(asked);
  // 'actually forget my brother, he's not coming': what was said of him is no part of the request.
  // 'one where the dog doesn't die': a wish about the ending, no story told.
  const wish = endingWishIn(laidOut?.text ?? asked);
  const said = withoutBeyond((wish?.text ?? laidOut?.text ?? asked).replace(UNSEEN, ' '));
  // 'the films i liked, anything in that vein?': a likeness with no film after them is to their liked films.
  const sameAs = namesOwnLikedFilms(said) ? /(?!)/g : SAME_AS_BEFORE;
  const text = withoutMembersLeftOut(
    said.replace(MORE_OF_SHOWN, ' ').replace(sameAs, ' ').replace(SEQUELS_LEFT_OUT, ' '),
  ).trim();
  const question = unlessOfAKind(text, titledOrReferred(text));
  const reading: PromptReading = {
    text,
    language: replyAsked?.language ?? replyLanguageOf(asked),
    question,
    query: emptyQuery(),
    searchText: text,
    rest: '',
    avoidedGenreWords: [],
    lovedTitles,
    likeTitles,
    kindTitles,
    moreOfShown: said.replace(MORE_OF_SHOWN, ' ') !== said,
    sameAsBefore: said.replace(sameAs, ' ') !== said,
  };
  if (said.replace(SEQUELS_LEFT_OUT, ' ') !== said) reading.query.seriesLeftOut = true;
  readLibraryAndAvoidedTitles(reading);
  readAvoidedKinds(reading);
  const ref = readSeeds(reading);
  readSchoolStage(reading);
  reading.rest = ` ${reading.searchText} `;
  const genreText = readThemesAndStudios(reading);
  readGenres(reading, genreText);
  readMoodsAndAvoidables(reading);
  if (wish) reading.query.avoidKeywords = [...new Set([...reading.query.avoidKeywords, ...GRIEF_KEYWORDS])];
  const runtime = readYearsAndRuntime(reading);
  readOrigins(reading);
  readAudience(reading);
  readPeople(reading);
  readAvoidedThings(reading);
  const relative = readOrderAndRelatives(reading, runtime.matched);
  // 'sorted by rating': the layout's order is the request's when the request names none.
  reading.query.sort ??= laidOut?.sort;
  // Its words are read already, some by other slots: each is claimed on its own.
  for (const word of turnedDownOpening(reading.text)?.match(/[\p{L}']+/gu) ?? [])
    claim(reading, new RegExp(String.raw`(?<![\p{L}'])${word}(?![\p{L}'])`, 'u'));
  const leftover = readLeftoverAndTheme(reading);
  const wordAside = wordBesideAKind(reading.query, leftover, raw, Boolean(reading.question));
  if (wordAside) reading.query.themeWord = wordAside;
  const seedChange = readSeedChange(reading, runtime.matched);
  const parsed = promptRead(reading, {
    relative: seedChange ? undefined : relative,
    leftover,
    ref,
    unreadable: isUnreadable(text, raw),
  });
  // 'die 3 besten von Kubrick': 'besten' is the layout's order, and the number before it still counts the films.
  // 'keep it short': a few films, unless the message counts them.
  const count =
    parsed.query.count ??
    (laidOut && countBeforeBest(asked)) ??
    (laidOut?.layout?.short ? FILMS_IN_A_SHORT_REPLY : undefined);
  const query = count === parsed.query.count ? parsed.query : { ...parsed.query, count };
  const smallTalk = factAfterANod(asked) ? undefined : parsed.smallTalk;
  const layout = lengthShown(laidOut?.layout, query.sort);
  return { ...parsed, query, smallTalk, ...(layout ? { layout } : {}) };
}

/**
 * 'the longest one on my watchlist', 'les plus courts de pixar': films in order of their length say how long each
 * one is, beside whatever else the layout asks (a list of titles only keeps to what it names).
 */
function lengthShown(layout: PromptLayout | undefined, sort: RequestOrder | undefined) {
  if (
    (sort !== 'shortest' && sort !== 'longest') ||
    layout?.titlesOnly ||
    layout?.columns.includes('runtime')
  )
    return layout;
  return { ...layout, titlesOnly: false, columns: [...(layout?.columns ?? []), 'runtime' as const] };
}

/** People avoided and wanted, with their roles. */
function readPeople(reading: PromptReading): void {
  const { query, searchText } = reading;
  // 'che non sia parlato in inglese': a language turned down, how the film was made beside it, is no one left out.
  const avoided = extractAvoidedPeople(searchText.replace(LANGUAGE_LEFT_OUT, ' '), cleanName);
  query.avoidPeople = avoided.map(({ name, role }) => {
    claim(reading, name);
    return { name, role };
  });
  if (query.likeTitle || reading.question) return;
  if (asksEverMade(searchText)) query.everMade = true;
  const mentioned = extractPeople(searchText, { looksLikeName, negatedAt });
  const [person, ...others] = (
    mentioned.length ? mentioned : namedTogether(searchText, heldNamesIn(searchText))
  ).filter((wanted) => !query.avoidPeople.some((avoided) => avoided.name === wanted.name));
  const ask = ({ name, role, explicit }: PersonMention) => ({ name, role, explicit });
  if (person) query.person = ask(person);
  if (others.length) query.alsoPeople = others.map(ask);
  for (const wanted of [person, ...others]) if (wanted) claim(reading, wanted.typed);
}

/**
 * The left-over words without the request words of an opinion asked outside its title: 'what do you think of me'
 * leaves 'think', one letter from 'The Thing'. A name stays.
 */
function wordsOfTheCuedTitle(leftover: string, cue: FactCue): string {
  const titleWords = new Set(cue.title.split(' '));
  return leftover
    .split(' ')
    .filter((word) => titleWords.has(word) || !lexiconHolds(word))
    .join(' ');
}

/** The reading as a parsed prompt: whether it refines the request before, is small talk, or asks one fact. */
function promptRead(
  reading: PromptReading,
  {
    relative,
    leftover,
    ref,
    unreadable,
  }: {
    relative: ReturnType<typeof readOrderAndRelatives> | undefined;
    leftover: string;
    ref: AnswerReference | undefined;
    unreadable: ReturnType<typeof isUnreadable>;
  },
): ParsedPrompt {
  const { text, query, question, language } = reading;
  const topical = isTopical(query);
  // Years, runtime or exclusions alone ('what about the 80s?', 'less gory') adjust the request before.
  const shape = hasCriteria({ ...query, theme: undefined, sort: undefined });
  const timeOrShape = !topical && shape;
  const besideChatter = shape && topical && !isTopical({ ...query, theme: undefined });
  const more = relative?.more ?? (asksMore(reading.searchText) && !query.moreLikeThis);
  // 'nah not that one': another film of the request before, as 'more' asks (none shown again).
  const rejected = !more && !question && (rejects(text) || turnedDownOpening(text) !== undefined);
  const shifts = relative
    ? { older: relative.older, newer: relative.newer, shorter: relative.shorter, longer: relative.longer }
    : {};
  const refinement =
    REFINEMENT_LEAD.test(text) ||
    timeOrShape ||
    more ||
    rejected ||
    reading.sameAsBefore ||
    Object.values(shifts).some(Boolean);
  // 'thanks, great recommendation' praises the films just shown and 'hasta más ver' parts: they ask for none;
  // 'mit überraschendem Ende' asks for films that have it.
  const generic =
    GENERIC.test(withoutGreetings(withoutPartings(withoutJudgement(text)))) ||
    TOP_RATED.test(text) ||
    wishesAQuality(text);
  // Words left over ('thanks a lot, that helps') are no topic; a genre, a person or a length is.
  // 'ok, and my worst?': their own films ranked are asked for, no acknowledgement alone.
  const asksForFilms =
    isTopical({ ...query, theme: undefined }) || timeOrShape || generic || ownRatingOrder(text) !== undefined;
  const smallTalk = question || more || rejected ? undefined : extractSmallTalk(text, asksForFilms);
  const cue = question || smallTalk ? undefined : extractFactCue(text);
  // 'il est sorti en quelle année celui-là ?': a fact of the film pointed at, the page's one; 'o que acontece no
  // filme?', 'il se passe quoi dans le film ?': a fact asked of no film named at all, the page's one too.
  const aspectOfThisFilm =
    cue && pointsAtThis(cue.title)
      ? cue.aspect
      : question || smallTalk || cue
        ? undefined
        : factAskedAlone(text);
  const ofThisFilm = aspectOfThisFilm ? { kind: 'fact' as const, aspect: aspectOfThisFilm } : undefined;
  const factCue = ofThisFilm ? undefined : cue;
  return {
    language,
    query,
    question: question ?? ofThisFilm,
    followUp: {
      more: more || rejected,
      older: false,
      newer: false,
      shorter: false,
      longer: false,
      ...shifts,
      refinement,
      ...(besideChatter ? { besideChatter } : {}),
      ...(reading.sameAsBefore ? { sameAsBefore: true } : {}),
    },
    smallTalk,
    generic,
    leftover: factCue?.aspect === 'worth' ? wordsOfTheCuedTitle(leftover, factCue) : leftover,
    ...(ref ? { ref } : {}),
    ...(unreadable ? { unreadable } : {}),
    ...(QUESTION_ONLY.test(text) ? { questionLike: true } : {}),
    ...(factCue ? { factCue } : {}),
  };
}
