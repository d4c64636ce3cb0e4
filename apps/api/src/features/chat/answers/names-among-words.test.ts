import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

// Starter-catalog films.
const AMELIE = 194;
const DOWNFALL = 613;

describe('POST /api/chat: a kind of films loved since a title', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['totally hooked on french films ever since amelie, got any others?', AMELIE, 'fr'],
    ['obsessed with german cinema since downfall, what else is there', DOWNFALL, 'de'],
  ])('the title is the seed, never shown back, and the kind is kept: %s', async (prompt, seed, language) => {
    const reply = await ask(prompt);
    const listItems = reply.split('\n').filter((line) => /^\d+\.\s/.test(line));
    const listed = listItems.flatMap((line) => moviesShownIn(line).map((movie) => movie.id));
    expect(listed.length, prompt).toBeGreaterThan(0);
    expect(listed, prompt).not.toContain(seed);
    for (const id of listed) expect((await filmFacts(testApp(), id)).language, prompt).toBe(language);
  });
});

describe('POST /api/chat: a full name among many other words', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['my uncle keeps going on and on about akira kurosawa, where would i even start', 'Akira Kurosawa'],
    ['never really watched anything by hayao miyazaki honestly, thoughts', 'Hayao Miyazaki'],
  ])('lists that person’s films: %s', async (prompt, person) => {
    const reply = await ask(prompt);
    expect(moviesShownIn(reply).length, prompt).toBeGreaterThan(0);
    expect(reply.split('\n')[0], prompt).toContain(person);
  });
});
