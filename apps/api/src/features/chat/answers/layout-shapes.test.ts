import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';
import { parsePrompt } from '../understanding/parse-prompt.ts';

describe('layout words say the shape and order of the list, in every language', () => {
  it.each([
    ['could you bullet point a few nolan movies', 'bullets'],
    ['comedias en forma de puntos por favor', 'bullets'],
    ['des comédies, liste à puces', 'bullets'],
    ['als Tabelle: drei Komödien', 'table'],
    ['em uma tabela, 3 comédias', 'table'],
    ['tre commedie in una tabella', 'table'],
  ])('%s -> %s', (prompt, shape) => {
    expect(parsePrompt(prompt).layout?.shape).toBe(shape);
  });

  it.each([
    ['the longest sci-fi films you know', 'longest'],
    ['dramas, longest ones first', 'longest'],
    ['dramas, de la más larga primero', 'longest'],
    ['Dramen, die längsten zuerst', 'longest'],
  ])('%s -> %s', (prompt, order) => {
    expect(parsePrompt(prompt).query.sort).toBe(order);
  });

  it.each([
    ['tres comedias en menos de 40 palabras', { most: 40, unit: 'words' }],
    ['une comédie, 200 caractères max', { most: 200, unit: 'characters' }],
    ['answer in fewer than 60 words: two westerns', { most: 60, unit: 'words' }],
  ])('%s asks for a reply of at most a length, no film length', (prompt, replyLength) => {
    const parsed = parsePrompt(prompt);
    expect(parsed.layout?.replyLength).toEqual(replyLength);
    expect(parsed.query.runtimeMax).toBeUndefined();
  });

  it.each([
    'drei Komödien, keine Liste, sprich mit mir wie ein Freund',
    'dos thrillers, sin listas, háblame como un amigo',
    'un drame, pas de liste, parle-moi comme un ami',
    'due commedie, niente elenchi, parlami come un amico',
    'uma comédia, sem listas, fala comigo como um amigo',
    'a western please, in a paragraph',
  ])('%s asks for the films in paragraphs, no theme read in it', (prompt) => {
    const parsed = parsePrompt(prompt);
    expect(parsed.layout?.shape).toBe('prose');
    expect(parsed.query.theme).toBeUndefined();
    expect(parsed.query.avoidLabels).toEqual([]);
  });

  it.each([
    ['kubrick films ranked, one line each saying why', 'vote_average', false],
    ['comedias de mejor a peor, una línea cada una explicando por qué', 'vote_average', false],
    ['vier Komödien als nummerierte Liste, sonst nichts', undefined, true],
    ["quatre comédies en liste numérotée, rien d'autre", undefined, true],
  ])('%s: the order and the lines asked', (prompt, order, titlesOnly) => {
    const parsed = parsePrompt(prompt);
    expect(parsed.query.sort).toBe(order);
    expect(parsed.layout?.titlesOnly).toBe(titlesOnly);
    expect(parsed.leftover).not.toMatch(/why|por que|weiter|autre/);
  });

  it('keeps a number word out of the leftover, so a hyphenated name stands alone', () => {
    const { query } = parsePrompt('drei Hitchcock-Filme bitte');
    expect(query.count).toBe(3);
    expect(query.theme).toBeUndefined();
  });
});

describe('POST /api/chat: a reply laid out as asked', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('answers a table as a markdown table whose films later turns still read', async () => {
    const reply = await ask('as a table with director and rating: 3 comedies');
    expect(reply).toMatch(/\|\s*-{3,}/);
    expect(moviesListedIn(reply)).toHaveLength(3);
  });

  it('bullets the list when asked, the films still read back', async () => {
    const reply = await ask('can you bullet point 3 thrillers');
    expect(reply).toMatch(/^- \*\*\[/m);
    expect(moviesListedIn(reply)).toHaveLength(3);
  });

  it('keeps one short line per film without the story', async () => {
    const long = await ask('4 comédies');
    const brief = await ask('4 comédies, une ligne par film');
    expect(moviesShownIn(brief)).toHaveLength(4);
    expect(brief.length).toBeLessThan(long.length);
  });

  it('lists the films of a person hyphenated to a film noun', async () => {
    const reply = await ask('vier Nolan-Filme, als Tabelle');
    expect(moviesListedIn(reply)).toHaveLength(4);
    expect(reply).toContain('Christopher Nolan');
  });

  it('keeps a reply under the length asked, the film still shown', async () => {
    const reply = await ask('answer in under 250 characters: a comedy, only one');
    expect(reply.length).toBeLessThanOrEqual(250);
    expect(moviesShownIn(reply)).toHaveLength(1);
    const words = await ask('cuatro dramas en menos de 45 palabras');
    expect(words.replace(/\]\(\/movie\/\d+\)/g, ']').split(/\s+/).length).toBeLessThanOrEqual(45);
    expect(moviesShownIn(words).length).toBeGreaterThanOrEqual(1);
  });

  it('tells the films in paragraphs, no list marks, when asked to talk without lists', async () => {
    const reply = await ask('dos thrillers, sin listas, háblame como un amigo');
    expect(reply).not.toMatch(/(?:^|\n)\s*(?:\d+[.)]|[-*+•])\s+/);
    expect(moviesShownIn(reply)).toHaveLength(2);
    expect(reply).toMatch(/^Aquí tienes/);
  });

  it('lists a numbered list of titles and nothing else, and a director ranked best first', async () => {
    const titles = await ask('vier Komödien als nummerierte Liste, sonst nichts');
    const items = titles.split('\n').filter((line) => /^\d+\. /.test(line));
    expect(items).toHaveLength(4);
    expect(items.every((line) => /^\d+\. \*\*\[[^\n]+\]\(\/movie\/\d+\)\*\* \(\d{4}\)$/.test(line))).toBe(
      true,
    );
    const ranked = await ask(
      'las 3 mejores películas de spielberg, de mejor a peor, una línea cada una explicando por qué',
    );
    const lines = ranked.split('\n').filter((line) => /^\d+\. /.test(line));
    expect(lines).toHaveLength(3);
    const ratings = lines.map((line) => Number(/(\d[.,]\d)\/10/.exec(line)?.[1]?.replace(',', '.')));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ranked).toMatch(/Steven Spielberg/);
  });

  it('fills the count asked when either of two kinds will do', async () => {
    const reply = await ask('give me 6 heist or crime films');
    expect(moviesListedIn(reply)).toHaveLength(6);
  });
});
