import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const THE_MATRIX = 603;
const THE_TRUMAN_SHOW = 37165;

describe.each(routeTestEngines())(
  'POST /api/chat: a story told with words the story tables lack, on %s',
  (engine) => {
    const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
    const first = async (message: string) => moviesShownIn(await ask(message))[0]?.id;

    it.each([
      [
        'pt',
        'aquele filme em que um programador descobre que o mundo é uma simulação de computador e tem que escolher entre duas pílulas',
        THE_MATRIX,
      ],
      [
        'it',
        'quel film in cui un uomo scopre che la sua vita intera è uno show televisivo e la sua città è un set',
        THE_TRUMAN_SHOW,
      ],
    ])(
      '%s: finds the film through the English words its own words descend from',
      async (_language, story, film) => {
        expect(await first(story)).toBe(film);
      },
    );
  },
);
