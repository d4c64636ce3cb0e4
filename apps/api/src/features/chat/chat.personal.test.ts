import { beforeAll, describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import type { ChatMessage } from '@marquee/contracts';
import { askChat, postingAs } from '../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import { moviesShownIn } from './chat.markdown.ts';
import { ALIEN, INCEPTION, INTERSTELLAR, JAWS, THE_DARK_KNIGHT } from '@marquee/catalog/testing';

describe.each(routeTestEngines())('the chat knows the signed-in user on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { fan: {}, newcomer: {} });

  const ask = (prompt: string, cookie?: string, history: ChatMessage[] = []) =>
    askChat(suite.testApp, prompt, { cookie, history });

  beforeAll(async () => {
    const post = postingAs(suite.testApp, suite.fan.headers);
    await post('/api/diary', { tmdb_id: INTERSTELLAR, watched_on: '2026-09-01' });
    await post('/api/diary', { tmdb_id: INCEPTION, watched_on: '2026-10-01', rating: 9 });
    await post('/api/ratings', { tmdb_id: THE_DARK_KNIGHT, rating: 5 });
    await post('/api/watch/status', { tmdb_id: JAWS, status: 'want_to_watch' });
    await post('/api/watch/status', { tmdb_id: ALIEN, status: 'want_to_watch' });
  });

  const ids = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);

  it('answers which of their rated films they marked highest, however politely it is asked', async () => {
    const reply = await ask(
      'Good evening. Which of the movies I have rated did I give the highest marks to? I will see it again soon.',
      suite.fan.cookie,
    );
    expect(ids(reply)[0]).toBe(INCEPTION);
    expect(reply).not.toMatch(/haven't rated/);
  });

  it('leaves out films the user logged or rated, and says so once', async () => {
    const visitor = await ask('christopher nolan movies');
    expect(ids(visitor)).toEqual(expect.arrayContaining([INCEPTION]));

    const first = await ask('christopher nolan movies', suite.fan.cookie);
    expect(ids(first).length).toBeGreaterThan(0);
    for (const seen of [INCEPTION, INTERSTELLAR, THE_DARK_KNIGHT]) expect(ids(first)).not.toContain(seen);
    expect(first).toMatch(/already logged or rated/);
    // The note is one emphasised paragraph: nothing after its closing underscore, which would show it literally.
    expect(first.split('\n').at(-1)).toMatch(/^_[^\n]*already logged or rated[^\n]*_$/);

    const history = [
      { text: 'christopher nolan movies', isBot: false },
      { text: first, isBot: true },
    ];
    const second = await ask('more sci-fi', suite.fan.cookie, history);
    expect(second).not.toMatch(/already logged or rated/);
  });

  it('includes them again for a rewatch', async () => {
    const reply = await ask('a nolan film to rewatch', suite.fan.cookie);
    expect(reply).not.toMatch(/already logged or rated/);
    expect(ids(reply).some((id) => [INCEPTION, INTERSTELLAR, THE_DARK_KNIGHT].includes(id))).toBe(true);
  });

  it('picks from the watchlist', async () => {
    const reply = await ask('anything from my watchlist?', suite.fan.cookie);
    expect(ids(reply).sort()).toEqual([ALIEN, JAWS].sort());
  });

  it('leaves the watchlist out when asked to, as it does the films they have seen', async () => {
    for (const prompt of [
      'a sci-fi film, nothing on my watchlist',
      "some horror, nothing i've seen or on my watchlist",
    ]) {
      const listed = ids(await ask(prompt, suite.fan.cookie));
      expect(listed.length, prompt).toBeGreaterThanOrEqual(3);
      for (const avoided of [ALIEN, JAWS, INCEPTION, INTERSTELLAR])
        expect(listed, prompt).not.toContain(avoided);
    }
  });

  it('starts from the last film the user loved', async () => {
    const reply = await ask('something like the last film i loved', suite.fan.cookie);
    expect(reply).toContain(`/movie/${INCEPTION})`);
    expect(ids(reply).slice(1)).not.toContain(INTERSTELLAR);
  });

  it('tells a user without history, and a visitor, what it needs', async () => {
    expect(await ask('something like the last film i loved', suite.newcomer.cookie)).toMatch(
      /haven't liked or rated/,
    );
    expect(await ask('something from my watchlist')).toMatch(/Sign in/);
  });
});
