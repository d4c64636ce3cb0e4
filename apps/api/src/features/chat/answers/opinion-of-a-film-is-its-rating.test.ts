import { beforeAll, describe, expect, it } from 'vitest';
import { HEAT, JAWS } from '@marquee/catalog/testing';
import { askChat, postingAs } from '../../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../../testing/signed-in-app.ts';

describe('POST /api/chat: what they thought of a film is the rating they gave it, in every language', () => {
  const suite = useTestAppWithUsers('sqlite', { member: {} }, { RATE_LIMIT_MAX: '10000' });
  const ask = (prompt: string) => askChat(suite.testApp, prompt, { cookie: suite.member.cookie });

  beforeAll(async () => {
    const post = postingAs(suite.testApp, suite.member.headers);
    await post('/api/ratings', { tmdb_id: JAWS, rating: 6 });
    await post('/api/ratings', { tmdb_id: HEAT, rating: 9 });
  });

  it.each([
    ['how much did i enjoy jaws?', JAWS, 6],
    ['que me pareció tiburón?', JAWS, 6],
    ['wie fand ich heat?', HEAT, 9],
    ["j'ai pensé quoi de heat ?", HEAT, 9],
    ['o que eu achei de tubarão?', JAWS, 6],
    ['cosa ho pensato di heat?', HEAT, 9],
  ])('%s', async (prompt, film, rating) => {
    const reply = await ask(prompt);
    expect(reply).toContain(`/movie/${film})`);
    expect(reply).toMatch(new RegExp(`\\b${rating}\\b`));
    expect(reply.split('\n').length).toBeLessThan(3);
  });
});
