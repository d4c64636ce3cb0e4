import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

// Starter-catalog films.
const DJANGO_UNCHAINED = 68718;
const THE_HATEFUL_EIGHT = 273248;

/** The first line of a reply: its intro, in the language it is written in. */
const intro = (reply: string) => reply.split('\n')[0]!;

describe('POST /api/chat: a name is no evidence of the language a message is written in', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    // 'allen' is German for 'all', 'von' for 'by', 'sean' Spanish for 'be', "o'" reads as Portuguese, 'uma' is 'a'.
    ['woody allen comedies', 'Woody Allen'],
    ['max von sydow', 'Max von Sydow'],
    ['sean astin adventures', 'Sean Astin'],
    ["peter o'toole", "Peter O'Toole"],
    ['uma thurman', 'Uma Thurman'],
    // 'leone' is Italian for 'lion': a director's surname alone.
    ['leone', 'Sergio Leone'],
  ])('an English request naming someone is answered in English: %s', async (prompt, person) => {
    const reply = await ask(prompt);
    expect(intro(reply), prompt).toMatch(/^Here are/);
    expect(reply, prompt).toContain(person);
  });

  it('"no" before a film turned down is English too', async () => {
    const reply = await ask('heist films, no oceans eleven');
    expect(intro(reply)).toMatch(/^Here are/);
  });

  it.each([
    ['film western di sergio leone', /^Ecco/],
    ['filmes com uma thurman', /^Aqui/],
    ['komödien von woody allen', /^Hier sind/],
    ['películas con sean astin', /^Aquí/],
  ])('a request in another language naming the same people stays in it: %s', async (prompt, wording) => {
    expect(intro(await ask(prompt)), prompt).toMatch(wording);
  });
});

describe("POST /api/chat: a person's films of one kind, when there are few or none", () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('lists the few there are, and says they are all', async () => {
    const reply = await ask('tarantino westerns');
    const ids = moviesShownIn(reply).map((movie) => movie.id);
    expect(ids.sort()).toEqual([DJANGO_UNCHAINED, THE_HATEFUL_EIGHT].sort());
    expect(reply).toMatch(/only these Western movies directed by Quentin Tarantino/);
  });

  it('with none of the kind, lists their other films and says there are none', async () => {
    const reply = await ask('kubrick westerns');
    const ids = moviesShownIn(reply).map((movie) => movie.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect((await filmFacts(testApp(), id)).genres).not.toContain('Western');
    expect(reply.match(/directed by Stanley Kubrick/g)?.length).toBeGreaterThan(ids.length);
    expect(reply).toMatch(/Stanley Kubrick has no Western movies/);
  });
});
