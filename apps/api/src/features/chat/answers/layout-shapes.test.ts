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

  it('fills the count asked when either of two kinds will do', async () => {
    const reply = await ask('give me 6 heist or crime films');
    expect(moviesListedIn(reply)).toHaveLength(6);
  });
});
