import { beforeAll, describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { INCEPTION, INTERSTELLAR, JAWS, MEMENTO, THE_DARK_KNIGHT } from '@marquee/catalog/testing';
import { askChat } from '../../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../../testing/signed-in-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';

const today = new Date();
const isoDaysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);

describe.each(routeTestEngines())(
  'the signed-in user ranking and asking about their own films, on %s',
  (engine) => {
    const suite = useTestAppWithUsers(engine, { critic: {} }, { RATE_LIMIT_MAX: '10000' });
    const ask = (prompt: string) => askChat(suite.testApp, prompt, { cookie: suite.critic.cookie });
    const listed = (reply: string) => moviesListedIn(reply).map((movie) => movie.id);
    const shown = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);

    beforeAll(async () => {
      for (const [tmdb_id, days, rating] of [
        [MEMENTO, 200, 4],
        [INCEPTION, 40, 9],
        [THE_DARK_KNIGHT, 20, 10],
        [JAWS, 2, 6],
      ] as const) {
        const response = await suite.testApp.app.inject({
          method: 'POST',
          url: '/api/diary',
          headers: suite.critic.headers,
          payload: { tmdb_id, watched_on: isoDaysAgo(days), rating },
        });
        expect(response.statusCode).toBeLessThan(300);
      }
    });

    it.each([
      ['which film did i score the highest of all?', /highest/],
      ['cuál es la que mejor he valorado', /mejor valoradas/],
      ['welchen Film habe ich am besten bewertet', /am besten/],
      ['qual filme eu avaliei melhor?', /avaliou melhor/],
      ['qual è il film che ho votato meglio?', /più alti/],
    ])(
      'ranks their own films by their rating, best first: %s',
      async (prompt, wording) => {
        const reply = await ask(prompt);
        expect(listed(reply)[0], reply).toBe(THE_DARK_KNIGHT);
        expect(reply).toMatch(wording);
      },
      120_000,
    );

    it.each(['what did i watch in the last 30 days?', 'which films did i watch in the last 3 weeks'])(
      'a question with a span of time lists the diary of that span, no film named like its words: %s',
      async (prompt) => {
        const reply = await ask(prompt);
        expect(new Set(shown(reply))).toEqual(new Set([JAWS, THE_DARK_KNIGHT]));
      },
    );

    it.each([
      'my worst rated film from the past two months',
      'la peor peli que vi en los últimos dos meses',
      'der schlechteste Film, den ich in den letzten zwei Monaten gesehen habe',
    ])('ranks only what was watched in a span when one is named, worst first: %s', async (prompt) => {
      const reply = await ask(prompt);
      expect(listed(reply)).toEqual([JAWS, INCEPTION, THE_DARK_KNIGHT]);
      expect(listed(reply)).not.toContain(MEMENTO);
    });

    it.each(['show me the ones i scored highest', 'meine am besten bewerteten Filme?'])(
      'lists only films they liked as their best, none rated at or below the middle: %s',
      async (prompt) => {
        expect(listed(await ask(prompt))).toEqual([THE_DARK_KNIGHT, INCEPTION, JAWS]);
      },
    );

    it('lists only films they did not like as their worst: quais filmes eu avaliei pior?', async () => {
      expect(listed(await ask('quais filmes eu avaliei pior?'))).toEqual([MEMENTO]);
    });

    it('lists as many of their best as asked', async () => {
      expect(listed(await ask('my top 2 films please'))).toEqual([THE_DARK_KNIGHT, INCEPTION]);
    });

    it.each([
      'going off the films i rated best, what would you suggest?',
      'que me recomiendas según las pelis que mejor he puntuado',
      'in base ai film che ho votato meglio, cosa mi consigli?',
    ])('recommends from their best rated, never a film they have seen: %s', async (prompt) => {
      const films = listed(await ask(prompt));
      expect(films.length).toBeGreaterThanOrEqual(3);
      for (const seen of [MEMENTO, INCEPTION, THE_DARK_KNIGHT, JAWS]) expect(films).not.toContain(seen);
    });

    it.each([
      ['have i rated inception at all? how much', INCEPTION, /9 out of 10/],
      ['hab ich Memento schon bewertet?', MEMENTO, /4 von 10/],
      ['che voto ho dato a jaws?', JAWS, /6 su 10/],
      ["est-ce que j'ai déjà vu Memento, et quand ?", MEMENTO, /4\/10/],
    ])('answers about one film they name, in their language: %s', async (prompt, film, said) => {
      const reply = await ask(prompt);
      expect(shown(reply)).toEqual([film]);
      expect(reply).toMatch(said);
    });

    it.each([
      ['qué vi en las últimas tres semanas', [JAWS, THE_DARK_KNIGHT]],
      ['cosa ho visto nelle ultime due settimane', [JAWS]],
    ])('lists the diary of a number of weeks back: %s', async (prompt, films) => {
      expect(listed(await ask(prompt))).toEqual(films);
    });

    it('keeps a film the user likes but has not rated out of their ranking', async () => {
      await suite.testApp.app.inject({
        method: 'POST',
        url: '/api/likes',
        headers: suite.critic.headers,
        payload: { tmdb_id: INTERSTELLAR },
      });
      expect(listed(await ask('what are my best rated movies?'))).not.toContain(INTERSTELLAR);
    });
  },
);
