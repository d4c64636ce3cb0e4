/**
 * The films a request is like ('like alien', 'i loved heat and collateral', 'more like this one') and how it
 * wants them changed ('but older', 'shorter than that').
 */
import {
  ARTICLES,
  looksLikeTitle,
  namesAKindOnly,
  namesOnlyKinds,
  NOT_A_TITLE,
  seedAfterKind,
} from '../candidate-words.ts';
import type { AnswerReference } from '../chat-query.ts';
import { extractCount, isMeasureAlone, opensWithHeadcount } from '../extractors/count.extractor.ts';
import { namesLikedFilms, opensWithLikedFilms } from '../extractors/library.extractor.ts';
import { extractMashup, extractMoreSeeds, seedReadings } from '../extractors/likeness.extractor.ts';
import { pointsAtThis, THIS_ONE } from '../extractors/question.extractor.ts';
import { extractReference, isReferenceOnly } from '../extractors/reference.extractor.ts';
import { opensWithRuntime } from '../extractors/time-budget.extractor.ts';
import { YEAR_PHRASE } from '../extractors/years.extractor.ts';
import { alternationOf } from '../lexicons/all-languages.ts';
import { firstMatch, phrase, shapes, wordPattern } from '../lexicons/phrase-patterns.ts';
import { stripQuotes } from '../text.ts';
import { titleOfAlias } from '../title-aliases.ts';
import {
  COMPARED_ONES,
  LIGHTER,
  LONGER,
  LONGER_ALL,
  LONGER_THAN,
  NEWER,
  NEWER_ALL,
  OLDER,
  OLDER_ALL,
  rejects,
  SHORTER,
  SHORTER_ALL,
  SHORTER_THAN,
  withoutChange,
} from './change-words.ts';
import { claim, type PromptReading } from './prompt-reading.ts';

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
/** 'come questo', 'como esse', 'like this one': a word of likeness, then a pointer at a film. */
const endsOnAPointer = (words: string) => {
  const [first, ...pointer] = words.split(' ');
  return pointer.length > 0 && Boolean(first) && THIS_ONE.test(pointer.join(' ')) && pointer.length <= 2;
};
const lovedOrChanged = (text: string) => {
  const changed = firstMatch(CHANGED_TITLE, text);
  // 'come questo ma non deve essere un horror': the film in view changed, pointed at, no title.
  const pointed = changed && (MORE_LIKE_THIS.test(changed[1]!) || endsOnAPointer(changed[1]!));
  const maybeTitle = changed && !pointed && (looksLikeTitle(changed[1]!) || titleOfAlias(changed[1]!));
  return firstMatch(LOVES_TITLE, text) ?? (maybeTitle ? changed : null);
};
/** Loved words ending in films in the plural ('horror movies', "nolan's films") name a kind of film: no title. */
const FILMS_LOVED = /^.*\b(?:movies|films|flicks|peliculas|pelis|filmes|filme)\b.*$/;
/**
 * Where a title or name typed inside a sentence plausibly ends: a full stop after a word (not 'mr. smith', 'e.t.')
 * ends the sentence ('like 40 times. anything similar').
 */
const TITLE_END = new RegExp(
  String.raw`\s+${phrase((p) => p.titleEnds)}\b.*$|[,;!?].*$|(?<=[a-z]{4}|\d)\.\s.*$`,
);

/** Words that only point ('that', 'it', 'the first one'), with no title of their own. */
export const pointsOnly = (words: string) => pointsAtThis(words) || isReferenceOnly(words);

/** Words after 'like' or 'loved' that may be a title: `whole` is them before the clause's end was cut off. */
function mayBeSeed(candidate: string, whole: string): boolean {
  return (
    // 'parecidos com a origem': a word opening no title in one language ('a') is another's article before a title
    // the lists know whole.
    (!NOT_A_TITLE.test(candidate) || titleOfAlias(candidate) !== undefined) &&
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
 * words from the cut ones on, within their sentence, that is a listed title; else the cut words.
 */
function listedTitleFrom(text: string, cut: string): string {
  const at = cut ? text.indexOf(cut) : -1;
  if (at === -1 || titleOfAlias(cut)) return cut;
  // 'simili a il buono, il brutto, il cattivo ma non italiani': a listed title may hold commas, so the run goes on
  // past them, to the end of the sentence.
  const sentence = text.slice(at).split(/[;.!?]/)[0] ?? '';
  const ends = [...sentence.matchAll(/[^\s,]+/g)].map((word) => word.index + word[0].length);
  const start = cut.split(' ').length;
  for (let end = Math.min(ends.length, LISTED_TITLE_WORDS); end > start; end--) {
    const words = sentence.slice(0, ends[end - 1]);
    if (titleOfAlias(words)) return words;
  }
  return cut;
}

/**
 * 'quelque chose comme ça mais…', 'qualcosa tipo questo ma…': the words asking the likeness of the film in view are no
 * theme: they are blanked out of the words read after.
 */
function blankOut(reading: PromptReading, words: string | undefined): void {
  const said = words?.trim();
  if (said) reading.searchText = reading.searchText.replace(said, ' '.repeat(said.length));
}

export function readSeeds(reading: PromptReading): AnswerReference | undefined {
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
  const likedMatch = firstMatch(LIKED_TITLE, reading.searchText);
  const liked = stripQuotes(likedMatch?.[1] ?? lovedNow ?? '');
  const likeWords = reading.likeTitles ? LIKE_TITLE.exec(reading.searchText) : null;
  const likeThis =
    Boolean(feel) || MORE_LIKE_THIS.test(reading.searchText) || LIKE_POINTED.test(reading.searchText);
  // 'loved alien … something like it?': the film liked, then pointed back at, may be a common word too, as may a title
  // loved now ('i love alien'): the catalog decides (chat.assistant.ts), else 'it' is the film in view.
  const likedThenPointed =
    reading.lovedTitles &&
    likeThis &&
    Boolean(likedMatch) &&
    !looksLikeTitle(liked) &&
    mayBeSeed(liked, liked);
  const titleLike =
    looksLikeTitle(liked) || (lovedNow !== undefined && liked === stripQuotes(lovedNow)) || likedThenPointed;
  const likedTitle = Boolean(liked) && titleLike && !pointsOnly(liked);
  query.moreLikeThis = likeThis && !likedTitle && !leadsToTitle(likeWords);
  if (query.moreLikeThis)
    blankOut(
      reading,
      (MORE_LIKE_THIS.exec(reading.searchText) ?? LIKE_POINTED.exec(reading.searchText))?.[0],
    );
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
    [likedMatch, likedThenPointed],
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
      // 'qualcosa tipo questo ma…', 'algo como esto pero…': the lead and its pointer ask the likeness, no theme;
      // 'shorter than this one' is a length, read after.
      if (!compared)
        blankOut(
          reading,
          `${like![0].slice(0, like![0].length - like![1]!.length).trim()} ${candidate.trim()}`,
        );
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
 * 'like die hard but shorter', 'comme X mais plus récent': shorter or newer than that film, not a change to the
 * request before, nor the catalog's short or recent films. Whether the request changes its seed.
 */
export function readSeedChange(reading: PromptReading, runtimeWords: string[]): boolean {
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
