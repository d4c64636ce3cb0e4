import { describe, expect, it } from 'vitest';
import { shownFilmWords, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { loanForms } from './word-as-theme.ts';

/** The list items of a reply. */
const items = (reply: string) => reply.split('\n').filter((line) => /^\d+\.\s/.test(line));

describe('POST /api/chat: one word beside a kind is the films subject when the catalog holds it', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['jungle adventure films', /jungle/i],
    ['películas de aventuras en la selva', /jungle/i],
    ['scifi about mars', /\bmars/i],
    ['filmes de ação sobre o Vietnã', /vietnam/i],
  ])('%s', async (prompt, told) => {
    // Each film's story from the catalog: a reply in another language quotes no English synopsis.
    const listed = await shownFilmWords(testApp(), await ask(prompt));
    expect(listed.length).toBeGreaterThanOrEqual(1);
    expect(listed.every(({ words }) => told.test(words))).toBe(true);
  });

  it('a word no film of the kind holds is filler: the kind alone answers', async () => {
    const [plain, beside] = [await ask('adventure films'), await ask('random adventure films')];
    expect(items(beside).length).toBeGreaterThanOrEqual(3);
    expect(items(beside)).toEqual(items(plain));
  });
});

describe('POST /api/chat: a choice between two kinds of film is a request for either', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['pirates or monsters', /pirate/i, /monster/i],
    ['dinosaurios o monstruos', /dinosaur/i, /monster/i],
  ])('%s', async (prompt, one, other) => {
    const reply = await ask(prompt);
    const listed = await shownFilmWords(testApp(), reply);
    expect(reply).not.toMatch(/couldn't find that title|no encontr/i);
    expect(listed.some(({ words }) => one.test(words))).toBe(true);
    expect(listed.some(({ words }) => other.test(words))).toBe(true);
  });
});

describe('loanForms: a place named with a nasal or accented ending meets its English name', () => {
  it.each([
    ['Irã', 'iran'],
    ['Japão', 'japan'],
    ['Itália', 'italy'],
    ['Italie', 'italy'],
    ['Italien', 'italy'],
  ])('%s', (typed, english) => expect(loanForms(typed)).toContain(english));
});
