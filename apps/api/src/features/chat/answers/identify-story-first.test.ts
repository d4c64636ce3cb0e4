import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const THE_SIXTH_SENSE = 745;
const THE_SHINING = 694;
const TITANIC = 597;
const PARASITE = 496243;

describe.each(routeTestEngines())('POST /api/chat: a film asked for by its story, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const first = (reply: string) => moviesShownIn(reply)[0]?.id;

  it.each([
    ["what's the name of the movie where bruce willis helps a little boy who sees ghosts", THE_SIXTH_SENSE],
    ["comment s'appelle le film avec bruce willis où un petit garçon voit des morts", THE_SIXTH_SENSE],
    ['como se llama la peli con leonardo dicaprio donde se hunde un barco', TITANIC],
    ["what's the name of the movie with jack nicholson going mad in a snowed-in hotel", THE_SHINING],
  ] as const)('lets the story decide among the films of the person it names: %s', async (prompt, film) => {
    expect(first(await ask(prompt))).toBe(film);
  });

  it.each([
    'esa peli coreana de la familia pobre que se va colando en la casa de unos ricos',
    'aquele filme coreano da família sem dinheiro que consegue trabalho na mansão de uns ricos',
    'ce film coréen où une famille pauvre se fait embaucher chez des riches',
    'quel film coreano della famiglia povera che si fa assumere da una famiglia ricca',
  ])('reads "that <origin> film of / where …" as a film told by its story: %s', async (prompt) => {
    expect(first(await ask(prompt))).toBe(PARASITE);
  });
});
