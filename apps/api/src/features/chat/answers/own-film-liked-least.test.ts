import { beforeAll, describe, expect, it } from 'vitest';
import { HEAT, SE7EN, THE_GODFATHER, TOY_STORY } from '@marquee/catalog/testing';
import { askChat, postingAs } from '../../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../../testing/signed-in-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

describe('POST /api/chat: the film they liked least, said with the words of liking', () => {
  const suite = useTestAppWithUsers('sqlite', { member: {} }, { RATE_LIMIT_MAX: '10000' });
  const ask = (prompt: string) => askChat(suite.testApp, prompt, { cookie: suite.member.cookie });
  const first = async (prompt: string) => moviesListedIn(await ask(prompt))[0]?.id;

  beforeAll(async () => {
    const post = postingAs(suite.testApp, suite.member.headers);
    await post('/api/ratings', { tmdb_id: SE7EN, rating: 9 });
    await post('/api/ratings', { tmdb_id: HEAT, rating: 7 });
    await post('/api/ratings', { tmdb_id: THE_GODFATHER, rating: 2 });
    await post('/api/ratings', { tmdb_id: TOY_STORY, rating: 5 });
  });

  // 'welcher film hat mir am wenigsten gefallen': least liked is their lowest-rated film.
  it.each([
    ['which movie did i enjoy least?'],
    ['¿cuál es la peli que menos me gustó?'],
    ["c'est quoi le film que j'ai le moins aimé ?"],
    ['welchen film mochte ich am wenigsten?'],
    ['von meinen filmen: welcher davon hat mir am wenigsten gefallen?'],
    ['qual foi o filme que eu menos curti?'],
    ['qual è il film che mi è piaciuto di meno?'],
  ])('%s', async (prompt) => {
    expect(await first(prompt)).toBe(THE_GODFATHER);
  });
});
