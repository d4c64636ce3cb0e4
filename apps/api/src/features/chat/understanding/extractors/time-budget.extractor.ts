/**
 * A runtime bound from how people say lengths and the time they have, in every registered language: '90 min',
 * '1h30', 'an hour and 45 min', 'una hora y media', 'anderthalb Stunden', 'half an hour'. What surrounds a length
 * says which bound it is: 'under' / 'or less' / 'nothing over' / 'i have' / 'free' make it the most, 'over' / 'at
 * least' the least, 'around' a quarter of an hour either way; a length said plainly ('a two hour movie') is about it.
 */
import { alternationOf, anyOf, entriesOf } from '../lexicons/all-languages.ts';
import type { LanguageLexicon } from '../lexicons/language-lexicon.ts';
import { phrase } from '../lexicons/phrase-patterns.ts';
import { LEXICONS } from '../lexicons/registry.ts';

type Budget = NonNullable<LanguageLexicon['timeBudget']>;

const budget = (pick: (words: Budget) => readonly string[]) =>
  anyOf((lexicon) => (lexicon.timeBudget ? pick(lexicon.timeBudget) : []));

/** Number words of every language ('two', 'zwei'), and amounts with a half in them ('anderthalb'). */
const AMOUNT_WORDS: Record<string, number> = {
  ...entriesOf((lexicon) => lexicon.numbers),
  ...entriesOf((lexicon) => lexicon.timeBudget?.amounts),
};
const AMOUNT = String.raw`(?<![\p{L}\p{N}])(\d+(?:[.,]\d+)?|${alternationOf(() => Object.keys(AMOUNT_WORDS))}|${phrase((p) => p.oneUnit)}(?= ?\p{L})|un')`;
const HOUR = phrase((p) => p.hourUnits);
const MINUTE = phrase((p) => p.minuteUnits);
/** Minutes after an hour in words ('forty-five', 'trente', 'fünfundvierzig', 'cuarto'). */
const MINUTE_WORDS: Record<string, number> = entriesOf((lexicon) => lexicon.timeBudget?.minutes);
const MINUTE_AMOUNT = alternationOf(() => Object.keys(MINUTE_WORDS)) || '(?!)';
const AND = budget((words) => words.and);
const minutesOf = (amount: string) => MINUTE_WORDS[amount] ?? Number(amount);

/** '3 hours+', '2+ hrs': a plus sign by a length makes it the least, in any language. */
const PLUS = String.raw`\s?\+`;

/** Every shape of a length, longest first; each returns its minutes from its captures. */
const SHAPES: { pattern: RegExp; minutes: (match: RegExpExecArray) => number }[] = [
  // '1h30', '2h15min', '1:45'
  {
    pattern: /\b(\d) ?(?:h|:) ?([0-5]\d)(?: ?(?:min|mins|minutes?|minutos|minuti|minuten|mn))?\b/u,
    minutes: (match) => Number(match[1]) * 60 + Number(match[2]),
  },
  // 'an hour and 45 min', 'dos horas y 10 minutos', and the minutes said after the hour with no 'minutes' or 'and':
  // 'eine Stunde fünfundvierzig', 'une heure trente', 'an hour forty-five', 'una hora y cuarto', 'one hour 50'
  {
    pattern: new RegExp(
      String.raw`${AMOUNT} ?${HOUR},? (?:${AND} )?(?:(\d{1,2}|${MINUTE_AMOUNT}) ?${MINUTE}\b|([1-5]\d|${MINUTE_AMOUNT})(?![\p{L}\p{N}]))`,
      'u',
    ),
    minutes: (match) => hours(match[1]!) * 60 + minutesOf(match[2] ?? match[3]!),
  },
  // 'an hour and a half', 'una hora y media', 'zwei Stunden und eine halbe'
  {
    pattern: new RegExp(String.raw`${AMOUNT} ?${HOUR} ${budget((words) => words.andHalf)}\b`, 'u'),
    minutes: (match) => hours(match[1]!) * 60 + 30,
  },
  // 'two and a half hours', 'zweieinhalb Stunden'
  {
    pattern: new RegExp(String.raw`${AMOUNT} ?${budget((words) => words.andHalf)} ?${HOUR}\b`, 'u'),
    minutes: (match) => hours(match[1]!) * 60 + 30,
  },
  // 'tengo hora y media': an hour and a half with no article before it (with one, the shape above reads it first)
  {
    pattern: new RegExp(String.raw`(?<![\p{L}])${HOUR} ${budget((words) => words.andHalf)}\b`, 'u'),
    minutes: () => 90,
  },
  // 'tengo hora y cuarto', 'hora e vinte': the same with minutes ('hora y media' is the shape above)
  {
    pattern: new RegExp(String.raw`(?<![\p{L}])${HOUR} ${AND} (${MINUTE_AMOUNT})(?![\p{L}\p{N}])`, 'u'),
    minutes: (match) => 60 + minutesOf(match[1]!),
  },
  // 'half an hour', 'media hora'
  { pattern: new RegExp(String.raw`\b${budget((words) => words.halfHour)}\b`, 'u'), minutes: () => 30 },
  // '90 minutes', 'two hours', '1.5 hrs', "un'ora", '3+ hours', 'a three-hour epic'
  {
    pattern: new RegExp(String.raw`${AMOUNT}${PLUS}?[ -]?(?:(${HOUR})|${MINUTE})\b`, 'u'),
    minutes: (match) => (match[2] ? hours(match[1]!) * 60 : hours(match[1]!)),
  },
];

function hours(amount: string): number {
  const number = Number(amount.replace(',', '.'));
  if (!Number.isNaN(number)) return number;
  return AMOUNT_WORDS[amount] ?? 1;
}

/** An article may stand between a bound and its length: 'sotto le due ore', 'unter den zwei stunden'. */
const LENGTH_ARTICLE = String.raw`(?:\s+(?:the|le|les|la|los|las|el|den|die|der|i|gli|os|as|o|a)|\s*l')?`;
const before = (words: string) => new RegExp(String.raw`\b${words}${LENGTH_ARTICLE}\s*$`);
const MAX_BEFORE = before(phrase((p) => p.runtimeMax));
const MIN_BEFORE = before(phrase((p) => p.runtimeMin));
/**
 * 'nothing', 'nada que dure', 'nichts, was', "don't want to watch anything": a 'not' a few words before 'more than',
 * in the same clause ('no horror please, something over 2 hours' asks for long films).
 */
const NOT_BEFORE = new RegExp(
  String.raw`\b${budget((words) => words.not ?? [])},?(?:\s+[\p{L}']+){0,4}\s*$`,
  'u',
);
/**
 * 'niente mattoni da tre ore', 'pas de pavés de trois heures': a thing of that length turned down, whatever it is
 * called.
 */
const NOT_THING_OF_BEFORE = new RegExp(
  String.raw`\b${budget((words) => words.not ?? [])}\s+(?:${phrase((p) => p.negationGaps)}\s+)?[\p{L}'-]+\s+${phrase((p) => p.negationGaps)}\s*$`,
  'u',
);
const IF_BEFORE = new RegExp(
  String.raw`\b${budget((words) => words.ifWords ?? [])},?(?:\s+[\p{L}']+){0,3}\s*$`,
  'u',
);
/** "i don't mind if it's over 2 hours": a condition said to be fine is no bound. */
const ACCEPTED_BEFORE = new RegExp(
  String.raw`\b${budget((words) => words.accepted ?? [])},?(?:\s+[\p{L}']+){0,4}\s*$`,
  'u',
);
const AROUND_BEFORE = before(`(?:${budget((words) => words.around)})(?: ${phrase((p) => p.oneUnit)})?`);
/** "don't have 2 hours", 'no tengo dos horas', "je n'ai pas deux heures", 'ich habe keine zwei Stunden'. */
const LACKING_BEFORE = new RegExp(
  String.raw`\b${budget((words) => words.lacking ?? [])}${LENGTH_ARTICLE}\s*$`,
  'u',
);
const TRIP = budget((words) => words.trips ?? []);
/** "flight's 3 hours", 'my flight is about 3 hours', 'el vuelo dura 3 horas', 'un vol de 3 heures'. */
const TRIP_BEFORE = new RegExp(String.raw`\b(${TRIP})(?:'s)?(?:\s+[\p{L}']+){0,2}\s*$`, 'u');
/** 'a 3 hour flight', '3 Stunden Zugfahrt'. */
const TRIP_AFTER = new RegExp(String.raw`^[\s-]*(${TRIP})(?![\p{L}])`, 'u');
/**
 * 'what can i watch in 90 minutes', 'was kann ich in anderthalb Stunden schauen': watching within a length, in each
 * language its words before the length and (if it has them) after.
 */
const WATCHED_WITHIN = LEXICONS.flatMap(({ timeBudget }) =>
  timeBudget?.watchedWithin
    ? [
        {
          before: new RegExp(String.raw`\b(?:${timeBudget.watchedWithin.before.join('|')})\s*$`, 'u'),
          after: timeBudget.watchedWithin.after
            ? new RegExp(
                String.raw`^(?:\s+[\p{L}']+){0,2}\s+(?:${timeBudget.watchedWithin.after.join('|')})(?![\p{L}])`,
                'u',
              )
            : undefined,
        },
      ]
    : [],
);

/** 'they go to bed in 80 mins', 'on part dans une heure': a word right before the length counts from now. */
const FROM_NOW_BEFORE = new RegExp(
  String.raw`(?<![\p{L}'])${budget((words) => words.fromNow ?? [])}\s*$`,
  'u',
);

/** The words saying a length is watched within, when they do. */
function watchedWithin(lead: string, after: string): string | undefined {
  for (const within of WATCHED_WITHIN) {
    const said = within.before.exec(lead);
    if (said && (!within.after || within.after.test(after))) return said[0];
  }
  return undefined;
}

/** 'the last hour', 'die erste Stunde': a part, then its length (an hour needs no 'one'). */
const PARTS = new RegExp(String.raw`(?<![\p{L}'])${budget((words) => words.parts ?? [])}\s+`, 'gu');
const HOUR_ALONE = new RegExp(String.raw`^${HOUR}(?![\p{L}])`, 'u');
const MAX_AFTER = new RegExp(String.raw`^\s*${phrase((p) => p.runtimeMaxAfter)}\b`);
const TOO_MUCH_AFTER = new RegExp(String.raw`^\s*,?\s*${phrase((p) => p.runtimeTooMuchAfter ?? [])}\b`);
/** '2.5 hours or more', 'dos horas o más', 'zwei Stunden oder mehr': the length is the least. */
const MIN_AFTER = new RegExp(
  String.raw`^(?:${PLUS}|\s*${budget((words) => words.atLeastAfter ?? [])}(?![\p{L}]))`,
  'u',
);
const BUDGET = new RegExp(String.raw`(?:^|[^\p{L}])${budget((words) => words.budget)}(?![\p{L}])`, 'u');
const LONGEST = new RegExp(String.raw`\b${budget((words) => words.longest)}\b`);
const NOT_LONG = new RegExp(String.raw`\b${phrase((p) => p.notLong)}\b`);
/** 'a short summary of each', 'una breve descripcion': short is the answer's layout then, not the films. */
const LAYOUT_NOUNS =
  'summary|summaries|description|descriptions|blurbs?|synopsis|synopses|reviews?|notes?|answers?|resumenes|resumen|descripcion(?:es)?|resumes?|beschreibungs?|zusammenfassung(?:en)?|resumos?|descricao|descricoes|riassunt[oi]|descrizion[ei]';
const SHORT = new RegExp(String.raw`\b${phrase((p) => p.short)}\b(?! (?:${LAYOUT_NOUNS})\b)`);
/**
 * 'a long day', 'a long week': the day was long, not the film (in any language's word for long); 'as long as it's
 * not english' is a condition.
 */
const LONG = new RegExp(
  String.raw`\b${phrase((p) => p.long)}\b(?! (?:days?|weeks?|nights?|shifts?|drives?|trips?|time|ago|as)\b)`,
);

/** An hour of the day after a word saying it is one ('at 9', "it's 7:15", 'alle 21', 'um 20 Uhr'). */
const CLOCK_AT = new RegExp(
  String.raw`(?<![\p{L}'])(?:${budget((words) => words.clock?.at ?? [])})\s*(\d{1,2})(?:[:h.]([0-5]\d))?(?:\s*${budget((words) => words.clock?.marks ?? [])})?(?![\p{L}\p{N}])(?!\s*(?:${HOUR}|${MINUTE})(?![\p{L}]))`,
  'gu',
);
/** An hour of the day marked as one, whatever comes before it ('10pm', '20 Uhr'). */
const CLOCK_MARKED = new RegExp(
  String.raw`(?<![\p{L}\p{N}:.])(\d{1,2})(?:[:.]([0-5]\d))?\s*(?:${alternationOf((lexicon) => (lexicon.timeBudget?.clock?.marks ?? []).filter((mark) => mark.length > 1)) || '(?!)'})(?![\p{L}])`,
  'gu',
);
const NAMED_TIMES: Record<string, number> = entriesOf((lexicon) => lexicon.timeBudget?.clock?.named);
const CLOCK_NAMED = new RegExp(
  String.raw`(?<![\p{L}])(${alternationOf(() => Object.keys(NAMED_TIMES)) || '(?!)'})(?![\p{L}])`,
  'gu',
);
/** Half a day: times of day are read on a twelve-hour dial, so '10pm' and 'midnight' are two hours apart. */
const HALF_DAY = 12 * 60;

interface ClockTime {
  minutes: number;
  index: number;
  text: string;
}

/** The hours of the day a text says, in the order said. */
function clockTimes(text: string): ClockTime[] {
  const said: ClockTime[] = [];
  for (const pattern of [CLOCK_AT, CLOCK_MARKED])
    for (const match of text.matchAll(pattern)) {
      const hour = Number(match[1]);
      if (hour <= 24)
        said.push({ minutes: hour * 60 + Number(match[2] ?? 0), index: match.index, text: match[0] });
    }
  for (const match of text.matchAll(CLOCK_NAMED))
    said.push({ minutes: NAMED_TIMES[match[1]!]!, index: match.index, text: match[0] });
  const ordered = said.sort((a, b) => a.index - b.index);
  // 'at 10pm' is read by both shapes: the first one read there stands.
  return ordered.filter(
    (time, at) => !ordered.slice(0, at).some((other) => time.index < other.index + other.text.length),
  );
}

/**
 * "it's 7:15 and the kids wake at 9", 'starts at 8, asleep by 10', 'il est 22h, avant minuit': two hours of the day
 * said, the time between them is the most a film may last. Whichever is said first, the nearer way round the dial.
 */
function timeBetweenClocks(text: string): RuntimeBound | undefined {
  const [first, second] = clockTimes(text);
  if (!first || !second) return undefined;
  const apart = (((second.minutes - first.minutes) % HALF_DAY) + HALF_DAY) % HALF_DAY;
  const between = Math.min(apart, HALF_DAY - apart);
  return between >= 20 && between <= 300
    ? { runtimeMax: between, matched: [first.text, second.text] }
    : undefined;
}

export interface RuntimeBound {
  runtimeMin?: number;
  runtimeMax?: number;
  /** The words that said it, to take out of what is left to read. */
  matched: string[];
}

/** A quarter of an hour either way of a length said 'around'. */
const GIVE_OR_TAKE = 15;

/** The first length the text says, with where it is. */
function firstLength(text: string): Length | undefined {
  let first: Length | undefined;
  for (const { pattern, minutes } of SHAPES) {
    const match = pattern.exec(text);
    if (!match || (first && first.index <= match.index)) continue;
    const value = Math.round(minutes(match));
    if (value >= 20 && value <= 300) first = { minutes: value, index: match.index, text: match[0] };
  }
  return first;
}

/** The shortest film 'long' asks for, and the shortest 'an epic' or 'really long' asks for. */
const LONG_MIN = 140;
const EPIC_MIN = 150;
/** The longest film 'not too long' or 'hates long movies' allows. */
const NOT_LONG_MAX = 120;

/** A length the text says, with where it is. */
interface Length {
  minutes: number;
  index: number;
  text: string;
}

/**
 * The runtime bound a request says. `negatedAt` tells a negation before a position ('nothing over 110 minutes':
 * at most 110).
 */
export function extractRuntime(
  text: string,
  negatedAt: (text: string, index: number) => boolean,
): RuntimeBound {
  const length = firstLength(text);
  if (length) return boundOfLength(text, length, negatedAt);
  return timeBetweenClocks(text) ?? boundOfWords(text, negatedAt);
}

/** The bound a length says, from the words around it. */
function boundOfLength(
  text: string,
  length: Length,
  negatedAt: (text: string, index: number) => boolean,
): RuntimeBound {
  const lead = text.slice(Math.max(0, length.index - 40), length.index);
  const after = text.slice(length.index + length.text.length);
  const atMost = { runtimeMax: length.minutes, matched: [length.text] };
  const maxLead = MAX_BEFORE.exec(lead);
  if (maxLead) return { ...atMost, matched: [maxLead[0] + length.text] };
  const maxAfter = MAX_AFTER.exec(after);
  if (maxAfter) return { ...atMost, matched: [length.text + maxAfter[0]] };
  // '3 ore sono troppe': the length said is too long, so films clearly shorter are asked for.
  const tooMuch = TOO_MUCH_AFTER.exec(after);
  if (tooMuch) return { runtimeMax: length.minutes - 2 * GIVE_OR_TAKE, matched: [length.text + tooMuch[0]] };
  const minAfter = MIN_AFTER.exec(after);
  // 'not 3+ hours long', 'nothing 2 hours or more': the least turned down asks for shorter films (below).
  if ((minAfter || length.text.includes('+')) && !negatedAt(text, length.index))
    return { runtimeMin: length.minutes, matched: [length.text + (minAfter?.[0] ?? '')] };
  const minLead = MIN_BEFORE.exec(lead);
  if (minLead) return leastOrMost(text, length, minLead[0], negatedAt);
  // 'not 3 hours long', 'pas deux heures', "don't have 2.5 hrs": a length turned down asks for clearly shorter films.
  const lacking = LACKING_BEFORE.exec(lead);
  if (lacking || negatedAt(text, length.index) || NOT_THING_OF_BEFORE.test(lead))
    return { runtimeMax: length.minutes - 2 * GIVE_OR_TAKE, matched: [(lacking?.[0] ?? '') + length.text] };
  return timeThereIs(text, length, lead, after) ?? lengthAbout(length, lead);
}

/** 'over two hours' is the least; 'nothing over two hours', 'pas plus de 2 heures' the most. */
function leastOrMost(
  text: string,
  length: Length,
  minWords: string,
  negatedAt: (text: string, index: number) => boolean,
): RuntimeBound {
  const words = [minWords + length.text];
  const at = length.index - minWords.length;
  // 'she dozes off if it's over 2 hours', "i can't sit through anything over 2 hours": the length is the most.
  const leadWords = text.slice(Math.max(0, at - 30), at);
  const accepted = ACCEPTED_BEFORE.exec(leadWords);
  if (accepted) return { matched: [accepted[0] + words[0]] };
  return negatedAt(text, at) || NOT_BEFORE.test(leadWords) || IF_BEFORE.test(leadWords)
    ? { runtimeMax: length.minutes, matched: words }
    : { runtimeMin: length.minutes, matched: words };
}

/**
 * The time someone has ('i've got 3 hours', 'my flight is 3 hours'), less a part of it they will not watch in ('3
 * hours but i'll nap the last hour': at most 2 hours); a part taken off says the length is time they have.
 */
function timeThereIs(text: string, length: Length, lead: string, after: string): RuntimeBound | undefined {
  const saidWords = [
    BUDGET.exec(text)?.[0],
    tripWords(lead, after),
    watchedWithin(lead, after),
    FROM_NOW_BEFORE.exec(lead)?.[0],
  ].filter((words) => words !== undefined);
  const part = partTakenOff(after, length.minutes);
  if (!saidWords.length && !part) return undefined;
  const there = length.minutes - (part?.minutes ?? 0);
  const matched = [length.text, ...saidWords, ...(part ? [part.text] : [])];
  const around = AROUND_BEFORE.exec(lead);
  // 'tenho uns 100 minutos', 'i've got about two hours': the time they have, however roughly said, is the most.
  if (around) return { runtimeMax: there, matched: [around[0] + length.text, ...matched.slice(1)] };
  // 'i've got 3 hours, give me an epic': as long as an epic alone asks, and no longer than the time there is.
  const longAsked = LONGEST.test(text) ? EPIC_MIN : LONG.test(text) ? LONG_MIN : undefined;
  return { runtimeMax: there, runtimeMin: longAsked && Math.min(longAsked, there - 20), matched };
}

/** 'my flight is 3 hours', 'el vuelo dura 3 horas', 'a 2 hour train ride', '3 Stunden Zugfahrt': a trip's words. */
function tripWords(lead: string, after: string): string | undefined {
  return TRIP_BEFORE.exec(lead)?.[1] ?? TRIP_AFTER.exec(after)?.[1];
}

/** 'the last hour', 'los últimos 30 minutos', 'die letzte halbe Stunde': a part of the time, shorter than it. */
function partTakenOff(after: string, minutes: number): { minutes: number; text: string } | undefined {
  for (const part of after.matchAll(PARTS)) {
    const rest = after.slice(part.index + part[0].length);
    const length = firstLength(rest);
    const hour = HOUR_ALONE.exec(rest);
    const said = length?.index === 0 ? length : hour ? { minutes: 60, text: hour[0] } : undefined;
    if (said && said.minutes < minutes - 20) return { minutes: said.minutes, text: part[0] + said.text };
  }
  return undefined;
}

/** A length said plainly ('a two hour movie') or 'around' it: a quarter of an hour either way. */
function lengthAbout(length: Length, lead: string): RuntimeBound {
  const around = AROUND_BEFORE.exec(lead);
  return {
    runtimeMin: length.minutes - GIVE_OR_TAKE,
    runtimeMax: length.minutes + GIVE_OR_TAKE,
    matched: [(around?.[0] ?? '') + length.text],
  };
}

/** The bound words without a length say: 'not too long', 'no epics', 'short', 'long'. */
function boundOfWords(text: string, negatedAt: (text: string, index: number) => boolean): RuntimeBound {
  // 'nao muito longos' is not long, though it holds 'muito longos'.
  const notLong = NOT_LONG.exec(text);
  if (notLong) return { runtimeMax: NOT_LONG_MAX, matched: [notLong[0]] };
  // 'she hates long movies', 'no epics', 'odia las pelis largas': a length turned down asks for its opposite.
  const longest = LONGEST.exec(text);
  if (longest)
    return negatedAt(text, longest.index)
      ? { runtimeMax: NOT_LONG_MAX, matched: [longest[0]] }
      : { runtimeMin: EPIC_MIN, matched: [longest[0]] };
  const short = SHORT.exec(text);
  if (short) return negatedAt(text, short.index) ? { matched: [short[0]] } : { runtimeMax: 100, matched: [] };
  const long = LONG.exec(text);
  if (long)
    return negatedAt(text, long.index)
      ? { runtimeMax: NOT_LONG_MAX, matched: [long[0]] }
      : { runtimeMin: LONG_MIN, matched: [] };
  return { matched: [] };
}

/**
 * A length typed first, its bound word included ('90 minutes max', 'under 80 min', 'moins de 2 heures'): words after
 * a filler 'like' that are no title and no count.
 */
export function opensWithRuntime(text: string): boolean {
  return extractRuntime(text, () => false).matched.some((words) => text.startsWith(words));
}
