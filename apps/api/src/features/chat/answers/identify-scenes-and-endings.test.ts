import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

// Starter-catalog films.
const SHUTTER_ISLAND = 11324;
const JAWS = 578;
const CAST_AWAY = 8358;
const THE_SHINING = 694;
const GROUNDHOG_DAY = 137;
const RATATOUILLE = 2062;
/** An identified film is told with two alternatives at most, never as a list of recommendations. */
const IDENTIFIED_AT_MOST = 3;

describe.each(routeTestEngines())(
  'POST /api/chat: a film told by a scene, its ending or its actor, on %s',
  (engine) => {
    const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
    const shown = async (message: string) => moviesShownIn(await ask(message)).map((film) => film.id);

    it('names the film of an ending or a famous scene, the telling words set aside', async () => {
      for (const [story, film] of [
        ['la peli q al final resulta q el detective era el loco del hospital de la isla', SHUTTER_ISLAND],
        ['da che film è la famosa scena dello squalo che attacca la barca del poliziotto', JAWS],
      ] as const) {
        const films = await shown(story);
        expect(films, story).toContain(film);
        expect(films.length, story).toBeLessThanOrEqual(IDENTIFIED_AT_MOST);
      }
    });

    it('names the one film of an actor a story points at, not the actor’s films', async () => {
      for (const [story, film] of [
        ['ce film avec tom hanks coincé sur une île avec un ballon de volley', CAST_AWAY],
        ['der Film mit Jack Nicholson, der im verschneiten Hotel verrückt wird', THE_SHINING],
        ['the one with bill murray reliving the same day again and again', GROUNDHOG_DAY],
      ] as const) {
        const films = await shown(story);
        expect(films[0], story).toBe(film);
        expect(films.length, story).toBeLessThanOrEqual(IDENTIFIED_AT_MOST);
      }
    });

    it('names a cartoon asked for by what it is ("c’est quoi le dessin animé avec…")', async () => {
      const films = await shown(
        "c'est quoi le dessin animé avec le rat qui cuisine dans un grand restaurant à paris",
      );
      expect(films[0]).toBe(RATATOUILLE);
      expect(films.length).toBeLessThanOrEqual(IDENTIFIED_AT_MOST);
    });

    it('still lists an actor’s films when no story is told, and films with a twist when asked for', async () => {
      expect((await shown('the one with tom hanks')).length).toBeGreaterThan(IDENTIFIED_AT_MOST);
      expect((await shown('movies with a twist ending')).length).toBeGreaterThan(IDENTIFIED_AT_MOST);
    });
  },
);
