import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const COCO = 354912;
const TOY_STORY = 862;
const UP = 14160;
const RATATOUILLE = 2062;
const FINDING_NEMO = 12;

describe.each(routeTestEngines())(
  'POST /api/chat: is a film worth it, asked in every language, on %s',
  (engine) => {
    const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
    const films = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);

    it.each([
      ['¿qué tal ratatouille? ¿vale la pena verla con mis hijos?', RATATOUILLE, /tiene una nota de/],
      ["how's up? worth watching with my nephews?", UP, /is rated .*\/10/],
      ['e como é toy story? vale a pena ver com meus filhos?', TOY_STORY, /tem nota/],
      ["c'est comment le monde de nemo ? ça vaut le coup avec mes neveux ?", FINDING_NEMO, /est noté/],
      ['wie ist coco? lohnt es sich mit meinen kindern?', COCO, /ist mit .* bewertet/],
      ["com'è toy story? vale la pena vederlo con i miei nipoti?", TOY_STORY, /ha un voto di/],
    ] as const)('answers %j about the film named first, in its language', async (prompt, film, wording) => {
      const reply = await ask(prompt);
      expect(films(reply)).toEqual([film]);
      expect(reply).toMatch(wording);
    });

    it.each([
      ['lohnt sich coco für meine kinder?', COCO, /ist mit .* bewertet/],
      ['est-ce que coco vaut le coup ?', COCO, /est noté/],
      ['vale a pena assistir ratatouille?', RATATOUILLE, /tem nota/],
      ['ist findet nemo sehenswert?', FINDING_NEMO, /ist mit .* bewertet/],
    ] as const)('answers %j with the film asked about', async (prompt, film, wording) => {
      const reply = await ask(prompt);
      expect(films(reply)).toEqual([film]);
      expect(reply).toMatch(wording);
    });
  },
);
