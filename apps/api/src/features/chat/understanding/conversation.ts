import type { ChatMessage } from '@marquee/contracts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';
import {
  hasCriteria,
  isTopical,
  type MovieQuery,
  type AnswerReference,
  type FactAspect,
  type MovieQuestion,
  type ParsedPrompt,
  type ReplyLanguage,
  yearsSaid,
} from './chat-query.ts';
import {
  hasLanguageEvidence,
  leaderAmong,
  replyLanguageOf,
  tiedLanguages,
} from './extractors/language.extractor.ts';
import { layoutAlone } from './extractors/layout.extractor.ts';
import { askedAspect } from './extractors/reference-question.extractor.ts';
import { twoQuestions } from './extractors/two-questions.extractor.ts';
import {
  extractReference,
  isReferenceOnly,
  pointingAfterCourtesy,
} from './extractors/reference.extractor.ts';
import { replyLanguageAsked, replyLanguageRequestIn } from './extractors/reply-language-request.extractor.ts';
import { alternationOf } from './lexicons/all-languages.ts';
import { isReplyLanguage } from './lexicons/registry.ts';
import { partsOnlyWithGreetings, type SmallTalk } from './extractors/small-talk.extractor.ts';
import { milderGenreAudience } from './lexicon.ts';
import { escapeRegExp, normalizeText } from './text.ts';
import { meantTitle, titleNamedBy, withTitleMeant } from './corrected-title.ts';
import { askedOfReturned, returnedTo } from './returned-topic.ts';
import {
  filmCorrection,
  filmOfShownByPerson,
  onlyDescribes,
  type FilmCorrection,
} from './film-correction.ts';
import { parsePrompt, type TitleReading } from './parse-prompt.ts';
import { verdictOnShown, type VerdictOnShown } from './verdict-on-shown.ts';
import { PERSON_PRONOUN, personNamedIn, personsFilmsAsked, someoneElsesFilms } from './person-in-focus.ts';

/** 'shorter' / 'longer' than some films shown (their ids); `kept` when an earlier message of the request asked it. */
interface RelativeLength {
  direction: 'shorter' | 'longer';
  than: number[];
  kept?: boolean;
}

export type ConversationTurn = TurnRead & {
  /** The earlier message read again when this one only asked for the reply in another language. */
  rereads?: string;
};

type TurnRead =
  | { kind: 'small-talk'; topic: SmallTalk; language: ReplyLanguage }
  | { kind: 'unreadable'; language: ReplyLanguage }
  | {
      kind: 'question';
      question: MovieQuestion;
      /** The film of the previous answer the question points at ('the first one'). */
      subjectId?: number;
      /** The previous answer's films, in order. */
      previous: number[];
      language: ReplyLanguage;
      /** 'no, the old one': the question is about another film of the name the last one was about. */
      corrected?: FilmCorrection;
    }
  | {
      kind: 'request';
      query: MovieQuery;
      /** Movies already shown since this request started: the next answer leaves them out. */
      excludeIds: number[];
      followUp: boolean;
      generic: boolean;
      leftover: string;
      language: ReplyLanguage;
      /** 'more like the first one': the previous answer's film the request is like. */
      seedId?: number;
      /** 'which of these are under 2 hours': the previous answer's films the answer is picked from, none other. */
      among?: number[];
      /**
       * 'just the ones under 2.5 hours': the request the films shown came from, narrowed as asked; more of its films
       * are added when too few of those shown fit.
       */
      narrowed?: MovieQuery;
      /** 'shorter' / 'longer' than the films just shown (their ids), resolved against their runtimes. */
      relative?: RelativeLength;
      /** The previous answer's films, in order. */
      previous: number[];
      /** A question the parser could not type ('who...', 'how long...'). */
      questionLike: boolean;
      /** A fact asked of a title in any word order, if the catalog has the title. */
      factCue?: ParsedPrompt['factCue'];
      /** 'just the titles', 'with the director next to each': how the reply's list items read. */
      layout?: ParsedPrompt['layout'];
      /** Words read as chatter beside a refinement ('got work tmrw'); the catalog may know them as a name. */
      chatter?: string;
      /**
       * 'tarantino movies with samuel l jackson' then 'now without the westerns': the words beside the person the
       * request started with, which may name a partner of theirs; its refinements keep them.
       */
      partnerWords?: string;
    };

/** 'that one', 'esa', 'celui-là': one film pointed at, not the several just shown. */
const ONE_FILM_POINTER = new RegExp(
  `\\b(?:${alternationOf((lexicon) => lexicon.phrases.oneFilmPointer)})\\b`,
);

/**
 * 'and my best?' then 'something like that one': likeness pointed at one film, off any film's page, is of the film
 * the last answer leads with (its best, its oldest, its first).
 */
function oneShownPointedAt(parsed: ParsedPrompt, text: string, previous: number[], onFilmPage: boolean) {
  if (!parsed.query.moreLikeThis || onFilmPage || !previous.length) return undefined;
  return ONE_FILM_POINTER.test(normalizeText(text)) ? previous[0] : undefined;
}

/** The film a reference points at: 'the first one' is the first of the list, 'the last one' its last. */
export function referredFilm(previous: number[], ref: AnswerReference | undefined): number | undefined {
  if (!ref) return undefined;
  return ref.index < 0 ? previous.at(ref.index) : previous[ref.index];
}

/** The films an answer is about: its numbered list, or every link when it has none (a fact answer). */
export function filmsOfAnswer(text: string): number[] {
  const listed = moviesListedIn(text).map((movie) => movie.id);
  return listed.length ? listed : moviesShownIn(text).map((movie) => movie.id);
}

/**
 * Whether the new message names a topic that cannot be added to the earlier request: the same slot with another
 * value ('french dramas' then 'what about westerns', another person, another 'like' title), or a tone that rules out
 * what was asked ('comedies' then 'ok something sad now').
 */
function replacesTopic(previous: MovieQuery, asked: MovieQuery): boolean {
  const otherGenres =
    asked.genreIds.length > 0 &&
    previous.genreIds.length > 0 &&
    !asked.genreIds.some((id) => previous.genreIds.includes(id));
  const otherPerson =
    Boolean(asked.person && previous.person) && asked.person!.name !== previous.person!.name;
  const otherTitle = Boolean(asked.likeTitle && previous.likeTitle) && asked.likeTitle !== previous.likeTitle;
  const toneRulesOut =
    Boolean(asked.mood) && previous.genreIds.some((id) => asked.mood!.excludeGenreIds.includes(id));
  return otherGenres || otherPerson || otherTitle || toneRulesOut;
}

function isFreshTopic(parsed: ParsedPrompt, previous: MovieQuery | undefined): boolean {
  if (!isTopical(parsed.query) || parsed.followUp.sameAsBefore) return false;
  // 'a bit lighter, with some humour' after war films: lighter than what was asked, so it is kept.
  if (parsed.query.milder && previous?.genreIds.length) return false;
  // 'something japanese maybe' after animated films: a language or a country narrows the kind asked for.
  if (previous && !isTopical({ ...parsed.query, languages: [], countries: [] })) return false;
  return !parsed.followUp.refinement || (previous !== undefined && replacesTopic(previous, parsed.query));
}

const union = <T>(a: T[], b: T[]) => [...new Set([...a, ...b])];

/** 'which of these', 'cuáles de esas', 'welche davon': what the message asks is asked of the last answer's films. */
const NARROWING = alternationOf((lexicon) => lexicon.phrases.narrowingLeads);
const AMONG = new RegExp(
  String.raw`\b(?:${alternationOf((lexicon) => lexicon.phrases.amongLeads)}|${NARROWING})\b`,
);
const NARROWS = new RegExp(String.raw`\b(?:${NARROWING})\b`);

/**
 * Whether a message opening a topic is a request later messages may follow: criteria, 'something good', a film
 * pointed at, or words the catalog reads only when answering ('nolan films', which 'and from the 2000s?' follows).
 */
function startsRequest(parsed: ParsedPrompt, seedId: number | undefined): boolean {
  const { query, generic, followUp, leftover } = parsed;
  return hasCriteria(query) || generic || followUp.older || seedId !== undefined || Boolean(leftover);
}

/**
 * A follow-up that only bounds the years, the length or the language of what was asked, or turns down a kind or a
 * theme of it ('now without the westerns', 'not the war ones'), and asks for no others. 'Newer ones, after 2000' or
 * 'older, before 1980' bound the years as typed: 'newer' or 'older' only says which way.
 */
function narrowsOnly({ query, followUp }: ParsedPrompt): boolean {
  const { more, older, newer, shorter, longer } = followUp;
  const yearsTyped = query.yearFrom !== undefined || query.yearTo !== undefined;
  if (more || ((older || newer) && !yearsTyped) || shorter || longer) return false;
  const turnedDown = { excludeGenreIds: [], avoidKeywords: [], avoidLabels: [], avoidWords: undefined };
  const bounds =
    query.excludeGenreIds.length > 0 ||
    query.avoidLabels.length > 0 ||
    query.yearFrom !== undefined ||
    query.yearTo !== undefined ||
    query.runtimeMin !== undefined ||
    query.runtimeMax !== undefined ||
    query.languages.length > 0 ||
    query.excludeLanguages.length > 0;
  return bounds && !asksBeyondBounds({ ...query, ...turnedDown });
}

/** Whether a request asks anything of the films beyond their years, length and language (a genre, a mood...). */
export function asksBeyondBounds(query: MovieQuery): boolean {
  const rest = {
    ...query,
    yearFrom: undefined,
    yearTo: undefined,
    runtimeMin: undefined,
    runtimeMax: undefined,
    languages: [],
    excludeLanguages: [],
    theme: undefined,
    sort: undefined,
  };
  return hasCriteria(rest);
}

/** A refinement keeps the earlier request and overrides what the new message says. */
function refine(previous: MovieQuery, parsed: ParsedPrompt, lastReply: string | undefined): MovieQuery {
  const asked = parsed.query;
  const next: MovieQuery = { ...previous };
  // 'less scary' after horror asks for milder horror, not for no horror: the genre asked for stays, rated PG-13 at
  // most (after 'like <film>', below that film's rating: answers/recommend.answer.ts).
  const keptMilder = (id: number) => asked.milder && previous.genreIds.includes(id);
  next.excludeGenreIds = union(previous.excludeGenreIds, asked.excludeGenreIds).filter(
    (id) => !asked.genreIds.includes(id) && !keptMilder(id),
  );
  next.genreIds = union(previous.genreIds, asked.genreIds).filter((id) => !next.excludeGenreIds.includes(id));
  next.softExcludeGenreIds = union(previous.softExcludeGenreIds, asked.softExcludeGenreIds).filter(
    (id) => !keptMilder(id),
  );
  next.milder = previous.milder || asked.milder;
  // 'a bit lighter, with some humour' after war films: a war film with humour, both kinds at once.
  if (
    asked.milder &&
    asked.genreIds.some((id) => !previous.genreIds.includes(id)) &&
    previous.genreIds.length
  )
    next.allKinds = true;
  if (asked.milder && !previous.likeTitle && !asked.audience && previous.genreIds.length)
    next.audience ??= milderGenreAudience();
  next.avoidKeywords = union(previous.avoidKeywords, asked.avoidKeywords);
  next.avoidLabels = union(previous.avoidLabels, asked.avoidLabels);
  const avoidWords = union(previous.avoidWords ?? [], asked.avoidWords ?? []);
  if (avoidWords.length) next.avoidWords = avoidWords;
  next.avoidPeople = [...previous.avoidPeople, ...asked.avoidPeople];
  next.avoidTitles = union(previous.avoidTitles, asked.avoidTitles);
  next.avoidStudios = union(previous.avoidStudios, asked.avoidStudios);
  next.studios = union(previous.studios, asked.studios).filter(
    (studio) => !next.avoidStudios.includes(studio),
  );
  next.excludeLanguages = union(previous.excludeLanguages, asked.excludeLanguages);
  next.excludeCountries = union(previous.excludeCountries, asked.excludeCountries);
  const avoidedThemes = new Set(asked.avoidLabels);
  next.keywordThemes = [
    ...previous.keywordThemes.filter((theme) => !avoidedThemes.has(theme.label)),
    ...asked.keywordThemes.filter(
      (theme) => !previous.keywordThemes.some((had) => had.label === theme.label),
    ),
  ];
  if (asked.count !== undefined) next.count = asked.count;
  if (asked.scope !== 'catalog') next.scope = asked.scope;
  next.rewatch = previous.rewatch || asked.rewatch;
  // 'not comedy this time' also drops a person or a theme the new message avoids.
  if (next.person && asked.avoidPeople.some((avoided) => avoided.name === next.person?.name))
    next.person = undefined;
  // A lighter tone after war films keeps the war films: the tone's own exclusions spare the genres kept.
  if (asked.mood)
    next.mood = {
      ...asked.mood,
      excludeGenreIds: asked.mood.excludeGenreIds.filter((id) => !keptMilder(id)),
    };
  if (next.mood && next.mood.anyGenreIds.every((id) => next.excludeGenreIds.includes(id)))
    next.mood = undefined;
  if (asked.theme) next.theme = asked.theme;
  if (asked.themeWord) next.themeWord = asked.themeWord;
  if (asked.person) [next.person, next.alsoPeople] = [asked.person, asked.alsoPeople];
  if (asked.audience) next.audience = asked.audience;
  if (asked.languages.length) next.languages = asked.languages;
  if (asked.countries.length) next.countries = asked.countries;
  if (asked.runtimeMax !== undefined || asked.runtimeMin !== undefined) {
    next.runtimeMax = asked.runtimeMax;
    next.runtimeMin = asked.runtimeMin;
  }
  if (asked.yearFrom !== undefined || asked.yearTo !== undefined) {
    next.yearFrom = asked.yearFrom;
    next.yearTo = asked.yearTo;
  }
  if (asked.sort) next.sort = asked.sort;
  if (parsed.followUp.shorter) next.runtimeMin = undefined;
  // 'ok but shorter than this one' after 'more like this': the seed changed as the message says.
  if (asked.likeChange && (next.moreLikeThis || next.likeTitle)) next.likeChange = asked.likeChange;
  if (parsed.followUp.longer) next.runtimeMax = undefined;
  const years = moviesShownIn(lastReply ?? '')
    .map((movie) => movie.year)
    .filter((year): year is number => year !== undefined);
  if (parsed.followUp.older && !yearsSaid(asked)) {
    // Older than most of what was shown: before its median year (or before the range asked for).
    const sorted = [...years].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    next.yearTo =
      previous.yearFrom !== undefined ? previous.yearFrom - 1 : median !== undefined ? median - 1 : 1989;
    next.yearFrom = undefined;
  }
  // 'older ones, before 1990' after 'recent sci-fi': no longer the newest first.
  if (parsed.followUp.older && next.sort === 'release_date' && asked.sort !== 'release_date')
    next.sort = undefined;
  if (parsed.followUp.newer && !yearsSaid(asked)) {
    const newestShown = years.length ? Math.max(...years) : undefined;
    const bound = newestShown ?? previous.yearTo;
    next.yearFrom = bound !== undefined ? bound + 1 : undefined;
    next.yearTo = undefined;
    next.sort = 'release_date';
  }
  return next;
}

/** A standalone 'older ones' with nothing before it: older than the last thirty years or so. */
function fresh(parsed: ParsedPrompt): MovieQuery {
  const query = { ...parsed.query };
  if (parsed.followUp.older && !yearsSaid(query)) query.yearTo = 1989;
  if (parsed.followUp.newer && !yearsSaid(query)) query.sort = 'release_date';
  // 'something shorter' with nothing before it: shorter than most films.
  if (parsed.followUp.shorter && query.runtimeMax === undefined) query.runtimeMax = 100;
  if (parsed.followUp.longer && query.runtimeMin === undefined) query.runtimeMin = 140;
  return query;
}

/**
 * The conversation's language after a message said in `read`: 'mas' or 'y de los 80?' is Spanish too when the
 * conversation is, a short message does not switch it back; 'otra', 'ok', 'si' after an answer (`afterAnswer`, no
 * greeting or thanks) keeps it.
 */
function languageAfter(said: string, read: ReplyLanguage, language: ReplyLanguage, afterAnswer: boolean) {
  const words = said.trim().split(/\s+/).length;
  const oneWordFollowUp = words === 1 && afterAnswer;
  return (words <= 3 && read === 'en') || oneWordFollowUp ? language : read;
}

/** Who a conversation is about, kept through its changes of course. */
interface PeopleInFocus {
  /** The person an earlier reply named ('directed by **Steven Spielberg**'). */
  named?: string;
  /** The words beside the person the request started with, which may name a partner ('tarantino' beside a cast). */
  partnerWords?: string;
  /** The request's answer was a person's films, all of them: 'older ones' narrows them, as 'no westerns' does. */
  personsFilms?: boolean;
}

/**
 * The question a message asks: typed, a bare fact of the films just shown, a place in their list, or the films of
 * someone the conversation is about ('another film of his': a person an earlier reply named, or the one film shown).
 */
function questionOf(
  text: string,
  parsed: ParsedPrompt,
  seen: { previous: number[]; onFilmPage: boolean; named?: string; topic?: MovieQuery },
): MovieQuestion | undefined {
  const { previous, onFilmPage, named, topic } = seen;
  const bare = previous.length || onFilmPage ? factOfTheFilmsShown(text) : undefined;
  const someone = named !== undefined || previous.length === 1;
  return (
    parsed.question ??
    bare ??
    (previous.length ? filmPointedAlone(text) : undefined) ??
    (someone ? someoneElsesFilms(text, parsed, topic) : undefined)
  );
}

/** 'what did he make in the 80s': the person's films the message bounds, asked as a request; the one film shown left out. */
function boundedFilmsTurn(
  query: MovieQuery,
  parsed: ParsedPrompt,
  previous: number[],
  language: ReplyLanguage,
): TurnRead {
  return {
    kind: 'request',
    query,
    excludeIds: previous.length === 1 ? previous : [],
    followUp: false,
    generic: false,
    leftover: '',
    language,
    previous,
    questionLike: false,
    ...(parsed.layout ? { layout: parsed.layout } : {}),
  };
}

/** Facts a bare cue asks of the films just shown: a story ('plot?') or a nod ('sounds good') is not one of them. */
const BARE_FACTS: readonly FactAspect[] = ['cast', 'director', 'runtime', 'year', 'genres'];
/** 'denn da mit', 'dedans', 'la': the pronouns and particles a bare fact cue may come with. */
const MOST_WORDS_BESIDE_CUE = 3;

/** One bare fact asked ('wer spielt da mit', 'how long?'): its aspect, when few words come beside its cue. */
function bareAspect(text: string): FactAspect | undefined {
  const asked = askedAspect(
    normalizeText(text)
      .replace(/[?!.,]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  if (!asked || !BARE_FACTS.includes(asked.aspect)) return undefined;
  return asked.rest.split(' ').filter(Boolean).length <= MOST_WORDS_BESIDE_CUE ? asked.aspect : undefined;
}

/** A message's first sentence: 'quanto dura? devo capire se finisco prima di mezzanotte' asks, then says why. */
const FIRST_SENTENCE = /^(.+?[?!])\s+\S/u;

/**
 * 'wer spielt da mit', "chi l'ha diretto?", 'quién sale?': a fact cue with no title or place, asked right after an
 * answer with films, is about its film (the first of a list), and on a film's page about that film. Two bare facts
 * joined ('quien sale y cuanto dura') are both asked; a bare question opening the message is asked whatever
 * sentences follow it.
 */
function factOfTheFilmsShown(text: string): MovieQuestion | undefined {
  const asked = FIRST_SENTENCE.exec(text)?.[1] ?? text;
  const halves = twoQuestions(normalizeText(asked).replace(/[?!.]+$/, ''));
  const both = halves?.map(bareAspect);
  if (both?.[0] && both[1] && both[0] !== both[1])
    return { kind: 'fact', aspect: both[0], alsoAspects: [both[1]] };
  const aspect = bareAspect(asked);
  return aspect && { kind: 'fact', aspect };
}

/** 'and', 'what about', 'y', 'et', 'und', 'e': words a bare reference may open with ('and the third?'). */
const POINTING_LEAD =
  /^(?:and|so|then|what about|how about|y|y que tal|que tal|et|et puis|alors|und|also|e|ed|allora|entao)\s+/;

/**
 * 'the second one?', 'and the third?', 'el segundo?', 'le deuxième ?', 'der zweite?': a place in the list just shown
 * and nothing else asks about that film, as 'tell me about it' would.
 */
function filmPointedAlone(text: string): MovieQuestion | undefined {
  const words = normalizeText(text)
    .replace(/[?!.,;:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(POINTING_LEAD, '');
  const ref = isReferenceOnly(words) ? extractReference(words) : undefined;
  return ref && { kind: 'fact', aspect: 'overview', ref };
}

/** 'it', 'die', 'esta': a question's subject that only points at a film named elsewhere in the message. */
const POINTING_WORD = new RegExp(
  `^(?:${alternationOf((lexicon) => [...lexicon.phrases.thisMovie, ...lexicon.phrases.articles])})$`,
);

/**
 * 'the second one, who directed it?', 'la tercera, ¿cuánto dura?': a question about no title whose 'it' is the film
 * the message points at in the previous answer.
 */
function aboutThePlaceNamed(question: MovieQuestion, text: string): MovieQuestion {
  if (question.kind !== 'fact' && question.kind !== 'character') return question;
  if (question.ref || (question.title && !POINTING_WORD.test(question.title))) return question;
  const ref = extractReference(normalizeText(text));
  if (ref) return { ...question, title: undefined, ref };
  // 'aus welchem jahr ist der?': a pronoun alone names no title; the film is the page's or the last answer's.
  return question.title ? { ...question, title: undefined } : question;
}

/** A question asked in a conversation, about the film it points at or, with no title, the last answer's first. */
function questionTurn(
  question: MovieQuestion,
  {
    previous,
    lastReply,
    named: namedBefore,
    language,
  }: { previous: number[]; lastReply?: string; named?: string; language: ReplyLanguage },
): TurnRead {
  // 'who directed jaws' then 'what else did he make': the person the last reply named, else one an earlier reply did
  // ('quem dirigiu pulp fiction?', 'quanto dura?', 'outro filme dele').
  const noOneNamed =
    question.kind === 'filmography' && (!question.name || PERSON_PRONOUN.test(question.name));
  const ref = 'ref' in question ? question.ref : undefined;
  const pointed = referredFilm(previous, ref);
  // 'the same director' with no film named, right after an answer with films: the one of its film (the first of a
  // list, or the one pointed at), whoever else the reply named.
  const viaShown = question.kind === 'filmography' && question.via?.title === '' && previous.length > 0;
  // 'the director' with no film named: the person the last reply named, else the director of the film in view.
  if (!viaShown && (noOneNamed || (question.kind === 'filmography' && question.via?.title === ''))) {
    const named =
      (lastReply ? personNamedIn(lastReply) : undefined) ?? (noOneNamed ? namedBefore : undefined);
    if (named) Object.assign(question, { name: named, afterPrevious: true, via: undefined });
    // 'how long is the dark knight?' then 'another film of his': no one named, the director of the one film shown;
    // 'who's in fight club?' then 'what else has he been in': its lead.
    else if (noOneNamed && previous.length === 1) {
      const role = question.role === 'cast' ? 'cast' : 'director';
      Object.assign(question, { via: { title: '', role }, afterPrevious: true });
    }
  }
  // 'the same director', or 'another film of his' naming no one: the person of the film just shown.
  const throughShown = question.kind === 'filmography' && question.via?.title === '' && previous.length > 0;
  // 'is it too long?' right after an answer is about its film, or the first of its list.
  const aboutNoTitle = (question.kind === 'fact' || question.kind === 'character') && !question.title;
  const shown = !ref && aboutNoTitle && previous.length > 0;
  const subjectId = pointed ?? (shown || throughShown ? previous[0] : undefined);
  return {
    kind: 'question',
    question,
    previous,
    language,
    ...(subjectId !== undefined ? { subjectId } : {}),
  };
}

/**
 * 'ok which of these are under 2 hours': the films just shown that fit, none other; the request stays as it was.
 * 'just the ones under 2.5 hours' narrows the request they came from (`narrowed`: its own films may top them up).
 */
function amongTheFilmsShown(
  parsed: ParsedPrompt,
  text: string,
  previous: number[],
  language: ReplyLanguage,
  request?: MovieQuery,
): TurnRead | undefined {
  const criteria = { ...parsed.query, theme: undefined, sort: undefined };
  const said = normalizeText(text);
  if (!previous.length || !hasCriteria(criteria) || !AMONG.test(said)) return undefined;
  const narrowed =
    request && NARROWS.test(said)
      ? refine(request, { ...parsed, query: { ...parsed.query, theme: undefined } }, undefined)
      : undefined;
  return {
    ...(narrowed ? { narrowed } : {}),
    kind: 'request',
    query: { ...fresh(parsed), theme: undefined },
    excludeIds: [],
    followUp: true,
    generic: false,
    leftover: parsed.leftover,
    language,
    previous,
    questionLike: false,
    among: previous,
  };
}

/** 'list them all again, shortest first', 'muéstramelas de nuevo': the films of the last list, asked for again. */
const LISTED_AGAIN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${alternationOf((lexicon) => lexicon.phrases.listedAgain)})(?![\p{L}\p{N}])`,
  'u',
);

/**
 * 'who directed the first one?' then 'ok now list them all again, shortest first': 'them' is the last list shown (not
 * the one film answered since), its films all listed again in the order or layout asked, and no others.
 */
function listedAgain(
  parsed: ParsedPrompt,
  text: string,
  listed: number[],
  language: ReplyLanguage,
): TurnRead | undefined {
  const criteria = { ...parsed.query, theme: undefined, sort: undefined, count: undefined };
  if (listed.length < 2 || hasCriteria(criteria) || !LISTED_AGAIN.test(normalizeText(text))) return undefined;
  return {
    kind: 'request',
    query: { ...fresh(parsed), theme: undefined, count: listed.length },
    excludeIds: [],
    followUp: true,
    generic: false,
    leftover: '',
    language,
    previous: listed,
    questionLike: false,
    among: listed,
    ...(parsed.layout ? { layout: parsed.layout } : {}),
  };
}

export interface ReadingOptions extends TitleReading {
  names?: string[];
  /** Catalog people the latest message names in full: no words of the grammar's ('will smith comedies'). */
  heldNames?: string[];
  /** Words beside a refinement are what they say, no chatter ('actually make it tom cruise, after 2000'). */
  keepChatter?: boolean;
  /** The message is sent from a film's page: a bare fact question ('cuanto dura?') is about that film. */
  onFilmPage?: boolean;
  /** How earlier messages' titles were read when they were answered (by their text): the same again now. */
  earlier?: ReadonlyMap<string, TitleReading>;
}

/**
 * A message without the catalog people it names: 'uma thurman', 'leone westerns' are English requests, whatever
 * language a name's words belong to ('uma' is Portuguese for 'a'). Only names the catalog confirmed: a name the
 * grammar guessed may be the request's own words ('la tarea de matemáticas').
 */
function withoutNames(text: string, names: string[]): string {
  // The longest first: 'max von sydow' holds 'sydow'.
  const longestFirst = names.map(normalizeText).sort((a, b) => b.length - a.length);
  // Whole words only: a short title ('up', 'her') is no part of another word.
  const whole = (name: string) =>
    new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(name)}(?![\p{L}\p{N}])`, 'u');
  return longestFirst.reduce((rest, name) => (name ? rest.replace(whole(name), ' ') : rest), text);
}

/**
 * The language a message is said in, without the catalog people it names nor the titles a film is asked like ('algo
 * entre aliens e alien': titles keep the words of their own language), unless nothing else tells it.
 */
function languageSaid(
  said: string,
  parsed: ParsedPrompt,
  names: string[],
  language: ReplyLanguage,
): ReplyLanguage {
  const unnamed = withoutNames(normalizeText(said), names);
  const { likeTitle, alsoLike = [] } = parsed.query;
  // Small talk asks no film like another: 'como foi o teu dia' is no film like 'foi o teu dia'.
  const asked = likeTitle && !parsed.smallTalk ? [likeTitle, ...alsoLike] : [];
  const untitled = withoutNames(unnamed, asked);
  if (!hasLanguageEvidence(untitled)) return replyLanguageOf(unnamed, language);
  // 'algo tipo mad max estrada da furia', 'film tipo il gladiatore': words shared by languages leave a tie, which the
  // title as typed in one of them ('estrada da furia' is Portuguese) breaks, unless the conversation's language is tied.
  const tied = tiedLanguages(untitled);
  const byTitle = tied.includes(language) ? undefined : leaderAmong(unnamed, tied);
  return byTitle ?? replyLanguageOf(untitled, language);
}

/**
 * After an answer, 'under 2 hours, got work tmrw' or 'liked them, but the same vibe and funnier' refines the request;
 * the words nothing read are chatter.
 */
function withoutChatter(parsed: ParsedPrompt): ParsedPrompt {
  if (!parsed.followUp.besideChatter && !parsed.followUp.sameAsBefore) return parsed;
  return {
    ...parsed,
    query: { ...parsed.query, theme: undefined },
    followUp: { ...parsed.followUp, refinement: true },
  };
}

/**
 * 'des films dans le même style' with no request before, on a film's page: the same as the film in view; 'sowas in
 * der Art, aber kürzer' changes that film (shorter than it), as 'like it but shorter' does, with no answer to change.
 */
function likeTheFilmInView(parsed: ParsedPrompt): void {
  if (!parsed.followUp.sameAsBefore || parsed.query.likeTitle) return;
  parsed.query.moreLikeThis = true;
  const { older, newer, shorter, longer } = parsed.followUp;
  if (!older && !newer && !shorter && !longer) return;
  parsed.query.likeChange = { ...parsed.query.likeChange, older, newer, shorter, longer };
  parsed.followUp = { ...parsed.followUp, older: false, newer: false, shorter: false, longer: false };
}

/** A verdict on the films shown ('those are all too long') refines their request, for shorter ones if it says so. */
function afterVerdict(parsed: ParsedPrompt, judged: VerdictOnShown['judged']): ParsedPrompt {
  const shorter = judged === 'shorter' && parsed.query.runtimeMax === undefined;
  const longer = judged === 'longer' && parsed.query.runtimeMin === undefined;
  const followUp = { ...parsed.followUp, refinement: true };
  if (shorter) followUp.shorter = true;
  if (longer) followUp.longer = true;
  return { ...parsed, followUp };
}

/**
 * The words of a message that ask something after an answer: 'thanks! the first one, how long is it' asks about the
 * first film, 'nah those are all too long, anything under 2 hours?' for films under 2 hours of the same request.
 */
function readAfterAnswer(
  said: string,
  previous: number[],
  { talked = [], ...options }: TitleReading & { names: readonly string[]; talked?: readonly ChatMessage[] },
) {
  const pointing = previous.length ? pointingAfterCourtesy(said) : undefined;
  const verdict = previous.length && !pointing ? verdictOnShown(said) : undefined;
  // 'volviendo a alien, quien sale en ella?': the question is asked of the film gone back to, talked of before.
  const back = returnedTo(said, talked);
  const returned = back && askedOfReturned(parsePrompt(back.question, options), back.title);
  if (back && returned) return { text: back.question, parsed: returned };
  const text = pointing ?? verdict?.rest ?? said;
  const parsed = parsePrompt(text, options);
  return { text, parsed: verdict ? afterVerdict(parsed, verdict.judged) : parsed };
}

/** 'no sorry i meant aliens' after 'who directed alien': the message before it, asking about the title meant. */
function correctedMessage(last: { turn: TurnRead; text: string }, said: string): string | undefined {
  const meant = meantTitle(said);
  // 'je voulais dire le vieux': words that only describe the film meant name no title (filmCorrection reads them).
  if (meant && onlyDescribes(meant)) return undefined;
  const named = meant && titleNamedBy(last.turn);
  return named ? withTitleMeant(normalizeText(last.text), named, meant) : undefined;
}

/**
 * 'no, the old one' after 'how long is top gun?': the question asked again of the film meant; 'non pas le premier, la
 * deuxième partie. et ça dure combien ?' asks its own question of it.
 */
function correctedQuestion(
  parsed: ParsedPrompt,
  corrected: FilmCorrection,
  { previous, language }: { previous: number[]; language: ReplyLanguage },
): TurnRead {
  const own = parsed.question;
  const question =
    own?.kind === 'fact' || own?.kind === 'character'
      ? { ...own, title: undefined, ref: undefined }
      : corrected.asked;
  return { kind: 'question', question, previous, language, corrected };
}

/** 'just the titles please' after a list: the request before it, read again and laid out as asked. */
function relaidOut(last: { turn: TurnRead; text: string } | undefined, said: string) {
  if (last?.turn.kind !== 'request') return undefined;
  const layout = layoutAlone(said);
  return layout && { turn: { ...last.turn, layout }, text: last.text };
}

/** 'ciao', 'salut' or 'servus' opening a conversation greets; after an answer it takes leave. */
function smallTalkTurn(topic: SmallTalk, said: string, opening: boolean, language: ReplyLanguage): TurnRead {
  const greets = opening && topic === 'goodbye' && partsOnlyWithGreetings(normalizeText(said));
  return { kind: 'small-talk', topic: greets ? 'greeting' : topic, language };
}

/**
 * 'something shorter': a length measured against the films just shown. 'something shorter' then 'and no cartoons':
 * the length asked stays with the request it narrowed, measured against the same films, until a length is asked
 * again or the topic changes.
 */
function relativeLengthAsked(
  parsed: ParsedPrompt,
  previous: number[],
  followUp: boolean,
  askedBefore: RelativeLength | undefined,
): RelativeLength | undefined {
  const { shorter, longer } = parsed.followUp;
  if ((shorter || longer) && previous.length)
    return { direction: shorter ? 'shorter' : 'longer', than: previous };
  const lengthTyped = parsed.query.runtimeMax !== undefined || parsed.query.runtimeMin !== undefined;
  return followUp && !lengthTyped && askedBefore ? { ...askedBefore, kept: true } : undefined;
}

/** What a request turn carries, beside the message's own reading. */
interface RequestState {
  query: MovieQuery;
  excludeIds: number[];
  followUp: boolean;
  language: ReplyLanguage;
  previous: number[];
  layout: ParsedPrompt['layout'];
  seedId: number | undefined;
  relative: RelativeLength | undefined;
  partnerWords: string | undefined;
}

/** A request read with the conversation before it; `typed` is the message as typed, before chatter was set aside. */
function requestTurn(parsed: ParsedPrompt, typed: ParsedPrompt, state: RequestState): TurnRead {
  const { layout, seedId, relative, partnerWords, ...turn } = state;
  return {
    kind: 'request',
    ...turn,
    generic: parsed.generic,
    leftover: parsed.leftover,
    questionLike: Boolean(parsed.questionLike),
    ...(parsed.factCue ? { factCue: parsed.factCue } : {}),
    ...(layout ? { layout } : {}),
    ...(seedId !== undefined ? { seedId } : {}),
    ...(relative ? { relative } : {}),
    ...(parsed !== typed && typed.query.theme ? { chatter: typed.query.theme } : {}),
    ...(partnerWords ? { partnerWords } : {}),
  };
}

/**
 * 'no, the old one' after a question of one film, or 'the tim burton one, how long is it' after a list: the film meant
 * told apart from the one answered, or among those listed (`names`: the catalog people the message names in full).
 */
function correctionMade(
  said: string,
  parsed: ParsedPrompt,
  last: TurnRead | undefined,
  previous: number[],
  names: readonly string[],
): FilmCorrection | undefined {
  return (
    (last && filmCorrection(said, parsed, last, previous[0], names)) ??
    filmOfShownByPerson(parsed, previous, names)
  );
}

/**
 * What the latest message asks, read with the conversation before it. `interfaceLanguage` (the language the user
 * reads the site in) is the replies' language until a message says otherwise: a bare title, a name or 'ok' is
 * answered in it. `lovedTitles: false` and `likeTitles: false` read the latest message's words after a present-tense
 * 'love' or after 'like' as what they say, not as titles (the catalog has none of that name). `names`: catalog people
 * the latest message names, whose words tell nothing of its language.
 */
export function readConversation(
  history: ChatMessage[],
  prompt: string,
  interfaceLanguage?: string,
  {
    names = [],
    heldNames = [],
    keepChatter = false,
    onFilmPage = false,
    earlier,
    ...titles
  }: ReadingOptions = {},
): ConversationTurn {
  let query: MovieQuery | undefined;
  let shownSinceTopic: number[] = [];
  let lastReply: string | undefined;
  let previous: number[] = [];
  /** The films of the last numbered list shown. */
  let listed: number[] = [];
  let language: ReplyLanguage = isReplyLanguage(interfaceLanguage) ? interfaceLanguage : 'en';
  // The reply language the user asked for ('answer in spanish from now on'): the replies stay in it.
  let chosen: ReplyLanguage | undefined;
  let lastTurn: { turn: TurnRead; text: string } | undefined;
  let layout: ParsedPrompt['layout'];
  let lengthAsked: RelativeLength | undefined;
  let focus: PeopleInFocus = {};

  const read = (said: string, latest = false): TurnRead => {
    const { text, parsed: typed } = readAfterAnswer(said, previous, {
      ...(latest ? titles : earlier?.get(said)),
      names: latest ? heldNames : [],
      talked: latest ? history : [],
    });
    const parsed = query && !keepChatter ? withoutChatter(typed) : typed;
    if (onFilmPage && !query) likeTheFilmInView(parsed);
    // 'reply in german: a comedy?': the language asked holds for the rest of the conversation.
    chosen = replyLanguageRequestIn(normalizeText(said))?.language ?? chosen;
    const read = languageSaid(said, parsed, latest ? [...names, ...heldNames] : [], language);
    language = chosen ?? languageAfter(said, read, language, lastTurn !== undefined && !parsed.smallTalk);
    if (parsed.unreadable) return { kind: 'unreadable', language: 'en' };
    if (parsed.smallTalk) return smallTalkTurn(parsed.smallTalk, said, !lastTurn, language);
    const corrected = correctionMade(said, parsed, lastTurn?.turn, previous, latest ? heldNames : []);
    if (corrected) return correctedQuestion(parsed, corrected, { previous, language });
    const question = questionOf(text, parsed, { previous, onFilmPage, named: focus.named, topic: query });
    // 'which of them is the shortest?' with no earlier answer asks the catalog for the shortest.
    if (question?.kind === 'pick' && !previous.length) {
      parsed.query.sort = question.order === 'longest' ? undefined : question.order;
    } else if (question) {
      const seen = { previous, lastReply, ...focus, language };
      const asked = questionTurn(aboutThePlaceNamed(question, text), seen);
      const films = asked.kind === 'question' ? personsFilmsAsked(asked.question, parsed) : undefined;
      if (!films) return asked;
      [query, shownSinceTopic, focus] = [films.topic, [], { named: focus.named, personsFilms: true }];
      return films.bounded ? boundedFilmsTurn(films.topic, parsed, previous, language) : asked;
    }
    const among =
      listedAgain(parsed, text, listed, language) ??
      amongTheFilmsShown(parsed, text, previous, language, query);
    if (among) return among;
    const seedId =
      referredFilm(previous, parsed.ref) ?? oneShownPointedAt(parsed, text, previous, onFilmPage);
    const followUp =
      Boolean(query) &&
      !isFreshTopic(parsed, query) &&
      (parsed.followUp.refinement || hasCriteria(parsed.query) || seedId !== undefined);
    if (followUp && query) {
      query = refine(query, parsed, lastReply);
    } else {
      // Anything else starts over: a new topic, a plain 'what should I watch?', or words not understood.
      query = startsRequest(parsed, seedId) ? fresh(parsed) : undefined;
      [shownSinceTopic, focus] = [[], { named: focus.named }];
    }
    if (parsed.query.person) focus.partnerWords = parsed.leftover || undefined;
    const relative = relativeLengthAsked(parsed, previous, followUp, lengthAsked);
    lengthAsked = relative;
    // 'any from the 90s?': a narrower look at the same request, shown films that fit are answers too; 'more' is not.
    const narrows = followUp && (narrowsOnly(parsed) || (focus.personsFilms && !parsed.followUp.more));
    // 'more' after 'just the titles': a follow-up keeps the layout of the request it refines.
    layout = followUp ? (parsed.layout ?? layout) : parsed.layout;
    const excludeIds =
      (followUp || seedId !== undefined) && !narrows ? [...new Set([...shownSinceTopic, ...previous])] : [];
    const partnerWords = followUp && !parsed.leftover ? focus.partnerWords : undefined;
    const asked = { query: query ?? fresh(parsed), excludeIds, followUp, language, previous };
    return requestTurn(parsed, typed, { ...asked, layout, seedId, relative, partnerWords });
  };

  // 'in spanish please' after an answer: the message before it, read again, replied in that language.
  const apply = (said: string, latest = false): ConversationTurn => {
    const relaid = relaidOut(lastTurn, normalizeText(said));
    if (relaid) {
      [lastTurn, layout] = [relaid, relaid.turn.layout];
      return { ...relaid.turn, rereads: relaid.text };
    }
    const text = (lastTurn && correctedMessage(lastTurn, normalizeText(said))) || said;
    const asked = lastTurn && replyLanguageAsked(normalizeText(text));
    if (!asked || !lastTurn) {
      lastTurn = { turn: read(text, latest), text };
      return text === said ? lastTurn.turn : { ...lastTurn.turn, rereads: text };
    }
    [language, chosen] = [asked, asked];
    lastTurn = { ...lastTurn, turn: { ...lastTurn.turn, language: asked } };
    return { ...lastTurn.turn, rereads: lastTurn.text };
  };

  for (const message of history) {
    if (message.isBot) {
      lastReply = message.text;
      focus.named = personNamedIn(message.text) ?? focus.named;
      const films = filmsOfAnswer(message.text);
      if (films.length) previous = films;
      const inList = moviesListedIn(message.text).map((movie) => movie.id);
      if (inList.length > 1) listed = inList;
      shownSinceTopic.push(...moviesShownIn(message.text).map((movie) => movie.id));
    } else {
      apply(message.text);
    }
  }
  return apply(prompt, true);
}
