import { describe, expect, it } from 'vitest';
import { shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';

/** The first line of a reply: its intro. */
const intro = (reply: string) => reply.split('\n')[0]!;

describe('POST /api/chat: a greeting opening the request names nobody and no topic', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['ciao ciao! qualcosa di kubrick?', 'Stanley Kubrick'],
    ['bonsoir, un truc de tarantino', 'Quentin Tarantino'],
    ['hallo! was empfiehlst du von kubrick', 'Stanley Kubrick'],
    ['buenas tardes, que me sugieres de tarantino', 'Quentin Tarantino'],
  ])('%s: the films of %s', async (prompt, person) => {
    const reply = await ask(prompt);
    expect(intro(reply), prompt).toContain(person);
  });
});

describe('POST /api/chat: asking whether the assistant speaks a language asks for no films in it', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['hey, do you speak spanish? i want a thriller', 'Thriller', 'es'],
    ['ciao, parli tedesco? cerco una commedia', 'Comedy', 'de'],
    ['oi, voce fala japones? quero um filme de terror', 'Horror', 'ja'],
  ])('%s', async (prompt, genre, named) => {
    const films = await shownFilmFacts(testApp(), await ask(prompt));
    expect(films.length, prompt).toBeGreaterThanOrEqual(3);
    expect(
      films.every((film) => film.genres.includes(genre)),
      prompt,
    ).toBe(true);
    // Not narrowed to films made in the language named.
    expect(films.filter((film) => film.language !== named).length, prompt).toBeGreaterThanOrEqual(3);
  });
});
