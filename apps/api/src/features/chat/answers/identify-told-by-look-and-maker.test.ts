import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const BLACK_SWAN = 44214;
const CITY_LIGHTS = 901;
const THE_DEPARTED = 1422;
const HITCHCOCK_FILMS = [539, 213, 571, 567, 426, 223];

describe.each(routeTestEngines())('POST /api/chat: a film told by its look or its maker, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const shown = async (prompt: string) => moviesShownIn(await ask(prompt)).map((film) => film.id);

  it.each([
    "what's the name of that black and white one where a tramp falls for a blind girl selling flowers",
    'what was the black and white film where a boxer from the docks says he could have been a contender',
  ])(
    'reads "black and white" as the film\'s age, no black or white thing of its story: %s',
    async (prompt) => {
      expect(await shown(prompt)).not.toContain(BLACK_SWAN);
    },
  );

  it('offers a film of the black-and-white years for a story told in black and white', async () => {
    expect(
      await shown(
        'come si chiama quel film in bianco e nero dove un vagabondo si innamora di una fioraia cieca',
      ),
    ).toContain(CITY_LIGHTS);
  });

  it('weighs a maker named by the surname alone after "do", "di" (of) as a person named', async () => {
    expect(
      (await shown('aquele do scorsese em que um agente infiltrado na policia e um mafioso infiltrado'))[0],
    ).toBe(THE_DEPARTED);
    const films = await shown('quello di hitchcock dove un uomo fugge per tutto il paese inseguito da spie');
    expect(films.length).toBeGreaterThan(0);
    expect(films.every((id) => HITCHCOCK_FILMS.includes(id))).toBe(true);
  });
});
