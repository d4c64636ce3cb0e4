import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe("POST /api/chat: someone's first film is their oldest, in every language", () => {
  const { ask, askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ["whats spielberg's first movie", /Steven Spielberg/],
    ['la primera película de kubrick', /Stanley Kubrick/],
    ['qual foi o primeiro filme do nolan?', /Christopher Nolan/],
    ['der erste film von tarantino', /Quentin Tarantino/],
  ])('%s', async (prompt, maker) => {
    const reply = await ask(prompt);
    expect(reply.split('\n')[0]).toMatch(maker);
    const years = moviesShownIn(reply).map((film) => film.year);
    expect(years.length).toBeGreaterThan(1);
    expect([...years].sort((a, b) => a! - b!)).toEqual(years);
  });

  it("keeps 'the first movie' after a list as the first one shown", async () => {
    const { answer, before } = await askAfter('movies like jaws', 'the first movie, how long is it?');
    expect(answer).toMatch(new RegExp(`/movie/${before[0]}\\).* runs`));
  });
});
