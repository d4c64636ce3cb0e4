import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../testing/chat-test-app.ts';
import { moviesListedIn } from './chat.markdown.ts';

describe.each(routeTestEngines())('POST /api/chat: how a request is laid out, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  it('reads the person, not the words about the layout of the answer', async () => {
    const reply = await ask('nolan movies with a short summary of each');
    expect(reply).toMatch(/Christopher Nolan/);
    expect(moviesListedIn(reply).length).toBeGreaterThanOrEqual(3);
    const spanish = await ask('las de spielberg con su duracion');
    expect(spanish).toMatch(/Steven Spielberg/);
  });

  it('lists a series named by the start of its titles, in release order', async () => {
    const films = moviesListedIn(await ask('the godfather films in order'));
    expect(films.map((movie) => movie.id)).toEqual([238, 240, 242]);
    const years = films.map((movie) => movie.year ?? 0);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    // 'films of <words>' may name a person ('la peli de nolan') or, as here, a series.
    for (const prompt of [
      'alle harry potter filme der reihe nach',
      'os filmes de harry potter em ordem',
      'las peliculas de harry potter en orden',
      'les films de harry potter dans l ordre',
      'i film di harry potter in ordine',
    ]) {
      const reply = await ask(prompt);
      const lines = reply.split('\n').filter((line) => /^\d+\. /.test(line));
      expect(lines.length, prompt).toBeGreaterThanOrEqual(2);
      expect(
        lines.every((line) => line.includes('[Harry Potter')),
        prompt,
      ).toBe(true);
    }
  });

  it('answers two facts of one film asked together', async () => {
    const reply = await ask('who directed jaws and how long is it?');
    expect(reply).toMatch(/Steven Spielberg/);
    expect(reply).toMatch(/124 minutes/);
  });

  it('answers the request before again in the language asked', async () => {
    const first = 'westerns from the 60s';
    const answer = await ask(first);
    const history: ChatMessage[] = [
      { text: first, isBot: false },
      { text: answer, isBot: true },
    ];
    const german = await ask('kannst du das auf deutsch schreiben bitte', { history });
    expect(moviesListedIn(german).map((movie) => movie.id)).toEqual(
      moviesListedIn(answer).map((movie) => movie.id),
    );
    expect(german).toMatch(/Western/);
    expect(german).not.toEqual(answer);
  });
});
