import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../testing/chat-test-app.ts';
import { moviesListedIn } from './chat.markdown.ts';

/** The list's items, numbered or bulleted. */
const items = (reply: string) => reply.split('\n').filter((line) => /^(?:\d+\.|-) /.test(line));
/** A markdown table's rows below its header, each as its cells. */
const tableRows = (reply: string) =>
  reply
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
/** An item that is only its link and year, then the facts asked ('— directed by …, 148 min'). */
const TITLE_AND_YEAR = /^(?:\d+\.|-) \*\*\[[^\n]+\]\(\/movie\/\d+\)\*\* \(\d{4}\)(?: — [^.]*)?$/;
const LINKED_TITLE = /^\*\*\[[^\n]+\]\(\/movie\/\d+\)\*\*$/;
/** No emphasis left open: every '**' and '_' pair closes. */
const balanced = (reply: string) =>
  reply.split('\n').every((line) => (line.match(/\*\*/g) ?? []).length % 2 === 0);

describe.each(routeTestEngines())('POST /api/chat: a list laid out as asked, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  it('english: just the titles, one per line, and still the films asked', async () => {
    const reply = await ask('80s horror movies. just the titles, one per line, no descriptions');
    expect(items(reply).length).toBeGreaterThanOrEqual(3);
    expect(items(reply).every((line) => TITLE_AND_YEAR.test(line))).toBe(true);
    expect(moviesListedIn(reply).every((movie) => movie.year! >= 1980 && movie.year! <= 1989)).toBe(true);
    expect(reply).not.toMatch(/scriptions/);
    expect(reply.length).toBeLessThan(900);
    expect(balanced(reply)).toBe(true);
  });

  it('english: the order and the column asked, no person read in them', async () => {
    const reply = await ask(
      'list 4 westerns sorted by rating, highest first, with the director next to each',
    );
    const lines = items(reply);
    expect(lines).toHaveLength(4);
    expect(lines.every((line) => / — directed by \S/.test(line))).toBe(true);
    const ratings = lines.map((line) => Number(/(\d\.\d)\/10/.exec(line)?.[1]));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(await ask('top 5 christopher nolan movies, numbered list with the year')).toMatch(
      /directed by Christopher Nolan/,
    );
  });

  it('spanish: a table of named columns is a markdown table of those columns', async () => {
    const reply = await ask('quiero una tabla con 4 comedias románticas: título, año y director');
    expect(reply).toMatch(/^Aquí tienes/);
    expect(reply).toMatch(/^\| Título \| Año \| Dirección \|$/m);
    const rows = tableRows(reply);
    expect(rows).toHaveLength(4);
    for (const [title, year, director] of rows) {
      expect(title).toMatch(LINKED_TITLE);
      expect(year).toMatch(/^\d{4}$/);
      expect(director).toMatch(/\S/);
    }
  });

  it('french: only the titles, oldest first', async () => {
    const reply = await ask('les films avec leonardo dicaprio, juste les titres, triés par année svp');
    expect(reply).toMatch(/Leonardo DiCaprio/);
    expect(reply).toMatch(/^Voici/);
    expect(items(reply).every((line) => TITLE_AND_YEAR.test(line))).toBe(true);
    const years = moviesListedIn(reply).map((movie) => movie.year ?? 0);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it('german: a table of a director’s films with their runtimes, and the count before a layout', async () => {
    const reply = await ask(
      'Kannst du mir eine Tabelle mit Filmen von Martin Scorsese machen? Titel, Jahr, Laufzeit',
    );
    expect(reply).toMatch(/Martin Scorsese/);
    expect(reply).toMatch(/^Hier sind/);
    const rows = tableRows(reply);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every(([title, , runtime]) => LINKED_TITLE.test(title!) && /^\d+ min$/.test(runtime!))).toBe(
      true,
    );
    const ford = await ask('die 3 besten filme mit harrison ford, als stichpunkte, den allerbesten fett');
    expect(items(ford)).toHaveLength(3);
    expect(ford).toMatch(/Harrison Ford/);
  });

  it('portuguese: the reply in portuguese, titles only; a short sentence is no short film', async () => {
    const titles = await ask('top 10 comédias, só os títulos');
    expect(titles).toMatch(/^Aqui estão/);
    expect(items(titles).every((line) => TITLE_AND_YEAR.test(line))).toBe(true);
    const miyazaki = await ask('filmes do hayao miyazaki em tópicos, com uma frase curta sobre cada um');
    expect(miyazaki).toMatch(/Hayao Miyazaki/);
    expect(items(miyazaki).length).toBeGreaterThanOrEqual(3);
  });

  it('italian: the decade and genre asked, the director beside each', async () => {
    const reply = await ask('western degli anni 60, in elenco numerato con anno e regista');
    expect(reply).toMatch(/^Ecco/);
    expect(moviesListedIn(reply).every((movie) => movie.year! >= 1960 && movie.year! <= 1969)).toBe(true);
    expect(items(reply).every((line) => / — diretto da \S/.test(line))).toBe(true);
  });

  it('lays the list just shown out again when that is all a message asks, and keeps a layout for more', async () => {
    const first = '80s horror movies';
    const answer = await ask(first);
    const history: ChatMessage[] = [
      { text: first, isBot: false },
      { text: answer, isBot: true },
    ];
    const titles = await ask('just the titles please', { history });
    expect(moviesListedIn(titles)).toEqual(moviesListedIn(answer));
    expect(items(titles).every((line) => TITLE_AND_YEAR.test(line))).toBe(true);
    const later: ChatMessage[] = [...history, { text: 'just the titles please', isBot: false }];
    const more = await ask('more', { history: [...later, { text: titles, isBot: true }] });
    expect(items(more).length).toBeGreaterThanOrEqual(1);
    expect(items(more).every((line) => TITLE_AND_YEAR.test(line))).toBe(true);
    const shown = new Set(moviesListedIn(answer).map((movie) => movie.id));
    expect(moviesListedIn(more).some((movie) => shown.has(movie.id))).toBe(false);
  });

  it('keeps each item pointable in the next turn', async () => {
    const first = '80s horror movies, just the titles';
    const answer = await ask(first);
    const second = moviesListedIn(answer)[1]!;
    const history: ChatMessage[] = [
      { text: first, isBot: false },
      { text: answer, isBot: true },
    ];
    const reply = await ask('who directed the second one?', { history });
    expect(reply).toContain(`(/movie/${second.id})`);
  });
});
