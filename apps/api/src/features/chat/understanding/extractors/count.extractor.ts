import { alternationOf, anyOf, entriesOf } from '../lexicons/all-languages.ts';

/** How many films a message asks for: 'three comedies', 'a couple of thrillers', 'a horror movie', 'top 10'. */
const NUMBER_WORDS = entriesOf((lexicon) => lexicon.numbers);
const WORD = Object.keys(NUMBER_WORDS).join('|');
const FILM = alternationOf((lexicon) => lexicon.filmWords);
const GENRE = alternationOf((lexicon) => Object.values(lexicon.genres).flat());
/** What a number counts when it is not films: ages, durations, people. */
const NOT_COUNTED = String.raw`(?!${anyOf((lexicon) => lexicon.phrases.notCounted)}\b)`;
const MORE = anyOf((lexicon) => lexicon.phrases.moreCounted);
/** 'tenho 3 horas mas…': a number of hours or minutes is a length, whatever follows it ('mas' is 'but' there). */
const TIME_UNIT = anyOf((lexicon) => [...lexicon.phrases.hourUnits, ...lexicon.phrases.minuteUnits]);
const COMPOUND = anyOf((lexicon) => lexicon.phrases.filmCompounds);
/** 'one hates horror', 'uno odia el terror': a verb of dislike after a number makes it someone watching. */
const DISLIKED = String.raw`(?!${anyOf((lexicon) => lexicon.dislikes?.verbs)}\s)`;
/** A number right before what is counted: 'three comedies', '2 horror films', '4 sci-fi recs' (not 'pg-13 films'). */
const COUNTED = new RegExp(
  String.raw`(?<!-)\b(\d{1,2}|${WORD})\s+(?!(?:${TIME_UNIT})\b)(?:${NOT_COUNTED}${DISLIKED}[\p{L}-]+\s+){0,2}(?:${FILM}|${GENRE}|${MORE}|${COMPOUND})\b`,
  'u',
);
const TOP = new RegExp(String.raw`\btop (\d{1,2}|${WORD})\b`);
/**
 * "spielberg's 3 best", 'die 3 besten von Kubrick', 'les 5 meilleurs de Varda': a number before 'best' closing the
 * clause, or before a short word leading a name ('of', 'de', 'von'); not '2 best friends'.
 */
const BEST_N = new RegExp(
  String.raw`(?<!-)\b(\d{1,2}|${WORD})\s+(?:${alternationOf((lexicon) => lexicon.library?.best)})(?=\s*(?:[,.!?;:]|$)|\s+\p{L}{1,3}\s)`,
  'u',
);
const COUPLE = new RegExp(
  String.raw`\b(?:${alternationOf((lexicon) => lexicon.counts?.couple)})\s+(?:[\p{L}-]+\s+){0,3}?(?:${FILM}|${GENRE})\b`,
  'u',
);
const FEW = new RegExp(String.raw`\b(?:${alternationOf((lexicon) => lexicon.counts?.few)})\b`);
/**
 * 'give me one film', 'recommend a single comedy', 'quiero una sola pelicula', or 'un seul film' to begin a message:
 * one film. An article ('recommend a scary movie', 'quiero una pelicula') names a kind of film, not a count, so it
 * keeps the default list.
 */
const ONE_WORDS_LED = alternationOf((lexicon) => lexicon.counts?.one);
/** To begin a message, only 'one' said in two words ('a single', 'un seul'): 'one wants comedy' is a person. */
const ONE_WORDS_FIRST = alternationOf((lexicon) =>
  lexicon.counts?.one.filter((words) => words.includes(' ')),
);
const ONE = new RegExp(
  String.raw`(?:^(?:${ONE_WORDS_FIRST})|\b(?:${alternationOf((lexicon) => lexicon.counts?.oneLeads)})\s+(?:${ONE_WORDS_LED}))\s+(?:(?!${anyOf((lexicon) => lexicon.phrases.notAfterOne)}\b)[\p{L}-]+\s+){0,3}?(?:${FILM}|${GENRE})\b(?<!s)`,
  'u',
);
/** 'une comédie, une seule', 'una comedia, uno solo', or 'un seul' alone: 'one' said in two words closing the message. */
const ONE_CLOSING = new RegExp(String.raw`(?:^|[,;:]\s*)(?:${ONE_WORDS_FIRST})\s*[.!?]*$`);
/**
 * 'a thriller and that's it', 'un thriller e basta', 'einen krimi und fertig': one film of a kind, no more; the words
 * close the clause ('uma comédia, e só temos 2 horas' goes on: 'and we only have').
 */
const ONE_AND_NO_MORE = new RegExp(
  String.raw`\b(?:${FILM}|${GENRE})(?<!s)\s*,?\s+(?:${alternationOf((lexicon) => lexicon.counts?.oneAndNoMore)})(?![\p{L}'])(?=\s*(?:[,.;:!?]|$))`,
  'u',
);
const JUST = alternationOf((lexicon) => lexicon.counts?.just);
const ONE_WORDS = alternationOf((lexicon) => [
  ...(lexicon.counts?.one ?? []),
  ...(lexicon.counts?.oneAfterJust ?? []),
]);
/**
 * 'just two', 'only 3', 'solo una' (after a list: the size of the next one); not 'only an hour', "solo un'oretta",
 * which say the time there is, nor words before a number ('8 kids so um die 9 jahre': German for 'about 9', which
 * the Portuguese 'só um' would read as one film).
 */
const JUST_N = new RegExp(
  String.raw`\b(?:${JUST})\s+(\d{1,2}|${WORD}|${ONE_WORDS})\b(?!'?\s*${anyOf((lexicon) => lexicon.phrases.notAfterJust)})(?!'?\s*${TIME_UNIT}\b)(?!\s+(?:(?!(?:or|ou|o|oder|to|a|bis|et|y|e)\s)[a-z]+\s+)?\d)`,
);
const ONE_WORD = new RegExp(`^(?:${ONE_WORDS})$`);
/** 'like 20 years', 'como 2 horas': a number of years, hours or people, nothing more (no title such as '12 Years a Slave'). */
const MEASURE_ALONE = new RegExp(
  String.raw`^(?:\d{1,3}|${WORD})\s+${anyOf((lexicon) => lexicon.phrases.notCounted)}$`,
);

/** 'like 15 people all ages': a group's size opening the words ('12 Angry Men' names no people's count). */
const HEADCOUNT_OPENING = new RegExp(
  String.raw`^(?:\d{1,3}|${WORD})\s+${anyOf((lexicon) => lexicon.phrases.headcountNouns ?? [])}\b`,
);

/** Whether the words open with how many people watch. */
export function opensWithHeadcount(text: string): boolean {
  return HEADCOUNT_OPENING.test(text.trim());
}

/** Whether the words are only an amount of something other than films. */
export function isMeasureAlone(text: string): boolean {
  return MEASURE_ALONE.test(text.trim());
}

/** 'only 2', 'seulement 2', 'nur drei': a whole message that is a number after 'just'. */
const JUST_N_ALONE = new RegExp(String.raw`^(?:${JUST})\s+(\d{1,2}|${WORD})[.!]*$`);

/** How many films a message asks for when it says nothing but 'just N' (after a list: N of those); else undefined. */
export function justCountAlone(text: string): number | undefined {
  const typed = JUST_N_ALONE.exec(text.trim())?.[1];
  return typed === undefined ? undefined : numberIn(typed);
}
/**
 * 'dame 4', 'give me 3', 'recommend 2' at the end of a clause: the number after an asking word is how many films,
 * unless it measures something else ('give me 2 hours').
 */
const ASKED_N = new RegExp(
  String.raw`\b(?:${alternationOf((lexicon) => lexicon.counts?.oneLeads)})\s+(10|[1-9]|${WORD})\b(?!\s*${anyOf((lexicon) => lexicon.phrases.notAfterJust)})(?=\s*(?:[,.!?;]|$))`,
);

/** A number typed as digits or as a word ('2', 'two', 'dos'), capped at the list's 10; undefined for anything else. */
export function numberIn(typed: string): number | undefined {
  const value = amountIn(typed);
  return value !== undefined ? Math.min(value, 10) : undefined;
}

/** A number typed as digits or a word, uncapped ('the last 30 days'); undefined below 1. */
export function amountIn(typed: string): number | undefined {
  const value = NUMBER_WORDS[typed] ?? (/^\d{1,2}$/.test(typed) ? Number(typed) : undefined);
  return value !== undefined && value >= 1 ? value : undefined;
}

/** Digits or a number word, as a regular-expression alternation. */
export const NUMBER = String.raw`\d{1,2}|${WORD}`;

/**
 * 'a film that works for everyone', 'ein Film, der allen passt', 'una peli que nos guste a todos', 'un film qui
 * plaise à tous', 'um filme que agrade a todos', 'un film che piaccia a tutti': one film the whole group shares.
 */
const ONE_FOR_ALL = new RegExp(
  String.raw`\b(?:a|one|ein(?:en)?|un|una|une|um|uma|uno)\s+(?:(?:single|sola|solo|seule?|einzigen?|unica|unico|so)\s+)?(?:${FILM})\b[^.!?;:]{0,20}?\b(?:that|which|der|den|die|das|que|qui|che)\b[^.!?;:]{0,40}?\b(?:everyone|everybody|all of us|us all|allen|alle|todos|todas|tous|toutes|tout le monde|tutti|tutte)\b`,
);

/** The count before 'best' alone ('die 3 besten'), where other words of the message are read otherwise. */
export function countBeforeBest(text: string): number | undefined {
  const typed = BEST_N.exec(text)?.[1];
  return typed === undefined ? undefined : numberIn(typed);
}

/** The number a count was typed with ('funf' in 'fünf Kubrick-Filme'), for the caller to take out of the message. */
export function countTypedIn(text: string): string | undefined {
  return (TOP.exec(text) ?? COUNTED.exec(text) ?? BEST_N.exec(text))?.[1];
}

/** 'heist or crime movies', 'atracos o policiacas', 'braquage ou polar': two kinds joined by 'or', either will do. */
const EITHER = new RegExp(String.raw`\S\s+(?:${alternationOf((lexicon) => lexicon.counts?.either)})\s+\S`);

export function asksEitherKind(text: string): boolean {
  return EITHER.test(text);
}

/** The count asked for, between 1 and 10, or undefined when the message names none. */
export function extractCount(text: string): number | undefined {
  const counted =
    TOP.exec(text) ?? COUNTED.exec(text) ?? BEST_N.exec(text) ?? JUST_N.exec(text) ?? ASKED_N.exec(text);
  if (counted) {
    const raw = counted[1]!;
    const value = NUMBER_WORDS[raw] ?? (ONE_WORD.test(raw) ? 1 : Number(raw));
    // '80s' or '2 hours' are not counts; a number bigger than 10 asks for a long list we cap.
    if (Number.isInteger(value) && value >= 1) return Math.min(value, 10);
  }
  if (COUPLE.test(text)) return 2;
  const one =
    ONE.test(text) || ONE_CLOSING.test(text) || ONE_FOR_ALL.test(text) || ONE_AND_NO_MORE.test(text);
  if (one && !FEW.test(text)) return 1;
  return undefined;
}
