import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

const THE_MATRIX = 603;
const INCEPTION = 27205;
const CINEMA_PARADISO = 11216;

describe.each(routeTestEngines())(
  'POST /api/chat: the year a film came out, asked in every language, on %s',
  (engine) => {
    const chat = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
    let address = 0;
    /** One message sent from a film's page. */
    const askOnPage = async (prompt: string, movieId: number) => {
      const response = await chat.testApp().app.inject({
        method: 'POST',
        url: '/api/chat',
        remoteAddress: `10.7.0.${++address}`,
        payload: { prompt, movieTitle: null, movieId, history: [] },
      });
      return (response.json() as { data: string }).data;
    };

    it.each([
      ['in che anno è stato girato il padrino?', /\[The Godfather\]\(\/movie\/238\).* è uscito il .*1972/],
      ['quando è uscito titanic', /\[Titanic\]\(\/movie\/597\).* è uscito il .*1997/],
      ['em que ano saiu o poderoso chefão?', /\[The Godfather\]\(\/movie\/238\).* foi lançado em .*1972/],
      ['wann kam titanic raus?', /\[Titanic\]\(\/movie\/597\).* ist am .*1997 erschienen/],
      ['in welchem jahr ist jaws erschienen', /\[Jaws\]\(\/movie\/578\).*1975 erschienen/],
      ['en quelle année est sorti titanic ?', /\[Titanic\]\(\/movie\/597\).* est sorti le .*1997/],
      ['en qué año salió jaws?', /\[Jaws\]\(\/movie\/578\).*1975/],
    ])('answers %j with the year, in its language', async (prompt, year) => {
      expect(await chat.ask(prompt)).toMatch(year);
    });

    it('reads "this film" in a year question as the film of the page', async () => {
      expect(await askOnPage('di che anno è questo film?', CINEMA_PARADISO)).toMatch(
        /\[Cinema Paradiso\]\(\/movie\/11216\).* è uscito il .*1988/,
      );
      expect(await askOnPage('aus welchem jahr ist dieser film?', THE_MATRIX)).toMatch(
        /\[The Matrix\]\(\/movie\/603\).*1999 erschienen/,
      );
      expect(await askOnPage('de quelle année est ce film ?', INCEPTION)).toMatch(
        /\[Inception\]\(\/movie\/27205\).* est sorti le .*2010/,
      );
      expect(await askOnPage('de que ano é este filme?', INCEPTION)).toMatch(
        /\[Inception\]\(\/movie\/27205\).* foi lançado em .*2010/,
      );
    });
  },
);
