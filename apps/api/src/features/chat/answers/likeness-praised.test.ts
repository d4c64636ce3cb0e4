import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';

// Starter-catalog films.
const ALIEN = 348;
const THE_THING = 1091;
const TOY_STORY = 862;
const JAWS = 578;

/** Titles said first and then praised, or named by their feel: the seeds, never listed back. */
describe.each(routeTestEngines())('films like titles praised or felt, on %s', (engine) => {
  const { ask, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const listed = (reply: string) => moviesListedIn(reply).map((movie) => movie.id);
  const genresOf = async (id: number) =>
    (await testApp().context.catalog.getMovieFacts(id))!.movie.genres.map((genre) => genre.name);

  it.each([
    ['alien and the thing are easily my favourite films, what else?', [ALIEN, THE_THING]],
    ['Alien y The Thing son mis pelis favoritas, ¿qué me recomiendas?', [ALIEN, THE_THING]],
    ['Alien et The Thing sont mes films préférés', [ALIEN, THE_THING]],
    ['Jaws hat mich total umgehauen. Hast du was Ähnliches?', [JAWS]],
  ])('%j: the praised titles are the seeds', async (message, seeds) => {
    const reply = await ask(message);
    const intro = moviesShownIn(reply.split('\n')[0]!).map((movie) => movie.id);
    for (const seed of seeds) expect(intro).toContain(seed);
    const ids = listed(reply);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    for (const seed of seeds) expect(ids).not.toContain(seed);
  });

  it('reads a title before a word for its feel, with a genre turned down', async () => {
    const reply = await ask('give me some toy story vibes, but no animation please');
    expect(moviesShownIn(reply.split('\n')[0]!).map((movie) => movie.id)).toContain(TOY_STORY);
    const ids = listed(reply);
    expect(ids.length).toBeGreaterThanOrEqual(1);
    for (const id of ids) expect(await genresOf(id)).not.toContain('Animation');
  });

  it('reads a second title with its director after it', async () => {
    const reply = await ask("j'ai adoré Jaws et The Thing de John Carpenter, d'autres idées ?");
    expect(listed(reply)).not.toContain(THE_THING);
    expect(moviesShownIn(reply.split('\n')[0]!).map((movie) => movie.id)).toContain(THE_THING);
  });

  it.each([
    'something like amelie but without the love story',
    "quelque chose comme Amélie mais sans l'histoire d'amour",
    "tipo Amélie ma senza tutta la storia d'amore",
  ])('%j: the love story turned down is no romance', async (message) => {
    const ids = listed(await ask(message));
    expect(ids.length).toBeGreaterThanOrEqual(1);
    for (const id of ids) expect(await genresOf(id)).not.toContain('Romance');
  });

  it('a title unknown to the catalog before a feel word is no seed', async () => {
    const reply = await ask('high energy action movies please');
    expect(listed(reply).length).toBeGreaterThanOrEqual(3);
    for (const id of listed(reply)) expect(await genresOf(id)).toContain('Action');
  });
});
