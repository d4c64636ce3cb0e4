import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe.each(routeTestEngines())(
  'POST /api/chat: a fact, then who plays or directed the same film, on %s',
  (engine) => {
    const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

    it('answers the year, then who plays the part asked after it', async () => {
      const reply = await ask('lo squalo di che anno è? e chi interpreta brody?');
      expect(reply).toMatch(/1975/);
      expect(reply).toMatch(/Roy Scheider/);
    });

    it('answers the year, then whether the person named directed it', async () => {
      const reply = await ask('titanic came out when? was it directed by cameron?');
      expect(reply).toMatch(/1997/);
      expect(reply).toMatch(/James Cameron/);
    });

    // 'il dottor lecter', 'doctor grant': a doctor's title said in full is the credits' 'Dr.', or none.
    it.each([
      [
        'chi interpreta il dottor lecter nel silenzio degli innocenti',
        /ruolo di Dr\. Hannibal Lecter .*Anthony Hopkins/,
      ],
      ['who plays doctor grant in jurassic park', /role of Grant is played by \*\*Sam Neill/],
    ])('%j names who plays the doctor', async (question, played) => {
      expect(await ask(question)).toMatch(played);
    });

    it('answers on a film page whether the person named directed the film in view', async () => {
      expect(await ask("spielberg l'a réalisé, non ?", { movieId: 578 })).toMatch(/Oui.*Steven Spielberg/);
    });
  },
);
