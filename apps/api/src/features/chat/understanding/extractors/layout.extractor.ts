/**
 * How a list is asked to look: 'top 5 nolan movies, numbered list with the year', 'just the titles, one per line',
 * 'una tabla con 4 comedias: título, año y director', 'sorted by rating, highest first'. Those words say how to lay
 * the answer out, not which films to find: they are taken out before the rest of the grammar reads the message
 * (a column's word is no person, 'no descriptions' no thing turned down, 'curta' no short runtime). What they ask
 * for is kept: an order for the request, and a layout for the reply (titles only, the columns named).
 *
 * A word that could be part of a request too ('list', 'year', 'director') is read as layout only where a layout
 * stands: after a lead opening the clause ('make me a table of'), after a column lead ('with the year'), at the
 * end of a clause in a run of layout words ('..., sorted by year oldest first'), or in a clause of layout words
 * alone ('Titel, Jahr, Laufzeit').
 */
import type { RequestOrder } from '../chat-query.ts';
import { anyOf } from '../lexicons/all-languages.ts';
import type { LanguageLexicon, LayoutColumn } from '../lexicons/language-lexicon.ts';
import { LEXICONS } from '../lexicons/registry.ts';

type Layout = NonNullable<LanguageLexicon['layout']>;

/** What a reply's list items say beside the title and year. */
export interface PromptLayout {
  /** Each film as its title and year only, and the columns asked ('just the titles', a table of named columns). */
  titlesOnly: boolean;
  /** Facts asked beside each film, in the order asked. */
  columns: Extract<LayoutColumn, 'director' | 'runtime' | 'rating'>[];
  /** Each film on one short line, without its story ('one line per film', 'no fluff'). */
  brief?: boolean;
  /** The marks of the list: bullets, a table, or none ('no lists, talk to me like a friend'); numbered when unset. */
  shape?: 'bullets' | 'table' | 'prose';
  /** The longest reply asked ('keep it under 300 characters', 'en menos de 80 palabras'). */
  replyLength?: { most: number; unit: 'characters' | 'words' };
  /** A short reply asked with no length ('keep it short', 'en deux mots'): a few films, each on one line. */
  short?: boolean;
  /** The films shown laid out again in an order ('can you sort those newest to oldest'). */
  order?: RequestOrder;
}

/** How long a reply asked to be short is at most, when the message names no length. */
const SHORT_REPLY = { most: 400, unit: 'characters' } as const;

export interface LayoutRead {
  /** The message with its layout words taken out. */
  text: string;
  /** The words taken out, as typed (normalized). */
  words: string[];
  /** The order the layout asks for ('sorted by rating'), if any. */
  sort?: RequestOrder;
  /** What the reply's items should say; undefined when the layout asks nothing the usual items lack. */
  layout?: PromptLayout;
}

const pick = (field: (layout: Layout) => readonly string[] | undefined) =>
  anyOf((lexicon) => (lexicon.layout ? field(lexicon.layout) : undefined));

const COLUMN_KINDS: LayoutColumn[] = ['title', 'year', 'director', 'runtime', 'rating', 'note'];
const SORTS: RequestOrder[] = ['release_date', 'oldest', 'vote_average', 'shortest', 'longest'];

const SHAPE = `(?:${pick((l) => l.shapes)}|${pick((l) => l.tables)}|${pick((l) => l.bullets)})`;
const TABLE = new RegExp(String.raw`\b${pick((l) => l.tables)}\b`);
const BULLETS = new RegExp(String.raw`\b${pick((l) => l.bullets)}\b`);
const COLUMN = pick((l) => COLUMN_KINDS.flatMap((kind) => l.columns[kind]));
const COLUMN_JOIN = pick((l) => l.columnJoins);
const COLUMNS = String.raw`${COLUMN}(?:(?:\s*[,|/&+]\s*|\s+${COLUMN_JOIN}\s+)${COLUMN})*`;
const COLUMN_TAIL = String.raw`(?:\s+${pick((l) => l.columnTails)}){0,2}`;
/** "with the year", "avec l'année": the lead's article may run into the column. */
const LED_COLUMNS = String.raw`${pick((l) => l.columnLeads)}(?:\s+|(?<='))${COLUMNS}${COLUMN_TAIL}`;
const BARE_COLUMNS = `${COLUMNS}${COLUMN_TAIL}`;
const EACH_FILM = new RegExp(String.raw`^${pick((l) => l.columnTails)}$`);
/** 'cada una', 'each one', 'chacun': each film of a list, which no title is ('y cuanto dura cada una'). */
export function pointsAtEachFilm(words: string): boolean {
  return EACH_FILM.test(words.trim());
}
const TITLES_ONLY = pick((l) => l.titlesOnly);
const PER_LINE = String.raw`(?:${pick((l) => l.perLine)}(?:\s+${pick((l) => l.reasonTails)})?)`;
const PROSE = pick((l) => l.prose);
const SHORT = pick((l) => l.short);
const LENGTH_UNIT = pick((l) => [...l.replyLength.characters, ...l.replyLength.words]);
const MEASURE = String.raw`\d+\s*${LENGTH_UNIT}`;
/** 'under 300 characters', '80 palabras como maximo': a number of characters or words with a bound around it. */
const LENGTH = String.raw`(?:(?:${pick((l) => l.replyLength.leads)})\s+${MEASURE}(?:\s+${pick((l) => l.replyLength.tails)})?|${MEASURE}\s+${pick((l) => l.replyLength.tails)})`;
const IN_WORDS = new RegExp(String.raw`\d+\s*${pick((l) => l.replyLength.words)}(?![\p{L}])`, 'u');
const BOLD = pick((l) => l.bold);
const SORT = pick((l) => SORTS.flatMap((order) => l.sorts[order] ?? []));
const FILLER = pick((l) => l.fillers);
/** The distinctive phrases: read wherever they stand. */
const PHRASES = `(?:${TITLES_ONLY}|${PER_LINE}|${SHORT}|${PROSE}|${LENGTH}|${BOLD}|${SORT})`;
/** 'liste mit stichpunkten', 'list with bullet points': the list word, then the marks it is to have. */
const OPENED_SHAPE = String.raw`(?:${pick((l) => l.openers)})\s+(?:(?:${pick((l) => l.joins)})\s+)?${SHAPE}`;
const UNIT = `(?:${PHRASES}|${OPENED_SHAPE}|${SHAPE}|${LED_COLUMNS}|${FILLER})`;
const SEPARATOR = String.raw`(?:\s*[,;|/]\s*|\s+)(?:${COLUMN_JOIN}\s+)?`;
const run = (unit: string) => String.raw`(?:${COLUMN_JOIN}\s+)?${unit}(?:${SEPARATOR}${unit})*`;
const CLAUSE_START = String.raw`(?:^|(?<=[,.;:!?]\s*))`;
const CLAUSE_END = String.raw`(?=\s*(?:[,.;:!?]|$))`;

/** A clause of layout words alone ('just the titles, one per line', 'Titel, Jahr, Laufzeit'). */
const WHOLE = new RegExp(
  String.raw`${CLAUSE_START}\s*${run(`(?:${UNIT}|${BARE_COLUMNS})`)}${CLAUSE_END}`,
  'g',
);
/**
 * A shape opening a clause ('make me a table of', 'hazme una lista numerada de', 'list 4 westerns'), and the columns
 * named right after it ('Tabelle mit Titel | Regie | Jahr für…').
 */
const OPENING = new RegExp(
  String.raw`${CLAUSE_START}\s*(?:(?:${pick((l) => l.leads)})\s+)?(?:${OPENED_SHAPE}|${SHAPE}|${pick((l) => l.openers)})(?:\s+${FILLER})?(?:\s+(?:${pick((l) => l.joins)}))?(?:\s+${BARE_COLUMNS}(?:\s+(?:${pick((l) => l.joins)}))?)?(?=\s+\S)`,
  'g',
);
/** 'quem é o diretor', 'who is the director': a question word whose subject the words after it are. */
const ASKED_BEFORE = String.raw`(?<!(?:^|\s)(?:${pick((l) => l.askedBefore)}))`;
/**
 * Layout words closing a clause ('..., sorted by year oldest first', 'with year and runtime', 'als tabelle machen'),
 * not a question's subject ('e quem é o diretor?').
 */
const CLOSING = new RegExp(
  String.raw`(?<=\S)${ASKED_BEFORE}\s+${run(UNIT)}(?:\s+(?:${pick((l) => l.closers)}))?${CLAUSE_END}`,
  'g',
);
/** 'die 3 besten filme', 'just the titles' inside a clause. */
const INSIDE = new RegExp(String.raw`(?<![\p{L}'-])${PHRASES}(?![\p{L}'-])`, 'gu');
/** 'eine tabelle mit filmen von X machen': the verb closing a clause a shape opened. */
const CLOSER = new RegExp(String.raw`\s+(?:${pick((l) => l.closers)})${CLAUSE_END}`, 'g');

const kindPattern = (field: (layout: Layout) => readonly string[]) =>
  new RegExp(String.raw`(?<![\p{L}'])(?:${pick(field)})(?![\p{L}'])`, 'gu');
const COLUMN_OF = COLUMN_KINDS.map((kind) => ({ kind, pattern: kindPattern((l) => l.columns[kind]) }));
const SORT_OF = SORTS.map((order) => ({ order, pattern: kindPattern((l) => l.sorts[order] ?? []) }));
const TITLES_ONLY_WORDS = kindPattern((l) => l.titlesOnly);
const ONLY_FILLERS = new RegExp(String.raw`^(?:[\s,;|/]|${FILLER}|${COLUMN_JOIN}(?=\s|$))*$`);

/** Whether a clause read whole is layout: more than a filler, and more than one bare column ('director?'). */
function wholeIsLayout(words: string): boolean {
  if (ONLY_FILLERS.test(words)) return false;
  const rest = words.replace(new RegExp(UNIT, 'g'), ' ');
  const columns = COLUMN_OF.reduce((count, { pattern }) => count + (rest.match(pattern)?.length ?? 0), 0);
  return rest.trim() === words.trim() ? columns >= 2 : true;
}

/** What the layout words ask of the reply: titles only, and the facts named beside each film. */
function layoutOf(words: string[], message: string): Pick<LayoutRead, 'sort' | 'layout'> {
  const said = words.join(' , ');
  // 'by runtime, longest first': the order said last in the message tells the direction of one said before it.
  const lastAt = (pattern: RegExp) =>
    Math.max(-1, ...[...message.matchAll(pattern)].map((match) => match.index));
  const sorts = SORT_OF.filter(({ pattern }) => new RegExp(pattern).test(said))
    .map(({ order, pattern }) => ({ order, at: lastAt(pattern) }))
    .sort((a, b) => b.at - a.at)
    .map(({ order }) => order);
  // A sort's words name no column ('sorted by year'), nor do 'just the titles'.
  const columnsSaid = said.replace(new RegExp(SORT, 'g'), ' ').replace(TITLES_ONLY_WORDS, ' ');
  const found = COLUMN_OF.flatMap(({ kind, pattern }) =>
    [...columnsSaid.matchAll(pattern)].map((match) => ({ kind, at: match.index })),
  ).sort((a, b) => a.at - b.at);
  const columns = [
    ...new Set(
      found
        .map(({ kind }) => kind)
        .filter((kind): kind is PromptLayout['columns'][number] =>
          ['director', 'runtime', 'rating'].includes(kind),
        ),
    ),
  ];
  const titlesOnly = new RegExp(TITLES_ONLY_WORDS).test(said);
  // 'no long lists' is a short reply, not prose.
  const short = new RegExp(SHORT).test(said);
  // 'a table of pixar films: title, year and a short description': a sentence on each is the usual list's.
  const withNotes = found.some(({ kind }) => kind === 'note');
  const shape = new RegExp(PROSE).test(said.replace(new RegExp(SHORT, 'g'), ' '))
    ? 'prose'
    : TABLE.test(said) && !withNotes
      ? 'table'
      : BULLETS.test(said)
        ? 'bullets'
        : undefined;
  // 'just the titles, one per line': a title alone is one line already.
  const brief = !titlesOnly && (short || new RegExp(PER_LINE).test(said));
  const limit = new RegExp(LENGTH).exec(said)?.[0];
  const replyLength = limit
    ? {
        most: Number(/\d+/.exec(limit)![0]),
        unit: IN_WORDS.test(limit) ? ('words' as const) : ('characters' as const),
      }
    : short
      ? SHORT_REPLY
      : undefined;
  const asked = titlesOnly || columns.length > 0 || shape !== undefined || brief || Boolean(replyLength);
  const layout: PromptLayout = {
    titlesOnly,
    columns,
    ...(brief ? { brief } : {}),
    ...(shape ? { shape } : {}),
    ...(replyLength ? { replyLength } : {}),
    ...(short ? { short } : {}),
  };
  return { ...(sorts[0] ? { sort: sorts[0] } : {}), ...(asked ? { layout } : {}) };
}

/** The layout words of a normalized message, taken out, and what they ask for; undefined when it has none. */
export function layoutIn(text: string): LayoutRead | undefined {
  const words: string[] = [];
  const take =
    (pattern: RegExp, accept: (match: string) => boolean = () => true) =>
    (source: string) =>
      source.replace(pattern, (match) => {
        if (!accept(match)) return match;
        words.push(match.trim());
        return ' ';
      });
  let rest = take(WHOLE, wholeIsLayout)(text);
  const opened = rest;
  rest = take(OPENING)(rest);
  if (rest !== opened) rest = take(CLOSER)(rest);
  rest = take(CLOSING, (match) => !ONLY_FILLERS.test(match))(rest);
  rest = take(INSIDE)(rest);
  if (!words.length) return undefined;
  const cleaned = rest
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,.;:!?])(?:\s*[,.;:])+/g, '$1')
    .replace(/^[\s,.;:]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { text: cleaned, words, ...layoutOf(words, text) };
}

/** 'can you redo that', 'ponlas', 'mach das nochmal': words asking for the last answer again, beside a layout. */
const AGAIN = new RegExp(String.raw`(?<![\p{L}'-])(?:${pick((l) => l.again)})(?![\p{L}'-])`, 'gu');

/** The usual numbered list with each film's year, asked again ('can you redo that as a numbered list'). */
const USUAL_LAYOUT: PromptLayout = { titlesOnly: false, columns: [] };

/**
 * The layout of a message that says nothing else ('just the titles please', 'can you redo that as a table'), when
 * it asks something of the items. Asked of the films shown ('can u sort those newest to oldest', 'redo that as a
 * numbered list'), an order or the usual list lays the same films out again; 'oldest first' alone asks the request
 * again in that order.
 */
export function layoutAlone(text: string): PromptLayout | undefined {
  const read = layoutIn(text);
  const said = read?.text.replace(/-/g, ' ') ?? '';
  const rest = said.replace(AGAIN, ' ');
  if (!read || /[\p{L}\p{N}]/u.test(rest)) return undefined;
  if (!read.sort && read.layout) return read.layout;
  const ofTheFilmsShown = /[\p{L}\p{N}]/u.test(said);
  return ofTheFilmsShown
    ? { ...(read.layout ?? USUAL_LAYOUT), ...(read.sort ? { order: read.sort } : {}) }
    : undefined;
}

/**
 * Each language's evidence in a message's layout words: a phrase only one language has ('so os titulos', 'juste
 * les titres') tells the reply's language as a strong marker does; one several languages share tells each a share.
 */
const PER_LANGUAGE = LEXICONS.flatMap((lexicon) => {
  const layout = lexicon.layout;
  if (!layout) return [];
  const words = [
    ...layout.shapes,
    ...layout.tables,
    ...layout.titlesOnly,
    ...layout.perLine,
    ...layout.prose,
    ...(layout.short ?? []),
    ...layout.bold,
    ...SORTS.flatMap((order) => layout.sorts[order] ?? []),
  ];
  return [{ code: lexicon.code, pattern: new RegExp(String.raw`\b(?:${words.join('|')})\b`, 'g') }];
});

export function layoutEvidence(text: string): Map<string, number> {
  const read = layoutIn(text);
  const scores = new Map<string, number>();
  if (!read) return scores;
  const said = read.words.join(' , ');
  const matches = PER_LANGUAGE.map(({ code, pattern }) => ({
    code,
    phrases: new Set([...said.matchAll(pattern)].map((match) => match[0])),
  }));
  for (const { code, phrases } of matches)
    for (const phrase of phrases) {
      const sharedBy = matches.filter((other) => other.phrases.has(phrase)).length;
      const weight = phrase.includes(' ') ? 2 : 1;
      scores.set(code, (scores.get(code) ?? 0) + weight / sharedBy);
    }
  return scores;
}
