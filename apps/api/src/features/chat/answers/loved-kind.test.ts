import { beforeAll, describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { askChat } from '../../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../../testing/signed-in-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

// Starter-catalog films: three loved films of one kind (horror), and two of another (animation for families).
const LOVED_HORROR = [694, 1091, 348];
const LOVED_CARTOONS = [862, 12];

describe.each(routeTestEngines())('more like the films a user loved, all of one kind, on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { scared: {}, cartoons: {} });

  beforeAll(async () => {
    for (const [user, films] of [
      [suite.scared, LOVED_HORROR],
      [suite.cartoons, LOVED_CARTOONS],
    ] as const)
      for (const id of films) {
        const response = await suite.testApp.app.inject({
          method: 'POST',
          url: '/api/likes',
          headers: user.headers,
          payload: { tmdb_id: id },
        });
        expect(response.statusCode).toBeLessThan(300);
      }
  });

  const listed = (reply: string) => moviesListedIn(reply).map((movie) => movie.id);
  const genresOf = async (id: number) =>
    (await suite.testApp.context.catalog.getMovieFacts(id))!.movie.genres.map((genre) => genre.name);

  it('mostly recommends the genre the loved films share, in English, French and Spanish', async () => {
    for (const [cookie, genre, prompt] of [
      [suite.scared.cookie, 'Horror', 'more like the ones i loved'],
      [suite.cartoons.cookie, 'Animation', "plus de films comme ceux que j'ai aimé"],
      [suite.scared.cookie, 'Horror', 'dame más pelis como las que me encantaron'],
      [suite.cartoons.cookie, 'Animation', "d'autres comme ceux que j'ai adorés"],
    ] as const) {
      const ids = listed(await askChat(suite.testApp, prompt, { cookie }));
      expect(ids.length, prompt).toBeGreaterThanOrEqual(3);
      const ofTheGenre = (await Promise.all(ids.map(genresOf))).filter((genres) => genres.includes(genre));
      expect(ofTheGenre.length / ids.length, prompt).toBeGreaterThanOrEqual(0.8);
    }
  }, 120_000);
});
