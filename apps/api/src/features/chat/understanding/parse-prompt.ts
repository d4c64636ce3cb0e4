/**
 * Reads one chat message into a structured query: questions about a movie, genres wanted and excluded, moods and
 * themes, years, runtime, language, audience, people, 'like <title>' and follow-ups. Pure: no catalog access here;
 * names and titles are only candidates until the catalog confirms them.
 */
import {
  ARTICLES,
  cleanName,
  FILLER,
  isLexiconWord,
  KIND_NOUN,
  LIVE_ACTION,
  looksLikeName,
  looksLikeTitle,
  namesAKindOnly,
  namesOnlyKinds,
  NOT_A_TITLE,
  seedAfterKind,
  singular,
} from './candidate-words.ts';
import {
  type AnswerReference,
  emptyQuery,
  hasCriteria,
  isTopical,
  type MovieQuery,
  type MovieQuestion,
  type ParsedPrompt,
} from './chat-query.ts';
import { findAvoidedKinds } from './extractors/avoided-kinds.extractor.ts';
import {
  asksEitherKind,
  countBeforeBest,
  countTypedIn,
  extractCount,
  isMeasureAlone,
  opensWithHeadcount,
} from './extractors/count.extractor.ts';
import { endingWishIn, GRIEF_KEYWORDS } from './extractors/ending-wish.extractor.ts';
import { extractFactCue } from './extractors/fact-cue.extractor.ts';
import { applyFilmLanguages, speakAskedBefore } from './extractors/film-language.extractor.ts';
import {
  asksKindForTheChild,
  namesGrownUps,
  speaksForAGroup,
  withoutMembersLeftOut,
} from './extractors/group-members.extractor.ts';
import { replyLanguageOf } from './extractors/language.extractor.ts';
import { layoutIn } from './extractors/layout.extractor.ts';
import {
  extractLibrary,
  namesLikedFilms,
  opensWithLikedFilms,
  watchlistSetAside,
} from './extractors/library.extractor.ts';
import { extractMashup, extractMoreSeeds, seedReadings } from './extractors/likeness.extractor.ts';
import { NOT_OLD_FROM, oldFilmsRefused } from './extractors/old-films.extractor.ts';
import { extractOrder, orderWordsOf, TOP_RATED_WORDS } from './extractors/order.extractor.ts';
import {
  asksEverMade,
  extractAvoidedPeople,
  extractPeople,
  namedTogether,
  type PersonMention,
} from './extractors/people.extractor.ts';
import { qualityWishWords, wishesAQuality } from './extractors/quality-wish.extractor.ts';
import {
  pointedFirst,
  pointsAtThis,
  QUESTION_ONLY,
  THIS_ONE,
  titledOrReferred,
} from './extractors/question.extractor.ts';
import { extractReference, isReferenceOnly } from './extractors/reference.extractor.ts';
import { replyLanguageRequestIn } from './extractors/reply-language-request.extractor.ts';
import { extractSmallTalk, withoutJudgement } from './extractors/small-talk.extractor.ts';
import { extractRuntime, opensWithRuntime } from './extractors/time-budget.extractor.ts';
import { extractAvoidedTitles, withoutTitleLeftOut } from './extractors/titles.extractor.ts';
import { ageIn, EVERY_AGE, parseYears, YEAR_PHRASE } from './extractors/years.extractor.ts';
import { heldNamesIn, holdNames } from './held-names.ts';
import { findThemes, themesOfGenre } from './keyword-themes.ts';
import { isUnreadable } from './languages.ts';
import {
  AGE_WORDS,
  audienceForAge,
  AUDIENCES,
  AVOIDABLE,
  certificationAudience,
  GENRE_WORDS,
  genreIdOf,
  milderGenreAudience,
  MOODS,
  NOT_NAME_WORDS,
  ORIGINS,
  RATED,
  ROM_COM,
  SCHOOL_STAGES,
  withAgeDigits,
} from './lexicon.ts';
import { alternationOf, wordsOf } from './lexicons/all-languages.ts';
import { firstMatch, phrase, shapes, wordPattern } from './lexicons/phrase-patterns.ts';
import { LEXICONS } from './lexicons/registry.ts';
import {
  AFTER_NEGATION_PHRASE,
  FILM_NOUN,
  FILM_NOUN_WORD,
  negatedAt,
  NEGATION_AFTER,
  NEGATION_BEFORE,
  NEGATION_REACH,
  NEGATION_WORDS,
  PREFERENCE_BEFORE,
  SOFTENER,
  SOFTENING_BEFORE,
} from './negation.ts';
import { respell } from './respell.ts';
import { glossStory } from './story-gloss/story-gloss.ts';
import { findStudios } from './studios.ts';
import { normalizeText, stripQuotes } from './text.ts';
import { seriesOfAlias, titleOfAlias } from './title-aliases.ts';
import { wordBesideAKind } from './word-beside-a-kind.ts';

const GENERIC = wordPattern((p) => p.generic);
const GENERIC_WORDS = wordPattern((p) => p.generic, 'g');
const MORE = new RegExp(String.raw`\b${phrase((p) => p.more)}\b(?! ${phrase((p) => p.moreNotBefore)})`);
const OLDER = wordPattern((p) => p.older);
const CLASSIC = wordPattern((p) => p.classics);
const NEWER = wordPattern((p) => p.newer);
const LIGHTER = wordPattern((p) => p.lighter ?? []);
const SURELY_NEWER = wordPattern((p) => p.newerSurely);
/**
 * 'matrix que saíram antes dele', 'star wars sortis avant lui': a change of the seed typed right after its title, a
 * relative word or none before it, is no part of the title.
 */
const CHANGE_AFTER_TITLE = new RegExp(
  String.raw`\s+(?:(?:that|which|que|qui|die|der|che)\s+)?${phrase((p) => [...p.older, ...p.newer].filter((words) => words.includes(' ')))}\b.*$`,
);
const withoutChange = (candidate: string) => {
  const cut = candidate.replace(CHANGE_AFTER_TITLE, '');
  return cut.length > 3 && cut !== candidate && !NOT_A_TITLE.test(cut) ? cut : candidate;
};
const REFINEMENT_LEAD = new RegExp(String.raw`^${phrase((p) => p.refinementLeads)}\b`);
const TOP_RATED = TOP_RATED_WORDS;
/** 'nothing childish', 'grown-up', 'adults only': the family shelf is left out. */
const CHILDISH = wordPattern((p) => p.childish);
const CHILDISH_ALL = wordPattern((p) => p.childish, 'g');
/** 'niente roba da bambini', 'nothing for kids': who the film is for, said inside a turn-down of the family shelf. */
const withinChildish = (text: string, index: number) =>
  [...text.matchAll(CHILDISH_ALL)].some(
    (match) => index >= match.index && index < match.index + match[0].length,
  );
const MILDER = wordPattern((p) => p.milder);
const SHORTER = wordPattern((p) => p.shorter);
const LONGER = wordPattern((p) => p.longer);
/** 'shorter than the godfather', 'más larga que titanic': the film after them is a seed, changed so. */
const SHORTER_THAN = wordPattern((p) => p.shorterThan ?? []);
const LONGER_THAN = wordPattern((p) => p.longerThan ?? []);
const SHORTER_ALL = wordPattern((p) => p.shorter, 'g');
const OLDER_ALL = wordPattern((p) => p.older, 'g');
const NEWER_ALL = wordPattern((p) => p.newer, 'g');
const COMPARED_ONES = new RegExp(String.raw`^${phrase((p) => p.comparedOnes ?? [])}$`);
const LONGER_ALL = wordPattern((p) => p.longer, 'g');
const MORE_LIKE_THIS = wordPattern((p) => p.moreLikeThis);
const FEEL_OF_THIS = wordPattern((p) => p.feelOfThis ?? []);
/**
 * 'des films proches de celui-ci', 'pelis similares a esta', 'mehr in der Art wie der hier': a comparison of more than
 * one word ('like' alone may be a filler: 'explosions, stuff like that') closing its clause on a pointer, so the film
 * in view.
 */
const LIKE_POINTED = new RegExp(
  String.raw`(?:^|\s)${phrase((p) => p.likeLeads.filter((lead) => lead.includes(' ')))}\s+${phrase((p) => p.thisMovie)}(?=\s*(?:[?!.,;]|$))`,
);
/** 'nah not that one', 'otra', 'autre chose', 'was anderes': the whole message turns down the films just shown. */
const REJECTION = new RegExp(String.raw`^${phrase((p) => p.rejections)}$`);
/** 'nah none of those, something lighter': a message that opens by turning the films just shown down. */
const REJECTION_FIRST = new RegExp(String.raw`^${phrase((p) => p.rejections)}\s*[,.;:!]`);
/** 'il primo l'ho già visto, un altro?', 'the second one, seen it': a film shown pointed at, then turned down. */
const REJECTION_AFTER_POINTING = new RegExp(
  String.raw`^(.+?)\s+${phrase((p) => p.rejections)}(?=\s*(?:[,.;:!?]|$))`,
);

/** The words opening a message that turn the films shown down ('nah none of those,', 'the first one, seen it'). */
function turnedDownOpening(text: string): string | undefined {
  const opening = REJECTION_FIRST.exec(text)?.[0];
  if (opening) return opening;
  const pointing = REJECTION_AFTER_POINTING.exec(text);
  return pointing && pointedFirst(pointing[1]!) ? pointing[0] : undefined;
}

const rejects = (text: string) =>
  REJECTION.test(
    text
      .replace(/[?!.,;:]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** 'like X' but not 'I'd like X' / 'would like X' / 'feel like X'. */
/** A lead ending in an elision runs into the title ("dans le genre d'amélie", "nello stile dell'esorcista"). */
const LIKE_TITLE = new RegExp(
  String.raw`(?:^|[^\w'])(?<!${alternationOf((lexicon) => lexicon.phrases.likeNotAfter) || '(?!)'})${phrase((p) => [...p.likeLeads, ...(p.shorterThan ?? []), ...(p.longerThan ?? [])])}(?:\s+|(?<='))(.+)$`,
);
/** 'shorter than', 'plus long que': a lead comparing a length with the film after it. */
const COMPARED_LEAD = new RegExp(
  String.raw`(?:^|[^\w'])${phrase((p) => [...(p.shorterThan ?? []), ...(p.longerThan ?? [])])}(?:\s+|(?<='))`,
);
const LIKED_TITLE = shapes((p) => p.likedTitle);
/** Titles loved now or praised ('la la land hit me hard'): seeds only when the catalog knows each. */
const LOVES_TITLE = shapes((p) => [...p.lovesTitle, ...(p.praisedTitles ?? [])]);
/** 'die hard but make it funny': a title changed, when the words before 'but' may be one ('no horror, but…' are not). */
const CHANGED_TITLE = shapes((p) => p.changedTitles ?? []);
const lovedOrChanged = (text: string) => {
  const changed = firstMatch(CHANGED_TITLE, text);
  const maybeTitle = changed && (looksLikeTitle(changed[1]!) || titleOfAlias(changed[1]!));
  return firstMatch(LOVES_TITLE, text) ?? (maybeTitle ? changed : null);
};
/** Loved words ending in films in the plural ('horror movies', "nolan's films") name a kind of film: no title. */
const FILMS_LOVED = /^.*\b(?:movies|films|flicks|peliculas|pelis|filmes|filme)\b.*$/;
/** 'that i haven't seen yet': said of every film a signed-in answer gives, so read as nothing else. */
const UNSEEN = new RegExp(String.raw`(?:^|\s)${phrase((p) => p.unseen)}(?=\s|[?!.,]|$)`, 'g');
/** 'same thing but', 'uguale ma': the request before, changed ('same vibe as <title>' is a likeness). */
const SAME_AS_BEFORE = new RegExp(String.raw`(?:^|\s)${phrase((p) => p.sameAsBefore)}(?=\s|[?!.,]|$)`, 'g');
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
const MORE_OF_SHOWN = new RegExp(String.raw`(?:^|\s)${phrase((p) => p.moreOfShown)}(?=\s|[?!.,]|$)`, 'g');
/**
 * Where a title or name typed inside a sentence plausibly ends: a full stop after a word (not 'mr. smith', 'e.t.')
 * ends the sentence ('like 40 times. anything similar').
 */
const TITLE_END = new RegExp(
  String.raw`\s+${phrase((p) => p.titleEnds)}\b.*$|[,;!?].*$|(?<=[a-z]{4}|\d)\.\s.*$`,
);

/** Plot elements worth looking up by meaning or keyword even when a genre word already covers them. */
const THEME_WORDS = wordPattern((p) => p.themes, 'g');

/**
 * Each language's ordinary words another language reads as a kind of film ('war', German for 'was'): in a message
 * in that language they name no genre or theme.
 */
const ORDINARY_WORDS: Record<string, RegExp | undefined> = Object.fromEntries(
  LEXICONS.filter((lexicon) => lexicon.phrases.ordinaryWords.length).map((lexicon) => [
    lexicon.code,
    new RegExp(String.raw`^(?:${lexicon.phrases.ordinaryWords.join('|')})$`),
  ]),
);
const ordinaryIn = (language: string, words: string) => ORDINARY_WORDS[language]?.test(words) ?? false;

/** Words naming a language itself: a message written in it asks for its films only when it says one of them. */
const OWN_LANGUAGE: Record<string, RegExp | undefined> = Object.fromEntries(
  LEXICONS.filter((lexicon) => lexicon.phrases.ownLanguage.length).map((lexicon) => [
    lexicon.code,
    new RegExp(String.raw`\b(?:${lexicon.phrases.ownLanguage.join('|')})\b`),
  ]),
);

/**
 * One message as it is being read: the request filled in slot by slot, the text the slots are read from (titles
 * taken out), and `rest`, the words no slot has claimed yet.
 */
interface PromptReading {
  /** The message normalised and respelled. */
  text: string;
  language: ParsedPrompt['language'];
  question: MovieQuestion | undefined;
  query: MovieQuery;
  searchText: string;
  rest: string;
  /** Genres named by the words of an avoided theme ('not a musical'). */
  avoidedGenreWords: number[];
  /** Whether titles after a present-tense 'love' are read as seeds (the catalog has them all). */
  lovedTitles: boolean;
  /** Whether the words after 'like' are read as a title (not when the catalog has none and they ask for a kind). */
  likeTitles: boolean;
  /** Whether two kind words a film is between are titles ('zwischen alien und aliens': the catalog has both). */
  kindTitles?: boolean;
  /** A theme said as an example of the kind asked for ('fantasy, like dragons'). */
  themeAsExample?: boolean;
  /** 'more like those', 'ones you haven't mentioned': other films for the request before. */
  moreOfShown: boolean;
  /** 'same thing but …', 'na mesma vibe': the request before, changed. */
  sameAsBefore: boolean;
  /** The age of the child the film is for, told by their school stage ('mon fils qui est au lycée'). */
  schoolAge?: number;
}

/** Words a slot has read are no longer left over. */
function claim(reading: PromptReading, fragment: string | RegExp): void {
  reading.rest = reading.rest.replace(fragment, ' ');
}

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

/**
 * Whether a message opens asking for several films of a kind ('revenge movies. someone screws the guy over…', 'pelis
 * de fantasmas, algo que…'): what follows tells the kind, no one film told by its story.
 */
export function opensWithKindOfFilms(message: string): boolean {
  const normalized = normalizeText(message);
  const opening = normalized.split(/[.,;:!?]/)[0] ?? '';
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

function parseUnheld(raw: string, options: TitleReading): ParsedPrompt {
  const parsed = parseTyped(raw, options);
  if (parsed.smallTalk) return parsed;
  // 'danke, war lustig', 'thanks, it was funny', 'merci, c'était drôle': thanks with a word on the film just seen
  // ('funny' is no comedy asked for) are small talk when the words of praise are all the message says beside them.
  const typed = respell(normalizeText(raw));
  const praiseless = withoutJudgement(typed);
  if (praiseless === typed) return parsed;
  const thanked = parseTyped(praiseless, options);
  return thanked.smallTalk ? { ...thanked, language: parsed.language } : parsed;
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
  const typed = respell(normalizeText(raw));
  // 'contestame en ingles: ...' asks for the reply's language, not for English-language films.
  const replyAsked = replyLanguageRequestIn(typed);
  const asked = replyAsked ? typed.replace(replyAsked.words, ' ').trim() : typed;
  // 'numbered list with the year', 'just the titles': how to lay the answer out, not what to find.
  const laidOut = layoutIn(asked);
  // 'actually forget my brother, he's not coming': what was said of him is no part of the request.
  // 'one where the dog doesn't die': a wish about the ending, no story told.
  const wish = endingWishIn(laidOut?.text ?? asked);
  const said = withoutBeyond((wish?.text ?? laidOut?.text ?? asked).replace(UNSEEN, ' '));
  const text = withoutMembersLeftOut(
    said.replace(MORE_OF_SHOWN, ' ').replace(SAME_AS_BEFORE, ' ').replace(SEQUELS_LEFT_OUT, ' '),
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
    sameAsBefore: said.replace(SAME_AS_BEFORE, ' ') !== said,
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
  return { ...parsed, query, ...(laidOut?.layout ? { layout: laidOut.layout } : {}) };
}

/** 'nothing i've seen or already have on my watchlist': what follows joins what they have seen, turned down. */
const NEGATED_WITH_SEEN = new RegExp(
  String.raw`(?:${wordsOf((lexicon) => lexicon.negations)
    .map((word) => String.raw`\b${word}`)
    .join(
      '|',
    )})\s[^,.;!?]*\b(?:seen|watched|visto|vistas?|vus?|gesehen|geschaut|vi|assisti|guardato)\s[^,.;!?]*\b(?:or|nor|and|ni|y|o|ou|et|oder|noch|und|nem|e|ne)\s[^,.;!?]{0,30}$`,
);

/**
 * The user's own films first: 'like the last film I loved' names no title, 'from my watchlist' no theme. Titles left
 * out are taken out before anything else reads their words ('seen Alien' asks for no sci-fi).
 */
function readLibraryAndAvoidedTitles(reading: PromptReading): void {
  const { query } = reading;
  const library = extractLibrary(reading.text);
  // 'a thriller, nothing on my watchlist': their watchlist left out, not picked from.
  const watchlist = library.watchlistAt !== undefined;
  query.avoidWatchlist =
    watchlist &&
    (negatedAt(reading.text, library.watchlistAt!) ||
      NEGATED_WITH_SEEN.test(reading.text.slice(0, library.watchlistAt!)) ||
      watchlistSetAside(reading.text, library.watchlistAt!));
  query.scope = watchlist && !query.avoidWatchlist ? 'watchlist' : library.rated ? 'rated' : 'catalog';
  query.rewatch = library.rewatch;
  query.likeLastLoved = library.likeLastLoved;
  if (library.likeLastSeen) query.likeLastSeen = true;
  if (library.likeLovedOnes) query.likeLovedOnes = true;
  reading.searchText = library.matched.reduce((result, words) => result.replace(words, ' '), reading.text);
  query.milder = MILDER.test(reading.searchText);
  if (reading.question) return;
  // 'zombies are not my thing': the words after 'not' turn the zombies down; they are no title. Nor is 'not quite
  // as long', 'non così lungo': a comparative with the seed.
  query.avoidTitles = extractAvoidedTitles(
    reading.searchText.replace(AFTER_NEGATION_PHRASE, ' ').replace(SHORTER_ALL, ' ').replace(LONGER_ALL, ' '),
    looksLikeTitle,
  );
  for (const title of query.avoidTitles) reading.searchText = withoutTitleLeftOut(reading.searchText, title);
}

/** Whether words of two or more are a series or film the alias lists know ('indiana jones', 'harry potter'). */
const knownFilmName = (words: string) =>
  words.includes(' ') && (seriesOfAlias(words).length > 0 || titleOfAlias(words) !== undefined);

/**
 * Whether a name of a kind is read by another slot: a genre, a mood, a theme, a film noun, a pointer ('like that').
 * A series or film the alias lists know is a name, though one of its words is a lexicon word ('indiana' of Indian).
 */
const kindReadElsewhere = (thing: string) =>
  pointsOnly(thing) ||
  findThemes(thing).length > 0 ||
  (!knownFilmName(thing) &&
    thing.split(' ').some((word) => isLexiconWord(word) || FILM_NOUN_WORD.test(word)));

/** The series or film the alias lists know that the words from `index` on begin ('indiana jones', 'the godfather'). */
function filmNameAt(text: string, index: number): string | undefined {
  const clause = /^[^,;.!?]*/.exec(text.slice(index))![0];
  const words = clause.trim().split(/\s+/).slice(0, 4);
  return words
    .map((_, last) => words.slice(0, last + 1).join(' '))
    .filter((name, last) => last > 0 && knownFilmName(name))
    .pop();
}

/** The text with an origin word blanked where it begins a series or film name ('indiana' of 'indiana jones'). */
function originWordsOfFilmNamesBlanked(text: string): string {
  let result = text;
  for (const origin of ORIGINS) {
    const match = origin.pattern.exec(result);
    if (match && filmNameAt(result, match.index)) result = blanked(result, match.index, match[0].length);
  }
  return result;
}

/**
 * A kind of film turned down by a film or thing naming it ('nothing like Terminator', 'nada tipo Terminator'): no
 * seed, name or theme to look for; films whose own words name it (their English title when typed in another
 * language) are left out.
 */
function readAvoidedKinds(reading: PromptReading): void {
  const { query } = reading;
  if (reading.question) return;
  for (const { thing, words } of findAvoidedKinds(reading.searchText, (text, index) =>
    negatedAt(text, index, reading.language),
  )) {
    // 'rien du genre indiana jones ce soir': a series the alias lists know, then words of the rest of the request.
    const named = filmNameAt(thing, 0) ?? thing;
    if (kindReadElsewhere(named)) continue;
    leaveOutByWords(query, named);
    reading.searchText = reading.searchText.replace(words, ' '.repeat(words.length));
  }
  readAvoidedFilmNames(reading);
}

/**
 * 'no indiana jones', 'kein Indiana Jones': a series or film the alias lists know, turned down, whose first word is
 * an origin word, is left out by its words (no Indian film is, and it names no one).
 */
function readAvoidedFilmNames(reading: PromptReading): void {
  const { query } = reading;
  for (const origin of ORIGINS) {
    const match = origin.pattern.exec(reading.searchText);
    const name = match && filmNameAt(reading.searchText, match.index);
    if (!match || !name || !negatedAt(reading.searchText, match.index)) continue;
    leaveOutByWords(query, name);
    reading.searchText = blanked(
      reading.searchText,
      reading.searchText.indexOf(name, match.index),
      name.length,
    );
  }
}

/** A kind or name left out by the words of the films (their English title when typed in another language). */
function leaveOutByWords(query: MovieQuery, thing: string): void {
  const english = normalizeText(titleOfAlias(thing) ?? thing).replace(/^the /, '');
  query.avoidWords = [...new Set([...(query.avoidWords ?? []), english])];
  if (!query.avoidLabels.includes(thing)) query.avoidLabels.push(thing);
}

/** The text with `length` characters from `at` on turned to spaces. */
const blanked = (text: string, at: number, length: number) =>
  text.slice(0, at) + ' '.repeat(length) + text.slice(at + length);

/** Words that only point ('that', 'it', 'the first one'), with no title of their own. */
const pointsOnly = (words: string) => pointsAtThis(words) || isReferenceOnly(words);

/** Words after 'like' or 'loved' that may be a title: `whole` is them before the clause's end was cut off. */
function mayBeSeed(candidate: string, whole: string): boolean {
  return (
    !NOT_A_TITLE.test(candidate) &&
    // 'nah none of those, … but funny': the films just shown turned down, no title.
    !rejects(candidate) &&
    // 'un film indiano… tipo bollywood': a kind of cinema after 'like', no title.
    !namesOnlyKinds(candidate) &&
    candidate.length <= 120 &&
    // 'need like 2 scary ones' is a count after a filler 'like', not a title ('12 Angry Men' counts nothing);
    // 'like 90 minutes max' is a length.
    extractCount(candidate.split(' ').slice(0, 4).join(' ')) === undefined &&
    !opensWithRuntime(whole) &&
    // '...escapes through a tunnel after like 20 years': an amount after a filler 'like'.
    !isMeasureAlone(candidate) &&
    // 'work thing, like 15 people all ages': the group's size after a filler 'like'.
    !opensWithHeadcount(candidate) &&
    // 'na vibe dos filmes que eu curti': the films they liked, which their library names.
    !namesLikedFilms(candidate) &&
    !opensWithLikedFilms(whole) &&
    // 'older ones? like before 1990': a time after a filler 'like'.
    !YEAR_PHRASE.test(candidate)
  );
}

/**
 * 'algo parecido a matrix', 'something similar to inception': the words of a likeness go on to a title, so they
 * point at no film of the page or of the last answer.
 */
function leadsToTitle(likeWords: RegExpExecArray | null): boolean {
  const candidate = seedAfterKind(stripQuotes(stripQuotes(likeWords?.[1] ?? '').replace(TITLE_END, '')));
  // A title may be a common word too ('algo parecido a alien'): the catalog decides (chat.assistant.ts).
  return (
    Boolean(candidate) &&
    !pointsAtThis(candidate) &&
    !pointsOnly(candidate) &&
    mayBeSeed(candidate, candidate)
  );
}

/**
 * 'like the older ones', 'comme les plus anciens', 'wie die älteren': the last answer's films with a comparative, a
 * change of that answer (readOrderAndRelatives), no title; nor are an article and a word for films alone.
 */
function comparesOnly(candidate: string): boolean {
  const rest = [OLDER_ALL, NEWER_ALL, SHORTER_ALL, LONGER_ALL].reduce(
    (text, comparative) => text.replace(comparative, ' '),
    candidate,
  );
  // 'como las más antiguas': the superlative read as the order leaves an article alone, no title either.
  return rest.split(/\s+/).every((word) => !word || ARTICLES.test(word) || COMPARED_ONES.test(word));
}

/** The most words a local title listed in title-aliases.ts runs to ('el señor de los anillos la comunidad del anillo'). */
const LISTED_TITLE_WORDS = 12;

/**
 * 'mi è piaciuto la vita è bella, altri film così?', 'me encantó lo que el viento se llevó': the words after 'liked'
 * are cut at a join ('e', 'y', 'and'), which may be part of a local title the title lists know. The longest run of
 * words from the cut ones on, within their clause, that is a listed title; else the cut words.
 */
function listedTitleFrom(text: string, cut: string): string {
  const at = cut ? text.indexOf(cut) : -1;
  if (at === -1 || titleOfAlias(cut)) return cut;
  const clause = (text.slice(at).split(/[,;.!?]/)[0] ?? '').trim().split(/\s+/);
  const start = cut.split(' ').length;
  for (let end = Math.min(clause.length, LISTED_TITLE_WORDS); end > start; end--) {
    const words = clause.slice(0, end).join(' ');
    if (titleOfAlias(words)) return words;
  }
  return cut;
}

function readSeeds(reading: PromptReading): AnswerReference | undefined {
  const { query, question } = reading;
  // 'anything with this kind of vibe?', 'algo con este rollo': the feel of the film in view, its words no title or name.
  const feel = FEEL_OF_THIS.exec(reading.searchText)?.[0];
  if (feel) {
    reading.searchText = reading.searchText.replace(feel, ' '.repeat(feel.length));
    claim(reading, feel);
  }
  // 'i liked the notebook, anything similar': the title said is the seed, not the movie of the page.
  // 'i love horror movies', "i love guillermo del toro's movies": a kind of films or someone's, no title.
  const lovedNow = reading.lovedTitles
    ? seedAfterKind(lovedOrChanged(reading.searchText)?.[1] ?? '').replace(FILMS_LOVED, '') || undefined
    : undefined;
  const liked = stripQuotes(firstMatch(LIKED_TITLE, reading.searchText)?.[1] ?? lovedNow ?? '');
  // A title loved now may be a common word too ('alien'): the catalog decides (chat.assistant.ts).
  const titleLike = looksLikeTitle(liked) || (lovedNow !== undefined && liked === stripQuotes(lovedNow));
  const likedTitle = Boolean(liked) && titleLike && !pointsOnly(liked);
  const likeWords = reading.likeTitles ? LIKE_TITLE.exec(reading.searchText) : null;
  const likeThis =
    Boolean(feel) || MORE_LIKE_THIS.test(reading.searchText) || LIKE_POINTED.test(reading.searchText);
  query.moreLikeThis = likeThis && !likedTitle && !leadsToTitle(likeWords);
  const mashup = question ? undefined : extractMashup(reading.searchText);
  // 'a mix of comedy and horror' names two kinds, no titles ('alien' alone may be either: the catalog decides);
  // 'cozy … blanket + tea vibes' names none the catalog has: read again as what the words say (chat.assistant.ts).
  if (mashup && reading.likeTitles && (reading.kindTitles || !mashup.every(namesAKindOnly))) {
    [query.likeTitle, query.alsoLike] = [mashup[0], [mashup[1]]];
    for (const title of mashup) reading.searchText = reading.searchText.replace(title, ' ');
    return undefined;
  }
  if (query.moreLikeThis || question || query.likeLastLoved) return undefined;
  // 'just watched get out, more like that?': 'that' is the film just named, not the previous answer.
  const likeOnlyPoints = likeWords && pointsOnly(stripQuotes(likeWords[1] ?? '').replace(TITLE_END, ''));
  const named = Boolean(liked) && !pointsOnly(liked);
  // 'like X', else 'i loved X', else titles loved now, praised or changed ('i love alien and the thing, what else':
  // if the catalog has them, chat.assistant.ts): the first that reads as a title is the seed ('watched encanto like 40
  // times': a count after 'like', then the film watched).
  const sources: [RegExpExecArray | null, boolean][] = [
    [named && likeOnlyPoints ? null : likeWords, false],
    [firstMatch(LIKED_TITLE, reading.searchText), false],
    [lovedNow ? lovedOrChanged(reading.searchText) : null, true],
  ];
  for (const [like, loved] of sources) {
    // A title with commas in it ('il buono, il brutto, il cattivo') is kept whole when the title lists know it.
    const whole = stripQuotes(like?.[1] ?? '');
    const cut = withoutChange(stripQuotes(whole.replace(TITLE_END, '')));
    const candidate = listedTitleFrom(reading.searchText, seedAfterKind(titleOfAlias(whole) ? whole : cut));
    if (!candidate) continue;
    // 'altri film come questo?', 'mais coisas parecidas com esse': the film of the page, else the films just shown.
    // 'shorter than this one': a length compared with the film in view; 'no longer than that' may be a length said.
    const compared =
      like !== null && like === likeWords && COMPARED_LEAD.test(like[0]) && THIS_ONE.test(candidate.trim());
    if (pointsAtThis(candidate) && (compared || !NOT_A_TITLE.test(candidate))) {
      query.moreLikeThis = true;
      return undefined;
    }
    if (isReferenceOnly(candidate)) {
      reading.searchText = reading.searchText.replace(candidate, ' ');
      return extractReference(candidate);
    }
    if (!mayBeSeed(candidate, whole) || comparesOnly(candidate)) continue;
    // Titles loved or praised are each checked by the catalog: 'parasite and get out are my favs' names two.
    const [first, ...joined] =
      loved && !titleOfAlias(candidate) ? seedReadings(candidate).at(-1)! : [candidate];
    query.likeTitle = first;
    if (loved) query.lovedTitles = true;
    const after = reading.searchText.slice(reading.searchText.indexOf(candidate) + candidate.length);
    const more = [...joined, ...extractMoreSeeds(after, looksLikeTitle)];
    if (more.length) query.alsoLike = more;
    for (const title of [candidate, ...more.slice(joined.length)])
      reading.searchText = reading.searchText.replace(title, ' ');
    return undefined;
  }
  return undefined;
}

/**
 * 'arachnophobia', 'afraid of sharks', 'miedo a las arañas', 'peur des serpents', 'Angst vor Spinnen', 'medo de
 * palhaços', 'paura dei ragni': a theme the user fears is one to leave out.
 */
const FEAR_BEFORE =
  /(?:phobi\w*|(?:afraid|scared|terrified|frightened) of|fear of|(?:miedo|fobia|panico|terror) (?:a|de)(?: (?:las|los|la|el))?|(?:peur|phobie) (?:des|du|de la|de)|angst vor(?: (?:den|der|dem))?|(?:medo|fobia|pavor|panico) (?:de|d[ao]s?)|(?:paura|fobia|terrore) (?:dei|degli|delle|del|della|di))\s*$/;
/** The words saying the fear ('paura dei', 'angst vor'), or '' when the theme is not feared. */
const fearBefore = (text: string, index: number) =>
  FEAR_BEFORE.exec(text.slice(Math.max(0, index - 30), index))?.[0] ?? '';

/** 'fantasy, like dragons and wizards', 'fantasía, tipo dragones': a theme as an example of the kind asked for. */
const EXAMPLE_LEAD = new RegExp(
  String.raw`\b${phrase((p) => p.likeLeads)}\s+(?:(?:the|a|an|los|las|les|des|die|i|gli|os|as)\s+)?$`,
);

/**
 * Keyword themes and studios, wanted or avoided. Returns the text genres are read from: an avoided theme's words
 * name no genre either ('fantasy without dragons' still wants fantasy), nor do a studio's.
 */
/** A thing people turn down ('gory', 'sanglant'), last before a position. */
const AVOIDABLE_LAST = new RegExp(
  String.raw`(?:^|\s)(?:${AVOIDABLE.map(({ pattern }) => pattern.source).join('|')})\s+$`,
);

/** 'not gory slasher stuff', 'nothing bloody zombie': a theme right after a thing turned down is turned down too. */
function avoidedWith(text: string, index: number): boolean {
  const avoidable = AVOIDABLE_LAST.exec(text.slice(Math.max(0, index - 30), index));
  return avoidable !== null && negatedAt(text, index - avoidable[0].trimStart().length);
}

function readThemesAndStudios(reading: PromptReading): string {
  const { query, searchText } = reading;
  let genreText = searchText;
  for (const { theme, index, text: words, setIn } of findThemes(searchText)) {
    if (ordinaryIn(reading.language, words)) continue;
    const fear = fearBefore(searchText, index);
    const negated = negatedAt(searchText, index, reading.language);
    if (negated || fear || /phobi|fobi/.test(words) || avoidedWith(searchText, index)) {
      // 'paura dei ragni' is no horror film: the fear's words name no genre.
      const from = index - fear.length;
      genreText =
        genreText.slice(0, from) +
        ' '.repeat(fear.length + words.length) +
        genreText.slice(index + words.length);
      if (fear) claim(reading, fear);
      for (const { pattern, id } of GENRE_WORDS)
        if (new RegExp(pattern.source).test(words)) reading.avoidedGenreWords.push(id);
      query.avoidKeywords.push(...theme.keywords.filter((keyword) => !query.avoidKeywords.includes(keyword)));
      query.avoidLabels.push(theme.label);
    } else if (!query.keywordThemes.some((wanted) => wanted.label === theme.label)) {
      query.keywordThemes.push(theme);
      reading.themeAsExample ||= EXAMPLE_LEAD.test(searchText.slice(Math.max(0, index - 30), index));
    }
    // 'film ambientati in italia': where the films are set, not the language they are in (readOrigins).
    if (setIn) reading.searchText = reading.searchText.replace(words, ' '.repeat(words.length));
    claim(reading, words);
  }
  for (const { studio, index, text: words } of findStudios(searchText)) {
    const list = negatedAt(searchText, index) ? query.avoidStudios : query.studios;
    if (!list.includes(studio.label)) list.push(studio.label);
    if (list === query.avoidStudios && !query.avoidLabels.includes(studio.label))
      query.avoidLabels.push(studio.label);
    genreText = genreText.replace(words, ' '.repeat(words.length));
    claim(reading, words);
  }
  return genreText;
}

/** Genres wanted, left out ('no horror') or only preferred away ('funny rather than scary'). */
const KIDS_WORDS = AUDIENCES.find(({ audience }) => audience.group === 'kids')!.pattern;

/**
 * 'no cartoons for kids', 'pas les dessins animés pour gamins': a kind turned down for whom it is made, a few words
 * after it. The audience is what is refused (readAudience), not the kind: 'japanese animation' said beside it stays.
 */
function refusedForKids(text: string, end: number): boolean {
  const after = KIDS_WORDS.exec(text.slice(end, end + 24));
  return after !== null && after.index <= 12;
}

function readGenres(reading: PromptReading, said: string): void {
  const { query } = reading;
  const genreText = said.replace(LIVE_ACTION, (words) => ' '.repeat(words.length));
  if (genreText !== said && !query.excludeGenreIds.includes(genreIdOf('Animation')))
    query.excludeGenreIds.push(genreIdOf('Animation'));
  claim(reading, LIVE_ACTION);
  if (ROM_COM.test(reading.searchText)) {
    query.genreIds.push(genreIdOf('Comedy'), genreIdOf('Romance'));
    claim(reading, ROM_COM);
    // 'rom com': its 'com' is no Portuguese 'with' before a name.
    reading.searchText = reading.searchText.replace(ROM_COM, (words) => ' '.repeat(words.length));
  }
  // Where each kind is named last, and whether it is turned down there.
  const lastSaid = new Map<number, { at: number; negated: boolean }>();
  const turnedDown = new Set<number>();
  const kindsSaid: KindSaid[] = [];
  for (const { pattern, id } of GENRE_WORDS) {
    for (const match of genreText.matchAll(pattern)) {
      if (ordinaryIn(reading.language, match[0])) continue;
      const before = genreText.slice(Math.max(0, match.index - NEGATION_REACH), match.index);
      const negated =
        NEGATION_BEFORE.test(before) || NEGATION_AFTER.test(genreText.slice(match.index, match.index + 60));
      if (negated && refusedForKids(genreText, match.index + match[0].length)) continue;
      const list = !negated
        ? query.genreIds
        : PREFERENCE_BEFORE.test(before)
          ? query.softExcludeGenreIds
          : query.excludeGenreIds;
      if (!list.includes(id)) list.push(id);
      if (list === query.excludeGenreIds) turnedDown.add(id);
      if (!negated) kindsSaid.push({ id, from: match.index, to: match.index + match[0].length });
      // 'one hates it. is there a horror comedy that isn't too scary': asked in its own sentence; 'not too scary'
      // softens it, no turning down ('kann Horror nicht ausstehen' is one).
      const softened = negated && SOFTENING_BEFORE.test(before);
      const after = genreText.slice(match.index, match.index + 60).replace(/[.!?;].*$/s, '');
      if (match.index >= (lastSaid.get(id)?.at ?? -1) && !softened)
        lastSaid.set(id, {
          at: match.index,
          negated:
            NEGATION_BEFORE.test(before.replace(/^.*[.!?;]/s, '')) ||
            (NEGATION_AFTER.test(after) && !SOFTENER.test(after)),
        });
    }
    claim(reading, pattern);
  }
  keepKindsAskedOfAGroup(reading, lastSaid);
  avoidSubjectsOf(query, [...turnedDown]);
  query.genreIds = query.genreIds.filter(
    (id) => !query.excludeGenreIds.includes(id) && !query.softExcludeGenreIds.includes(id),
  );
  if (query.genreIds.length > 1 && BOTH_KINDS.test(reading.searchText)) query.allKinds = true;
  if (query.genreIds.length > 1 && kindBesideThemeKind(genreText, kindsSaid))
    query.allKinds = query.eitherKind = true;
  // 'not a musical' leaves the musical genre out too, unless the message wants it in other words ('fantasy without
  // dragons' still wants fantasy) or wants a theme that lives in it ('space, but no aliens' keeps science fiction).
  const wantsTheme = query.keywordThemes.length > 0;
  for (const id of reading.avoidedGenreWords)
    if (!wantsTheme && !query.genreIds.includes(id) && !query.excludeGenreIds.includes(id))
      query.excludeGenreIds.push(id);
}

/** A kind named in a request, where. */
interface KindSaid {
  id: number;
  from: number;
  to: number;
}

/** Words between two kinds that keep them apart: a clause's end, or 'or' / 'and' ('a comedy or a gangster film'). */
const KINDS_APART = /[,;.!?]|\b(?:or|and|ou|et|o|y|oder|und|oppure|e)\b/;

/**
 * 'une comédie avec des gangsters', 'a mafia comedy': a kind right beside a theme whose word names a kind too asks
 * for one film of both (a film of the theme's kind alone is no comedy), and a film of both kinds off the theme's tags
 * will do.
 */
function kindBesideThemeKind(text: string, kinds: readonly KindSaid[]): boolean {
  const themes = findThemes(text).map(({ index, text: words }) => ({
    from: index,
    to: index + words.length,
  }));
  const ofTheme = (kind: KindSaid) => themes.some(({ from, to }) => kind.from >= from && kind.from < to);
  return kinds.some(
    (themed) =>
      ofTheme(themed) &&
      kinds.some((kind) => {
        if (kind.id === themed.id || ofTheme(kind)) return false;
        const gap = text.slice(Math.min(kind.to, themed.to), Math.max(kind.from, themed.from));
        return gap.length <= 20 && !KINDS_APART.test(gap);
      }),
  );
}

/**
 * 'like whiplash but NOT about music', 'sin nada de música': a genre turned down in its own word turns down its
 * subject too, the themes that tell it (musicians, musicals), whatever genres the catalog files such a film under.
 */
function avoidSubjectsOf(query: MovieQuery, turnedDown: readonly number[]): void {
  for (const id of turnedDown) {
    if (!query.excludeGenreIds.includes(id)) continue;
    for (const theme of themesOfGenre(id)) {
      if (query.keywordThemes.some((wanted) => wanted.label === theme.label)) continue;
      query.avoidKeywords.push(...theme.keywords.filter((keyword) => !query.avoidKeywords.includes(keyword)));
      if (!query.avoidLabels.includes(theme.label)) query.avoidLabels.push(theme.label);
    }
  }
}

/**
 * 'one loves horror, one hates it… a horror comedy that isn't too scary?': a kind one of a group turns down and the
 * message asks for all the same, last, is asked for milder, not left out ('…a thriller, not horror' still leaves it).
 */
function keepKindsAskedOfAGroup(
  reading: PromptReading,
  lastSaid: ReadonlyMap<number, { negated: boolean }>,
): void {
  const { query } = reading;
  const turnedDown = query.excludeGenreIds.filter((id) => lastSaid.get(id)?.negated === false);
  if (!turnedDown.length || !speaksForAGroup(reading.searchText)) return;
  query.excludeGenreIds = query.excludeGenreIds.filter((id) => !turnedDown.includes(id));
  for (const id of turnedDown) if (!query.genreIds.includes(id)) query.genreIds.push(id);
  query.milder = true;
}

/** 'gibt's was, das beides ist?', 'something that's both', 'qui soit les deux': the kinds asked, in one film. */
const BOTH_KINDS =
  /\b(?:(?:that'?s|thats|that is|which is|is|are) both|both at once|(?:ist|sind|das) beides|beides (?:zugleich|gleichzeitig)|(?:soit|sont|est) les deux|les deux a la fois|sea(?:n)? (?:las dos cosas|ambas cosas)|seja(?:m)? (?:os dois|as duas coisas|ambos)|sia(?:no)? (?:entramb[ei]|tutte e due|tutti e due|le due cose)|a la vez|ao mesmo tempo|allo stesso tempo|en meme temps)\b/;

/** The tone wanted or avoided, and things avoided with their genres and keywords ('nothing gory', 'less gory'). */
function readMoodsAndAvoidables(reading: PromptReading): void {
  const { query, searchText } = reading;
  for (const { pattern, mood } of MOODS) {
    for (const match of searchText.matchAll(pattern)) {
      if (!negatedAt(searchText, match.index)) query.mood ??= mood;
      else if (!query.avoidLabels.includes(mood.label)) query.avoidLabels.push(mood.label);
    }
    claim(reading, pattern);
  }
  for (const avoidable of AVOIDABLE) {
    const pattern = new RegExp(`\\b${avoidable.pattern.source}\\b`, 'g');
    for (const match of searchText.matchAll(pattern)) {
      const before = searchText.slice(Math.max(0, match.index - NEGATION_REACH), match.index);
      if (!NEGATION_BEFORE.test(before)) continue;
      // 'less gory' keeps a genre the user asks for and drops the worst; 'nothing gory' leaves the genre out.
      const list = SOFTENING_BEFORE.test(before) ? query.softExcludeGenreIds : query.excludeGenreIds;
      // 'scary but not gory', 'de terror pero sin gore': a thing of one genre alone, turned down beside that genre
      // asked for by name, keeps the genre and leaves its worst films out ('a war movie, not violent' does not).
      const refines =
        avoidable.excludeGenreIds.length === 1 && query.genreIds.includes(avoidable.excludeGenreIds[0]!);
      for (const id of avoidable.excludeGenreIds) if (!list.includes(id) && !refines) list.push(id);
      // 'nothing violent' leaves action out too; 'action movies, not too violent' keeps the genre asked for.
      for (const id of avoidable.softExcludeGenreIds)
        if (!query.softExcludeGenreIds.includes(id) && !query.genreIds.includes(id))
          query.softExcludeGenreIds.push(id);
      for (const keyword of avoidable.keywords)
        if (!query.avoidKeywords.includes(keyword)) query.avoidKeywords.push(keyword);
    }
    claim(reading, pattern);
  }
  query.genreIds = query.genreIds.filter((id) => !query.excludeGenreIds.includes(id));
  if (query.mood && query.mood.anyGenreIds.every((id) => query.excludeGenreIds.includes(id)))
    query.mood = undefined;
}

/**
 * 'deutsche Filme, aber nicht so alte', 'nothing old or black and white': films from NOT_OLD_FROM on, unless years
 * were said. Its words are no name, thing or classics asked for ('niente di vecchio' is no one called Vecchio).
 */
function readOldFilmsRefused(reading: PromptReading): void {
  const { query } = reading;
  const words = oldFilmsRefused(reading.searchText, negatedAt);
  if (!words) return;
  if (query.yearFrom === undefined && query.yearTo === undefined) query.yearFrom = NOT_OLD_FROM;
  for (const said of words) {
    reading.searchText = reading.searchText.replace(said, ' '.repeat(said.length));
    claim(reading, said);
  }
}

function readYearsAndRuntime(reading: PromptReading): ReturnType<typeof extractRuntime> {
  const { query, searchText } = reading;
  const years = parseYears(searchText);
  query.yearFrom = years.yearFrom;
  query.yearTo = years.yearTo;
  for (const matched of years.matched) claim(reading, matched);
  // 'the past 5 years', "l'année dernière": their words are no age ('5 years') and no name read after this.
  if (years.countedBack) reading.searchText = reading.searchText.replace(years.matched[0]!, ' ');
  readOldFilmsRefused(reading);
  const said = extractRuntime(searchText, negatedAt);
  // 'plus courts', 'más cortas', 'kürzere': a comparative says no length of its own ('courts' alone would be short
  // films); it is read against the last answer or the seed (readOrderAndRelatives, readSeedChange).
  const comparatives = [SHORTER_ALL, LONGER_ALL].flatMap((pattern) => [...searchText.matchAll(pattern)]);
  for (const comparative of comparatives) claim(reading, comparative[0]);
  const runtime = comparatives.length && !said.matched.length ? { matched: [] } : said;
  query.runtimeMin = runtime.runtimeMin;
  query.runtimeMax = runtime.runtimeMax;
  for (const matched of runtime.matched) claim(reading, matched);
  return runtime;
}

/** The language most films of a country are made in, for the countries a request names. */
const COUNTRY_LANGUAGE: Record<string, string> = {
  US: 'en',
  GB: 'en',
  AU: 'en',
  CA: 'en',
  IE: 'en',
  MX: 'es',
};

/** Countries and languages of the films, wanted or avoided. */
function readOrigins(reading: PromptReading): void {
  const { query, language } = reading;
  const searchText = originWordsOfFilmNamesBlanked(reading.searchText);
  for (const origin of ORIGINS) {
    const match = origin.pattern.exec(searchText);
    if (!match) continue;
    const speakAsked = speakAskedBefore(searchText, match.index);
    if (speakAsked) {
      claim(reading, speakAsked + match[0]);
      continue;
    }
    const avoided = negatedAt(searchText, match.index);
    const languages = avoided ? query.excludeLanguages : query.languages;
    const countries = avoided ? query.excludeCountries : query.countries;
    if (origin.language && !languages.includes(origin.language)) languages.push(origin.language);
    if (origin.country && !countries.includes(origin.country)) countries.push(origin.country);
    claim(reading, origin.pattern);
  }
  // 'a spanish comedy' names a language; a Spanish sentence does not ask for Spanish films unless it says so.
  if (
    query.languages.includes(language) &&
    OWN_LANGUAGE[language] &&
    !OWN_LANGUAGE[language].test(searchText)
  )
    query.languages = query.languages.filter((code) => code !== language);
  // 'pelis japonesas que no sean anime': the anime turned down is the animation, not the Japanese asked for.
  query.excludeLanguages = query.excludeLanguages.filter((code) => !query.languages.includes(code));
  for (const matched of applyFilmLanguages(query, searchText, language, negatedAt)) claim(reading, matched);
  // 'the actual italian ones, not the hollywood knockoffs': the language asked for already leaves the others out,
  // and the avoided country would drop its co-productions in that language too.
  if (query.languages.length) query.excludeCountries = [];
  // 'keine amerikanischen/englischsprachigen', 'nothing british or in english': the language left out leaves the
  // country's films out; the country would also drop its co-productions in other languages (Italian westerns).
  query.excludeCountries = query.excludeCountries.filter(
    (country) => !query.excludeLanguages.includes(COUNTRY_LANGUAGE[country] ?? ''),
  );
}

/** A film or a cartoon named between a negation and who it is for ('not a cartoon for kids', 'pas un film pour gamins'). */
const FORM_BEFORE_AUDIENCE = new RegExp(
  String.raw`\b(?:${FILM_NOUN}|cartoons?|animated|animation|animes?|dessins? animes?|dibujos? animados?|animacion|zeichentrick\w*|animationsfilm\w*|cartoni? animat[oi]|animazione|desenhos? animados?|animacao|for|pour|para|pra|per|fur)\b`,
  'g',
);

/** Whether who the film is for is turned down, a film or cartoon named in between ('nothing animated for kids'). */
function audienceNegated(text: string, index: number): boolean {
  if (negatedAt(text, index) || withinChildish(text, index)) return true;
  const before = text.slice(Math.max(0, index - 60), index).replace(FORM_BEFORE_AUDIENCE, ' ');
  return NEGATION_BEFORE.test(before.replace(/\s+/g, ' ').replace(/^\s+/, ''));
}

/** 'for my son', 'avec mes enfants', 'para mi hija': who the film is for or who watches it, right before them. */
const FOR_SOMEONE = /\b(?:for|with|pour|avec|para|pra|con|com|per|fur|mit)\s*$/;

/** How near after a child's mention their school stage is still said of them. */
const SCHOOL_STAGE_REACH = 50;

/**
 * 'pour mon fils qui étudie ça au lycée', 'for my daughter, she's in middle school': a school stage said of the child
 * the film is for is their age, and no high-school theme.
 */
function readSchoolStage(reading: PromptReading): void {
  const child = KIDS_WORDS.exec(reading.searchText);
  if (!child) return;
  const from = child.index + child[0].length;
  const after = reading.searchText.slice(from, from + SCHOOL_STAGE_REACH);
  for (const { pattern, age } of SCHOOL_STAGES) {
    const stage = pattern.exec(after);
    if (!stage) continue;
    reading.schoolAge = age;
    // 'qui étudie ça au lycée', 'who's in middle school': the words between say that of the child, no theme.
    const between = after.slice(0, stage.index);
    const at = /\p{L}/u.test(between) && between.split(/\s+/).length <= 6 ? from : from + stage.index;
    const end = from + stage.index + stage[0].length;
    reading.searchText = `${reading.searchText.slice(0, at)} ${reading.searchText.slice(end)}`;
    return;
  }
}

/** Who the film is for: an age, an audience word, a certification, milder, or nothing childish. */
function readAudience(reading: PromptReading): void {
  const { query, searchText } = reading;
  const age = ageIn(searchText) ?? reading.schoolAge;
  const audience = AUDIENCES.find(({ pattern }) => pattern.test(searchText));
  const audienceMatch = audience ? audience.pattern.exec(searchText) : null;
  // 'not a kids movie', 'nothing childish': the family shelf is left out, and animation with it unless asked for
  // ('animated movies for adults').
  const leaveOutFamilyShelf = () => {
    const shelf = [genreIdOf('Family'), genreIdOf('Animation')].filter((id) => !query.genreIds.includes(id));
    for (const id of shelf) if (!query.excludeGenreIds.includes(id)) query.excludeGenreIds.push(id);
  };
  if (audienceMatch && audienceNegated(searchText, audienceMatch.index)) leaveOutFamilyShelf();
  else if (age !== undefined && (audience || AGE_WORDS.test(searchText))) {
    query.audience = audienceForAge(age);
    // 'sie sind 14 jahre alt': the words of the age are no story.
    for (const match of withAgeDigits(searchText).matchAll(EVERY_AGE)) claim(reading, match[0]);
  } else if (audience) query.audience = audience.audience;
  if (query.audience && audienceMatch && FOR_SOMEONE.test(searchText.slice(0, audienceMatch.index)))
    query.audience = { ...query.audience, forSomeone: true };
  const rated = reading.question ? null : RATED.exec(searchText);
  if (rated) {
    query.audience ??= certificationAudience(rated[1] ?? rated[2] ?? rated[3]!);
    claim(reading, rated[0]);
  }
  if (query.milder && !query.likeTitle && query.genreIds.length) query.audience ??= milderGenreAudience();
  if (CHILDISH.test(searchText)) {
    leaveOutFamilyShelf();
    claim(reading, CHILDISH_ALL);
  }
  for (const { pattern } of AUDIENCES) claim(reading, pattern);
  // 'my kids and my dad who only watches westerns': a genre asked may be the grown-ups'.
  if (query.audience?.anyGenreIds.length && namesGrownUps(searchText) && !asksKindForTheChild(searchText))
    query.withGrownUps = true;
  if (speaksForAGroup(searchText)) query.forAGroup = true;
}

/** People avoided and wanted, with their roles. */
function readPeople(reading: PromptReading): void {
  const { query, searchText } = reading;
  query.avoidPeople = extractAvoidedPeople(searchText, cleanName).map(({ name, role }) => {
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

/** Films in black and white end with the turn to colour of the mid-1960s. */
const BLACK_AND_WHITE_UNTIL = 1965;
const BLACK_AND_WHITE = wordPattern((p) => p.blackAndWhite ?? []);

/** 'black and white if possible', 'en noir et blanc': films of the black-and-white years, unless turned down. */
function readBlackAndWhite(reading: PromptReading): void {
  const { query, searchText } = reading;
  const match = BLACK_AND_WHITE.exec(searchText);
  if (!match || negatedAt(searchText, match.index)) return;
  query.yearTo = Math.min(query.yearTo ?? BLACK_AND_WHITE_UNTIL, BLACK_AND_WHITE_UNTIL);
  query.sort ??= 'vote_average';
  claim(reading, BLACK_AND_WHITE);
}

/** The order asked for, classics, the count, and what a follow-up asks relative to the last answer. */
function readOrderAndRelatives(reading: PromptReading, runtimeWords: string[]) {
  const { query, searchText } = reading;
  // 'niente di più lungo di 100 minuti': a comparative in the length said is that length, no change of the last one;
  // 'la última hora' of a flight is no order of the newest.
  const unsaid = runtimeWords.reduce((text, words) => text.replace(words, ' '), searchText);
  const order = extractOrder(unsaid);
  query.sort = order === 'release_date' && MORE.test(searchText) ? undefined : order;
  if (order) claim(reading, orderWordsOf(order));
  const older = OLDER.test(searchText) && order !== 'oldest';
  const newer = NEWER.test(searchText) && SURELY_NEWER.test(searchText);
  if (CLASSIC.test(searchText) && query.yearTo === undefined) {
    query.yearTo = 1979;
    query.sort ??= 'vote_average';
    claim(reading, CLASSIC);
  }
  readBlackAndWhite(reading);
  const more = (MORE.test(searchText) && !query.moreLikeThis) || reading.moreOfShown;
  // 'le plus long', 'la más corta': a superlative is the order, no change of the last answer's length.
  const shorter = SHORTER.test(unsaid) && query.runtimeMax === undefined && order !== 'shortest';
  const longer = LONGER.test(unsaid) && query.runtimeMin === undefined && order !== 'longest';
  if (shorter) query.runtimeMax = undefined;
  if (longer) query.runtimeMin = undefined;
  query.count = extractCount(reading.text);
  const countTyped = query.count === undefined ? undefined : countTypedIn(reading.text);
  if (countTyped) claim(reading, new RegExp(String.raw`\b${countTyped}\b`));
  // 'heist or crime movies', 'fantasy, like dragons': films of the kind alone will do beside the theme's.
  const either = query.count !== undefined && asksEitherKind(searchText);
  query.eitherKind =
    either || query.eitherKind || (reading.themeAsExample && query.genreIds.length) ? true : undefined;
  return { more, older, newer, shorter, longer };
}

/** The words no slot read; two or more of them are a free-text theme, else the plot words the lexicons list are. */
/**
 * Things turned down that no slot read: a plural noun right after a negation ('no clowns', 'nothing with spiders',
 * 'sin payasos', 'keine clowns', 'pas de clowns'). Films whose text names it are left out (its English word when the
 * story glossary knows it), and the word is no name or theme to look for.
 */
function readAvoidedThings(reading: PromptReading): void {
  const { query, language } = reading;
  if (reading.question) return;
  const typed = new Set<string>();
  const negated = [...reading.rest.matchAll(/(?<![\p{L}'-])\p{L}{4,}(?![\p{L}'-])/gu)]
    .filter((match) => negatedAt(reading.rest, match.index, language))
    .map((match) => match[0]);
  // 'nothing with clowns': one word read as a name turned down may be a thing too; the catalog's people decide
  // whether it is also someone (retrieval/resolve-exclusions.ts).
  const avoidedNames = query.avoidPeople.map(({ name }) => name).filter((name) => /^\p{L}{4,}$/u.test(name));
  for (const word of [...negated, ...avoidedNames]) {
    const ignored =
      NOT_NAME_WORDS.has(word) ||
      FILM_NOUN_WORD.test(word) ||
      new RegExp(`^(?:${FILLER.source})$`).test(word) ||
      new RegExp(`^(?:${NEGATION_WORDS.source})$`).test(word) ||
      isLexiconWord(word);
    if (ignored) continue;
    const english = language === 'en' ? '' : glossStory(word, language, false);
    // A plural says a kind of thing ('clowns'); a single word glossed to English is one too ('tiburones' -> shark).
    if (!english && singular(word) === word) continue;
    typed.add(word);
    // The wording names it as typed; the catalog is searched by its English.
    if (!query.avoidLabels.includes(word)) query.avoidLabels.push(word);
    const thing = english || word;
    const keyword = singular(thing);
    if (!query.avoidKeywords.includes(keyword)) query.avoidKeywords.push(keyword);
    query.avoidWords = [...new Set([...(query.avoidWords ?? []), thing])];
  }
  for (const word of typed)
    reading.rest = reading.rest.replace(new RegExp(`(?<![\\p{L}'-])${word}(?![\\p{L}'-])`, 'gu'), ' ');
}

/** 'hola buenas! algo de miyazaki', 'hi there, …': greetings opening the message name no topic and no one. */
const OPENING_GREETINGS = new RegExp(
  String.raw`^(?:(?:${alternationOf((lexicon) => [...lexicon.phrases.greetings, ...lexicon.phrases.greetingTails])})(?:\s+|$))+`,
);

function readLeftoverAndTheme(reading: PromptReading): string {
  const { query, searchText, question } = reading;
  const wishedWords = qualityWishWords(searchText);
  const leftover = reading.rest
    .replace(/[^\p{L}\p{N}' -]/gu, ' ')
    .replace(/(?:^|\s)\p{L}?'+(?=\s|$)|(?<=\s|^)'+/gu, ' ')
    // "can't stand" whole before the filler 'can' is taken out of it.
    .replace(NEGATION_WORDS, ' ')
    .replace(FILLER, ' ')
    // 'tu me recommandes quoi ?': the words asking for films at all are no topic.
    .replace(GENERIC_WORDS, ' ')
    .replace(/(?<!\p{L})'+|'+(?!\p{L})/gu, ' ')
    .replace(/\b(?:\d+|[a-z])\b/g, ' ')
    .split(/\s+/)
    // 'avec une fin surprenante': a quality wished of the films is no topic.
    .filter((word) => word && !wishedWords.has(word))
    .join(' ')
    .replace(OPENING_GREETINGS, '');
  const themeWords = [...searchText.matchAll(THEME_WORDS)]
    .filter(
      (match) =>
        !negatedAt(searchText, match.index) &&
        !fearBefore(searchText, match.index) &&
        !avoidedWith(searchText, match.index),
    )
    .map((match) => singular(match[0]));
  // A group's words left over describe its members ('mon mec', 'ma pote'), not a story to look for.
  if (!question && !query.likeTitle && !query.person && !query.forAGroup && leftover.split(' ').length >= 2)
    query.theme = leftover;
  else if (!question && !query.likeTitle && !query.keywordThemes.length && themeWords.length)
    query.theme = [...new Set(themeWords)].join(' ');
  return leftover;
}

/**
 * 'like die hard but shorter', 'comme X mais plus récent': shorter or newer than that film, not a change to the
 * request before, nor the catalog's short or recent films. Whether the request changes its seed.
 */
function readSeedChange(reading: PromptReading, runtimeWords: string[]): boolean {
  const { query, searchText } = reading;
  if (!query.likeTitle && !query.moreLikeThis && !query.likeLastLoved) return false;
  const change = {
    older: OLDER.test(searchText),
    newer: NEWER.test(searchText),
    shorter: SHORTER.test(searchText) || SHORTER_THAN.test(searchText),
    longer: LONGER.test(searchText) || LONGER_THAN.test(searchText),
    ...(LIGHTER.test(searchText) ? { lighter: true } : {}),
  };
  if (Object.values(change).some(Boolean)) query.likeChange = change;
  // 'ma più corto', 'mais plus court': the comparative's own word ('corto') says no length of its own.
  const comparatives = [SHORTER, LONGER].flatMap((pattern) => pattern.exec(searchText)?.[0] ?? []);
  const runtimeSaid = runtimeWords.some((words) => !comparatives.some((said) => said.includes(words.trim())));
  // 'shorter than this one, it's way too long': the length said of the seed asks for no long films.
  if (change.shorter && !runtimeSaid)
    [query.runtimeMax, query.runtimeMin, query.sort] = [undefined, undefined, undefined];
  if (change.longer && !runtimeSaid) query.runtimeMin = undefined;
  if (change.newer && query.sort === 'release_date') query.sort = undefined;
  return Boolean(query.likeChange);
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
  const more = relative?.more ?? (MORE.test(reading.searchText) && !query.moreLikeThis);
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
  // 'thanks, great recommendation' praises the films just shown: it asks for none; 'mit überraschendem Ende' asks for
  // films that have it.
  const generic = GENERIC.test(withoutJudgement(text)) || TOP_RATED.test(text) || wishesAQuality(text);
  // Words left over ('thanks a lot, that helps') are no topic; a genre, a person or a length is.
  const asksForFilms = isTopical({ ...query, theme: undefined }) || timeOrShape || generic;
  const smallTalk = question || more || rejected ? undefined : extractSmallTalk(text, asksForFilms);
  const cue = question || smallTalk ? undefined : extractFactCue(text);
  // 'il est sorti en quelle année celui-là ?': a fact of the film pointed at, the page's one.
  const ofThisFilm =
    cue && pointsAtThis(cue.title) ? { kind: 'fact' as const, aspect: cue.aspect } : undefined;
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
    leftover,
    ...(ref ? { ref } : {}),
    ...(unreadable ? { unreadable } : {}),
    ...(QUESTION_ONLY.test(text) ? { questionLike: true } : {}),
    ...(factCue ? { factCue } : {}),
  };
}
