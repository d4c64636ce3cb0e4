import { beforeAll, describe, expect, it } from 'vitest';
import { HEAT, JAWS, SHREK } from '@marquee/catalog/testing';
import { askChat, postingAs } from '../../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../../testing/signed-in-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

describe('POST /api/chat: likeness to the last film they watched takes it from their diary, loved or not', () => {
  const suite = useTestAppWithUsers('sqlite', { member: {} }, { RATE_LIMIT_MAX: '10000' });
  const ask = (prompt: string) => askChat(suite.testApp, prompt, { cookie: suite.member.cookie });

  beforeAll(async () => {
    const post = postingAs(suite.testApp, suite.member.headers);
    await post('/api/ratings', { tmdb_id: SHREK, rating: 9 });
    await post('/api/diary', { tmdb_id: JAWS, watched_on: '2026-01-10', rating: 9 });
    await post('/api/diary', { tmdb_id: HEAT, watched_on: '2026-02-01' });
  });

  it.each([
    'something in the vein of the last movie i watched',
    'algo na linha do último filme que eu vi',
    "qualcosa sulla scia dell'ultimo film che ho visto",
  ])('%s', async (prompt) => {
    const reply = await ask(prompt);
    expect(reply.split('\n')[0]).toMatch(/Heat/);
    const films = moviesListedIn(reply).map((movie) => movie.id);
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const seen of [HEAT, JAWS, SHREK]) expect(films).not.toContain(seen);
  });
});
