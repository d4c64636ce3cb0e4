/**
 * A list reply laid out as the message asked ('just the titles', 'with the director next to each', 'a table:
 * title, year, runtime'): the one place a layout is honoured. Each item keeps its `N. **[Title](/movie/id)** (year)`
 * opening, which later turns read back ('the second one'); what follows it is cut to the title and year, or gets
 * the facts asked from the catalog. Bullets replace the numbers when asked, and a table is a markdown table of the
 * title, year and the facts asked (later turns read the films of bullets and tables back too). Prose ('no lists, talk
 * to me like a friend') drops the marks and sets each film in a paragraph of its own, and a reply kept under a length
 * ('under 300 characters') loses its closing hint, then the stories, then its opening line, until it fits. An order
 * asked of the films shown ('can u sort those newest to oldest') numbers the same films again in that order.
 */
import type { PromptLayout } from '../understanding/extractors/layout.extractor.ts';
import type { ReplyLanguage } from '../understanding/chat-query.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import { escapeMarkdown, moviesShownIn } from '../chat.markdown.ts';
import { phrasesFor } from '../wording/phrases.ts';
import type { AssistantAnswer } from './recommend.answer.ts';

/** A numbered item: its opening (number, link, year) and the rest of the line. */
const ITEM = /^(\d+\. \*\*\[.*?\]\(\/movie\/(\d+)\)\*\*(?: \(\d{4}\))?)(.*)$/;

/** The facts asked of one film, as its item says them ('directed by Christopher Nolan', '148 min'). */
async function factsAsked(
  tools: MovieTools,
  id: number,
  layout: PromptLayout,
  language: ReplyLanguage,
  rest: string,
): Promise<string[]> {
  if (!layout.columns.length) return [];
  const facts = await tools.facts(id);
  if (!facts) return [];
  const phrases = phrasesFor(language);
  const said: string[] = [];
  for (const column of layout.columns) {
    if (column === 'director') {
      const names = facts.directors.map((director) => director.name);
      // A director's own list already says who directed each film, before the story's sentence.
      const reason = rest.split('. ')[0] ?? '';
      if (names.length && !names.every((name) => reason.includes(escapeMarkdown(name))))
        said.push(phrases.directedBy(escapeMarkdown(names.slice(0, 2).join(', '))));
    } else if (column === 'runtime') {
      if (facts.movie.runtime) said.push(`${facts.movie.runtime} min`);
    } else if (facts.movie.vote_count > 0 && (layout.titlesOnly || !/\d\/10/.test(rest))) {
      said.push(phrases.picks.rated(facts.movie.vote_average.toFixed(1)));
    }
  }
  return said;
}

/** A table's facts beside the title and year: the ones asked, else the director, runtime and rating. */
const TABLE_FACTS: PromptLayout['columns'] = ['director', 'runtime', 'rating'];

/** The first sentence of an item's rest: why it fits, without the story ('one line per film'). */
const firstSentence = (rest: string) => rest.split('. ')[0] ?? rest;

/** One list item laid out as asked: the facts asked, the rest kept or cut, bullets for numbers. */
async function itemLine(tools: MovieTools, line: string, layout: PromptLayout, language: ReplyLanguage) {
  const item = ITEM.exec(line);
  if (!item) return line;
  const [, opening = '', id, rest = ''] = item;
  const facts = await factsAsked(tools, Number(id), layout, language, rest);
  const asked = facts.length ? ` — ${facts.join(', ')}` : '';
  const kept = layout.titlesOnly ? '' : layout.brief ? firstSentence(rest) : rest;
  const mark = layout.shape === 'bullets' ? '- ' : layout.shape === 'prose' ? '' : '$&';
  return `${opening.replace(/^\d+\. /, mark)}${asked}${kept}`;
}

/** A rating as the reply's language writes it ('8.2', '8,2'). */
const oneDecimal = (value: number, language: ReplyLanguage) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** A table cell: a pipe inside would end it. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** One film as a table row: its link, its year and the facts asked, in the columns' order. */
async function tableRow(tools: MovieTools, line: string, layout: PromptLayout, language: ReplyLanguage) {
  const [, opening = '', id] = ITEM.exec(line)!;
  const link = /\*\*\[.*\]\(\/movie\/\d+\)\*\*/.exec(opening)?.[0] ?? '';
  const year = /\((\d{4})\)$/.exec(opening)?.[1] ?? '';
  const facts = await tools.facts(Number(id));
  const values = layout.columns.map((column) => {
    if (!facts) return '';
    if (column === 'director') return escapeMarkdown(facts.directors.map((one) => one.name).join(', '));
    if (column === 'runtime') return facts.movie.runtime ? `${facts.movie.runtime} min` : '';
    return facts.movie.vote_count > 0 ? `${oneDecimal(facts.movie.vote_average, language)}/10` : '';
  });
  return `| ${[link, year, ...values].map(cell).join(' | ')} |`;
}

/** The reply's list as a markdown table, the lines around it kept. */
async function asTable(tools: MovieTools, text: string, layout: PromptLayout, language: ReplyLanguage) {
  const asked = { ...layout, columns: layout.columns.length ? layout.columns : TABLE_FACTS };
  const names = phrasesFor(language).tableColumns;
  const header = [names.title, names.year, ...asked.columns.map((column) => names[column])];
  const lines = text.split('\n');
  const items = lines.filter((line) => ITEM.test(line));
  const first = lines.findIndex((line) => ITEM.test(line));
  const rows = await Promise.all(items.map((line) => tableRow(tools, line, asked, language)));
  const table = [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- |').join('')}`, ...rows];
  const before = lines.slice(0, first);
  const after = lines.slice(first).filter((line) => !ITEM.test(line));
  return [
    ...before,
    ...(before.at(-1) === '' ? [] : ['']),
    ...table,
    ...(after[0] === '' ? [] : ['']),
    ...after,
  ].join('\n');
}

/** Whether the layout asks anything of the reply's list beyond the usual numbered items. */
const asksSomething = (layout: PromptLayout) =>
  layout.order !== undefined ||
  layout.titlesOnly ||
  layout.columns.length > 0 ||
  layout.brief === true ||
  layout.shape !== undefined ||
  layout.replyLength !== undefined;

/** The reply's list items laid out as asked, the lines around them kept; prose items a paragraph each. */
async function itemsLaidOut(tools: MovieTools, text: string, layout: PromptLayout, language: ReplyLanguage) {
  if (layout.shape === 'table') return asTable(tools, text, layout, language);
  const lines = text.split('\n');
  const laid = await Promise.all(lines.map((line) => itemLine(tools, line, layout, language)));
  const prose = layout.shape === 'prose';
  return laid
    .map((line, at) =>
      prose && at > 0 && ITEM.test(lines[at - 1]!) && ITEM.test(lines[at]!) ? `\n${line}` : line,
    )
    .join('\n');
}

/** How long a reply is in the unit asked: its characters, or its words without the links' targets. */
const lengthOf = (text: string, unit: 'characters' | 'words') =>
  unit === 'characters'
    ? text.length
    : text
        .replace(/\]\(\/movie\/\d+\)/g, ']')
        .split(/\s+/)
        .filter(Boolean).length;

/** The reply's lines from its first list item to its last: what stays when the lines around the list go. */
function listOnly(text: string) {
  const lines = text.split('\n');
  const items = lines.map((line, at) => (ITEM.test(line) ? at : -1)).filter((at) => at >= 0);
  return lines.slice(items[0], items.at(-1)! + 1).join('\n');
}

/**
 * The reply within the length asked: the list as asked, then without the closing hint, then each film on one short
 * line, then its title alone, then without the opening line; then fewer films, the first always kept.
 */
async function withinLength(
  tools: MovieTools,
  text: string,
  layout: PromptLayout,
  language: ReplyLanguage,
): Promise<string> {
  const { most, unit } = layout.replyLength!;
  const fits = (candidate: string) => lengthOf(candidate, unit) <= most;
  const whole = await itemsLaidOut(tools, text, layout, language);
  if (fits(whole)) return whole;
  const untilList = text.split('\n');
  const lastItem = untilList.findLastIndex((line) => ITEM.test(line));
  const head = untilList.slice(0, lastItem + 1).join('\n');
  for (const shorter of [layout, { ...layout, brief: true }, { ...layout, titlesOnly: true }]) {
    const laid = await itemsLaidOut(tools, head, shorter, language);
    if (fits(laid)) return laid;
  }
  const bare = await itemsLaidOut(tools, listOnly(text), { ...layout, titlesOnly: true }, language);
  const lines = bare.split('\n');
  while (lines.length > 1 && !fits(lines.join('\n'))) lines.pop();
  return lines.join('\n').trim();
}

type Order = NonNullable<PromptLayout['order']>;

/** What an order sorts a film by, highest first: its year, rating or runtime (negated for the lowest first). */
async function orderKey(tools: MovieTools, line: string, order: Order): Promise<number> {
  const [, opening = '', id] = ITEM.exec(line)!;
  const year = Number(/\((\d{4})\)$/.exec(opening)?.[1] ?? NaN);
  if (order === 'release_date' || order === 'oldest') return order === 'oldest' ? -year : year;
  const facts = await tools.facts(Number(id));
  if (order === 'vote_average') return facts?.movie.vote_count ? facts.movie.vote_average : NaN;
  const runtime = facts?.movie.runtime || NaN;
  return order === 'shortest' ? -runtime : runtime;
}

/**
 * The reply's films in the order asked, numbered again ('sort those newest to oldest'); films the lines around the
 * list name are no longer links, so the list's first film leads the reply.
 */
async function reordered(tools: MovieTools, text: string, order: Order): Promise<string> {
  const lines = text.split('\n');
  const at = lines.map((line, index) => (ITEM.test(line) ? index : -1)).filter((index) => index >= 0);
  const keyed = await Promise.all(
    at.map(async (index) => ({ line: lines[index]!, key: await orderKey(tools, lines[index]!, order) })),
  );
  // Films with no year, rating or runtime known go last.
  const rank = (key: number) => (Number.isNaN(key) ? -Infinity : key);
  keyed.sort((a, b) => rank(b.key) - rank(a.key));
  const items = new Map(
    at.map((index, place) => [index, keyed[place]!.line.replace(/^\d+\./, `${place + 1}.`)]),
  );
  return lines
    .map((line, index) => items.get(index) ?? line.replace(/\*\*\[([^\]]*)\]\(\/movie\/\d+\)\*\*/g, '**$1**'))
    .join('\n');
}

/** The reply with each list item laid out as asked; the reply as it was when the layout asks nothing of it. */
export async function laidOut(
  tools: MovieTools,
  answer: AssistantAnswer,
  layout: PromptLayout | undefined,
  language: ReplyLanguage,
): Promise<AssistantAnswer> {
  if (!layout || !answer.movies.length || !asksSomething(layout)) return answer;
  if (!answer.text.split('\n').some((line) => ITEM.test(line))) return answer;
  const ordered = layout.order ? await reordered(tools, answer.text, layout.order) : answer.text;
  if (!layout.replyLength) return { ...answer, text: await itemsLaidOut(tools, ordered, layout, language) };
  const text = await withinLength(tools, ordered, layout, language);
  // Films cut to fit are no longer shown.
  const kept = new Set(moviesShownIn(text).map((movie) => movie.id));
  return { ...answer, text, movies: answer.movies.filter((movie) => kept.has(movie.id)) };
}
