import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../testing/chat-test-app.ts';
import { moviesShownIn } from './chat.markdown.ts';

const SE7EN = 807;

describe.each(routeTestEngines())('words typed with no request around them, on %s', (engine) => {
  const chat = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const ids = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);

  it('reads a surname alone as that person, not as small talk', async () => {
    const reply = await chat.ask('scorsese');
    expect(reply).toMatch(/^Here are movies directed by Martin Scorsese/);
    expect(ids(reply).length).toBeGreaterThanOrEqual(2);
  });

  it('finds two people with a common word beside their names', async () => {
    const reply = await chat.ask('brad pitt + morgan freeman same movie??');
    expect(reply).toMatch(/Brad Pitt and Morgan Freeman/);
    expect(ids(reply)).toContain(SE7EN);
  });

  it('reads a common word said twice beside a genre as no one', async () => {
    for (const prompt of ['horror, clowns clowns', 'a comedy... robots robots'])
      expect(await chat.ask(prompt), prompt).not.toMatch(/movies with|person/);
  });

  it('names no one from a filler word beside a request', async () => {
    const reply = await chat.ask('only non-english films please, something good');
    expect(reply).not.toMatch(/movies with/);
    expect(ids(reply).length).toBeGreaterThanOrEqual(3);
  });
});
