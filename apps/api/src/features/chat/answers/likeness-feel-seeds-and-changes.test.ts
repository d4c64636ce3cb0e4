import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const [RATATOUILLE, SHREK, MEMENTO, ARRIVAL, HEAT, THE_DEPARTED, JAWS, THE_MATRIX, COCO] = [
  2062, 808, 77, 329865, 949, 1422, 578, 603, 354912,
];

describe('films like titles named by their feel, with an article, or changed against every seed', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  const listed = async (message: string) => moviesListedIn(await ask(message)).map((movie) => movie.id);

  /** Films like every seed: two at least, no seed back, each of the first three sharing a kind with each seed. */
  const likeTheSeeds = async (message: string, seeds: number[]) => {
    const films = await listed(message);
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const seed of seeds) expect(films).not.toContain(seed);
    const seedGenres = await Promise.all(
      seeds.map(async (seed) => (await filmFacts(testApp(), seed)).genres),
    );
    for (const id of films.slice(0, 3)) {
      const genres = (await filmFacts(testApp(), id)).genres;
      expect(seedGenres.some((kinds) => genres.some((genre) => kinds.includes(genre)))).toBe(true);
    }
    return films;
  };

  // 'in the mood of', 'nel clima di', 'im Vibe von': a film's feel named by its titles read no likeness at all.
  it.each([
    ['en', 'got anything with the mood of heat and the departed?', [HEAT, THE_DEPARTED]],
    ['es', 'algo con el ambiente de heat y the departed', [HEAT, THE_DEPARTED]],
    ['fr', "un film dans l'ambiance de ratatouille et coco", [RATATOUILLE, COCO]],
    ['de', 'was mit der stimmung von memento und arrival', [MEMENTO, ARRIVAL]],
    ['pt', 'quero algo com a atmosfera de memento e arrival', [MEMENTO, ARRIVAL]],
    ['it', 'qualcosa nel clima di ratatouille e coco', [RATATOUILLE, COCO]],
  ])('%s: %s: like those films, none of them back', async (_language, message, seeds) => {
    await likeTheSeeds(message, seeds);
  });

  // 'le ratatouille', 'o shrek': an article before a loved title made it no title, or the title came back.
  it.each([
    ['fr', "ma fille a adoré le ratatouille, t'as d'autres films du même genre ?", RATATOUILLE],
    ['pt', 'a minha filha adorou o shrek, tens mais coisas assim para ela?', SHREK],
  ])('%s: %s: like the loved title, never it', async (_language, message, seed) => {
    await likeTheSeeds(message, [seed]);
  });

  // 'like jaws and the matrix but newer': newer than the newest seed, not only than the first one.
  it.each([
    ['en', 'something like jaws and the matrix but newer'],
    ['es', 'algo como tiburón y matrix pero más reciente'],
  ])('%s: %s: every film after both seeds', async (_language, message) => {
    const films = await likeTheSeeds(message, [JAWS, THE_MATRIX]);
    for (const id of films) expect((await filmFacts(testApp(), id)).year).toBeGreaterThan(1999);
  });
});
