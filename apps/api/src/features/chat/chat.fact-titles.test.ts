import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { THE_GODFATHER } from '@marquee/catalog/testing';
import { useChatTestApp } from '../../testing/chat-test-app.ts';
import { moviesShownIn } from './chat.markdown.ts';

describe.each(routeTestEngines())('a fact asked with a verb beside the title, on %s', (engine) => {
  const chat = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const ids = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);

  it.each(['de que año es, cuándo salió el padrino', 'wann kam der pate eigentlich raus'])(
    'finds the title among the words: %s',
    async (prompt) => {
      const reply = await chat.ask(prompt);
      expect(ids(reply)).toEqual([THE_GODFATHER]);
      expect(reply).toMatch(/1972/);
    },
  );
});

describe.each(routeTestEngines())('a film asked about by its subtitle, on %s', (engine) => {
  const chat = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const ids = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);

  it.each([
    // Not Return of the Jedi, a typo's distance from the words typed.
    ['how long is return of the king', 122, /201 minutes/],
    ['wie lang geht eigentlich der herr der ringe die rückkehr des königs', 122, /201 Minuten/],
    ['when did rogue nation come out', 177677, /2015/],
  ])('%s', async (prompt, id, fact) => {
    const reply = await chat.ask(prompt);
    expect(ids(reply)).toEqual([id]);
    expect(reply).toMatch(fact);
  });

  it('counts a filmography asked "how many"', async () => {
    const reply = await chat.ask('how many movies has christopher nolan directed? list them');
    expect(reply).toMatch(/^Christopher Nolan directed \d+ films in our catalog/);
    expect(ids(reply).length).toBeGreaterThanOrEqual(6);
  });
});
