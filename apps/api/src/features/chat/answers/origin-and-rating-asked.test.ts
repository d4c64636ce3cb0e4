import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

const INCEPTION = 27205;

describe.each(routeTestEngines())(
  'POST /api/chat: where a film comes from, and its rating for a child, on %s',
  (engine) => {
    const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

    it('answers whether a film is of a country with its original language', async () => {
      expect(await ask('o labirinto do fauno é um filme espanhol ou mexicano? esqueci')).toMatch(
        /em espanhol/,
      );
    });

    it('answers the year, then the rating asked for a child', async () => {
      const reply = await ask('de qué año es? y cómo está clasificada, se la puedo poner a mi hija de 9?', {
        movieId: INCEPTION,
      });
      expect(reply).toMatch(/2010/);
      expect(reply).toMatch(/PG-13/);
    });
  },
);
