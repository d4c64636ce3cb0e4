import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const [TOY_STORY, SHREK, HEAT, CASINO, AMELIE, LA_LA_LAND, SCREAM] = [862, 808, 949, 524, 194, 313369, 4232];

describe('films like titles loved by whoever watches, between two titles, or changed after the title', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const listed = async (message: string) => moviesListedIn(await ask(message)).map((movie) => movie.id);

  it.each([
    ['my kids love Shrek and Toy Story, got anything along those lines?', [SHREK, TOY_STORY]],
    ['i miei figli adorano Toy Story e Shrek, cosa posso fargli vedere?', [TOY_STORY, SHREK]],
    ['Casino und Heat fanden wir beide richtig gut. Was gibt es noch so?', [CASINO, HEAT]],
    ['quelque chose entre Amélie et La La Land', [AMELIE, LA_LA_LAND]],
  ])('%s: like both titles, neither listed back', async (message, seeds) => {
    const films = await listed(message);
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const seed of seeds) expect(films).not.toContain(seed);
  });

  it.each(['amei Scream mas não quero nada de terror, algo parecido?', 'adoro Scream ma non voglio horror'])(
    '%s: wanting turned down leaves the genre out, no title',
    async (message) => {
      const films = await listed(message);
      expect(films.length).toBeGreaterThanOrEqual(2);
      for (const id of films) expect((await filmFacts(testApp(), id)).genres).not.toContain('Horror');
      expect(films).not.toContain(SCREAM);
    },
  );

  it('reads a release before the seed said after its title: filmes parecidos com Star Wars que saíram antes dele', async () => {
    const films = await listed('filmes parecidos com Star Wars que saíram antes dele');
    expect(films.length).toBeGreaterThanOrEqual(1);
    for (const id of films) expect((await filmFacts(testApp(), id)).year).toBeLessThan(1977);
  });
});
