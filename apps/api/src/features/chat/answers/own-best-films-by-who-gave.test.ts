import { beforeAll, describe, expect, it } from 'vitest';
import { FINDING_NEMO, HEAT, SE7EN, SHREK, THE_GODFATHER, TOY_STORY } from '@marquee/catalog/testing';
import { askChat, postingAs } from '../../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../../testing/signed-in-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

describe('POST /api/chat: their best films named by what they liked most or gave, in any word order', () => {
  const suite = useTestAppWithUsers('sqlite', { member: {} }, { RATE_LIMIT_MAX: '10000' });
  const ask = (prompt: string) => askChat(suite.testApp, prompt, { cookie: suite.member.cookie });
  const listed = async (prompt: string) => moviesListedIn(await ask(prompt)).map((movie) => movie.id);

  beforeAll(async () => {
    const post = postingAs(suite.testApp, suite.member.headers);
    await post('/api/ratings', { tmdb_id: SE7EN, rating: 10 });
    await post('/api/ratings', { tmdb_id: HEAT, rating: 10 });
    await post('/api/ratings', { tmdb_id: THE_GODFATHER, rating: 8 });
    await post('/api/ratings', { tmdb_id: TOY_STORY, rating: 4 });
    await post('/api/likes', { tmdb_id: SHREK });
    await post('/api/likes', { tmdb_id: FINDING_NEMO });
  });

  it.each([
    'Welcher Film wurde von mir am höchsten bewertet?',
    '¿a qué peli le puse la nota más alta?',
    'quelle est la note la plus haute donnée par moi ?',
  ])('ranks their own films when the score is said as given by them: %s', async (prompt) => {
    expect([SE7EN, HEAT]).toContain((await listed(prompt))[0]);
  });

  it.each([
    'Empfiehl mir bitte Filme wie die, denen ich eine 10 gegeben habe',
    'was ähnliches wie die Filme, die ich am meisten gemocht habe?',
    'algo parecido a las pelis que más me encantaron?',
  ])('takes the films they liked most or scored top as seeds, never a title: %s', async (prompt) => {
    const reply = await ask(prompt);
    expect(reply).not.toMatch(/nicht gefunden|finde ich den film nicht|no he encontrado|non ho trovato/i);
    const films = moviesListedIn(reply).map((movie) => movie.id);
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const seen of [SE7EN, HEAT, THE_GODFATHER, TOY_STORY]) expect(films).not.toContain(seen);
  });
});
