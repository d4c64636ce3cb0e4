import { beforeAll, describe, expect, it } from 'vitest';
import { FINDING_NEMO, HEAT, INCEPTION, JAWS, SE7EN, SHREK, THE_GODFATHER } from '@marquee/catalog/testing';
import { askChat, postingAs } from '../../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../../testing/signed-in-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: their own films asked after loosely (a forgotten name, typed forms, a score as seeds)', () => {
  const suite = useTestAppWithUsers('sqlite', { member: {} }, { RATE_LIMIT_MAX: '10000' });
  const ask = (prompt: string) => askChat(suite.testApp, prompt, { cookie: suite.member.cookie });
  const listed = async (prompt: string) => moviesListedIn(await ask(prompt)).map((movie) => movie.id);

  beforeAll(async () => {
    const post = postingAs(suite.testApp, suite.member.headers);
    await post('/api/diary', { tmdb_id: JAWS, watched_on: '2026-01-10', rating: 4 });
    await post('/api/diary', { tmdb_id: HEAT, watched_on: '2026-02-01' });
    await post('/api/diary', { tmdb_id: INCEPTION, watched_on: '2026-03-01', rating: 7 });
    await post('/api/ratings', { tmdb_id: THE_GODFATHER, rating: 10 });
    await post('/api/ratings', { tmdb_id: SHREK, rating: 9 });
    await post('/api/ratings', { tmdb_id: FINDING_NEMO, rating: 9 });
    await post('/api/ratings', { tmdb_id: SE7EN, rating: 3 });
  });

  it.each([
    'which film did i see most recently? i forgot the title',
    'qual foi o último filme que eu vi? esqueci o nome',
  ])('lists their diary newest first, no film told by its story: %s', async (prompt) => {
    expect((await listed(prompt))[0]).toBe(INCEPTION);
  });

  it('reads typed forms in a ranking of their own films: whats the top film ive rated till now', async () => {
    expect((await listed('whats the top film ive rated till now'))[0]).toBe(THE_GODFATHER);
  });

  it.each([
    "tu me conseilles quoi dans le même esprit que ceux à qui j'ai mis 9 ?",
    'something new similar to the ones i gave a 9 please',
  ])('takes the films given that score as seeds, and lists none they have seen: %s', async (prompt) => {
    const reply = await ask(prompt);
    const films = moviesListedIn(reply).map((movie) => movie.id);
    expect(films.length).toBeGreaterThan(0);
    for (const seen of [SHREK, FINDING_NEMO, THE_GODFATHER, SE7EN, JAWS, HEAT, INCEPTION])
      expect(films).not.toContain(seen);
    const seeds = moviesShownIn(reply).map((movie) => movie.id);
    expect(seeds).toContain(SHREK);
    expect(seeds).not.toContain(THE_GODFATHER);
  });
});
