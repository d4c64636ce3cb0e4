import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe.each(routeTestEngines())('POST /api/chat: a series named by its title, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const intro = (reply: string) => reply.split('\n')[0]!;

  it.each([
    ['en', 'toy story movies'],
    ['es', 'las pelis de toy story'],
    ['de', 'alle toy story filme'],
    ['fr', 'tous les films toy story'],
  ])('%s: "%s" names the series as its titles do, a genre-like word and all', async (_language, prompt) => {
    const reply = await ask(prompt);
    expect(intro(reply)).toMatch(/Toy Story/);
    const listed = reply.split('\n').filter((line) => /^\d+\. /.test(line));
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed.every((line) => line.includes('[Toy Story'))).toBe(true);
  });

  it('names a series whose titles go on differently by the words they share', async () => {
    const reply = await ask('the harry potter movies in order');
    expect(intro(reply)).toMatch(/Harry Potter films/);
  });

  it('names a series whose titles go on after a colon once, with its own article', async () => {
    const reply = await ask('list the lord of the rings movies in order');
    expect(intro(reply)).toBe('The Lord of the Rings films in our catalog:');
  });
});
