import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const THE_MATRIX = 603;
const JAWS = 578;

describe('POST /api/chat: more films like the one of the page, however the pointer is said', () => {
  const { testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  let address = 0;
  const askOnPage = async (prompt: string, movieId: number) => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/chat',
      remoteAddress: `10.8.0.${++address}`,
      payload: { prompt, movieTitle: null, movieId, history: [] },
    });
    return (response.json() as { data: string }).data;
  };

  it.each([
    'okay that one wrecked me. more stuff like it please',
    'wow, this one was amazing. anything else like it?',
    'questo mi ha sconvolto, altri film come questo?',
    'nossa, mais coisas parecidas com esse',
    'mehr filme wie diesen bitte',
    "d'autres trucs comme celui-ci ?",
  ])('%s', async (prompt) => {
    const reply = await askOnPage(prompt, THE_MATRIX);
    expect(reply).toMatch(/\[The Matrix\]\(\/movie\/603\)/);
    const listed = moviesListedIn(reply).map((movie) => movie.id);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    expect(listed).not.toContain(THE_MATRIX);
  });

  // A comparison of more than one word closing on a pointer, or a likeness with nothing after it.
  it.each([
    'loved it. which movies are comparable to this one?',
    "vu hier soir, il y a quoi d'autre de semblable ?",
    'tienes pelis cercanas a esta?',
    'Welche Filme sind vergleichbar mit dem da?',
    'tem filmes semelhantes desse?',
    'ci sono film affini a questa?',
  ])('%s', async (prompt) => {
    const reply = await askOnPage(prompt, JAWS);
    expect(reply).toMatch(/\[Jaws\]\(\/movie\/578\)/);
    const listed = moviesListedIn(reply).map((movie) => movie.id);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed).not.toContain(JAWS);
  });
});
