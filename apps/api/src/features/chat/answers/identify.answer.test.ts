import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';
import { statedLanguages } from './identify.answer.ts';

const HOME_ALONE = 771;
const WHIPLASH = 244786;
const THE_INTOUCHABLES = 77338;
const TOY_STORY = 862;

describe.each(routeTestEngines())('POST /api/chat: a film told by its story, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const first = (reply: string) => moviesShownIn(reply)[0]?.id;

  it('names the film whose own text clearly holds the story, with no "the movie where" before it', async () => {
    const homeAlone = await ask(
      'boy is forgotten at home when his family flies to paris at christmas, burglars',
    );
    expect(homeAlone).toMatch(/^That sounds like this one:/);
    expect(first(homeAlone)).toBe(HOME_ALONE);
    expect(first(await ask('a drummer at a music school and his abusive jazz teacher who pushes him'))).toBe(
      WHIPLASH,
    );
  });

  it.each([
    [
      'fr',
      'je cherche le titre : un aristo paralysé en fauteuil prend comme aide-soignant un gars de cité qui sort de prison',
    ],
    [
      'es',
      'busco el título: un aristócrata paralizado contrata como cuidador a un chico del barrio que sale de la cárcel',
    ],
    [
      'it',
      'sto cercando il titolo: un aristocratico paralizzato prende come badante un ragazzo di periferia uscito di prigione',
    ],
  ])(
    "%s: names a story asked for by its title, though a 'like' word is part of it",
    async (_language, story) => {
      expect(first(await ask(story))).toBe(THE_INTOUCHABLES);
    },
  );

  it('names a film told with another form of its words and a genre in front', async () => {
    // 'jealous' is the catalog's 'jealousy'; 'kids movie' and 'astronaut' would read as a request.
    expect(
      first(
        await ask(
          'kids movie, a cowboy doll gets jealous when the boy gets a new astronaut toy for his birthday',
        ),
      ),
    ).toBe(TOY_STORY);
  });

  it('leaves a long request a request when no one film stands out', async () => {
    const reply = await ask('a feel good comedy for a rainy sunday afternoon with my whole family');
    expect(reply).not.toMatch(/That sounds like/);
    expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(3);
  });
});

describe('the language a story gives its film', () => {
  it.each([
    ['that korean movie about a poor family', ['ko']],
    ['aquele filme coreano da família pobre', ['ko']],
    ['un film japonais où une fille travaille dans des bains', ['ja']],
    ['ein französischer Film über einen Gelähmten', ['fr']],
    ['la peli italiana del padre en el campo', ['it']],
  ])('%j: %j', (story, languages) => {
    expect(statedLanguages(story)).toEqual(languages);
  });

  it('is not the origin of a character', () => {
    expect(statedLanguages('the movie where a french chef opens a restaurant')).toEqual([]);
  });
});
