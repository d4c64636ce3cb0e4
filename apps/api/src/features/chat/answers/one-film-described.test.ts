import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';
import { libraryPhrasesFor } from '../wording/phrases.ts';

const MY_NEIGHBOR_TOTORO = 8392;
const ROCKY = 1366;
const TRAIN_TO_BUSAN = 396535;
const EDWARD_SCISSORHANDS = 162;
const CORALINE = 14836;
const WALL_E = 10681;
const GROUNDHOG_DAY = 137;

/** Whether a reply names a film told by its story, sure of it or not, rather than listing films to watch. */
const identifies = (reply: string, language: string) => {
  const phrases = libraryPhrasesFor(language);
  return reply.startsWith(phrases.identifyIntro) || reply.startsWith(phrases.identifyUnsure);
};

describe.each(routeTestEngines())(
  'POST /api/chat: one film described, not films asked for, on %s',
  (engine) => {
    const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

    it.each([
      // 'there was this film…'.
      ['it', "c'era un film con un pugile sconosciuto di filadelfia che sfida il campione", ROCKY],
      // 'the one of the…' in Italian, elided before a vowel.
      ['it', "quella dell'uomo che ha le forbici al posto delle mani", EDWARD_SCISSORHANDS],
      // 'the one…' with the film's language and subject: still one film, no Korean zombie films.
      ['fr', 'celui avec les zombies dans un train en corée', TRAIN_TO_BUSAN],
      // A story told from its character on, with no word for a film.
      ['en', 'girl finds a tiny door in her new house that leads to another world', CORALINE],
      ['fr', 'mec qui se réveille chaque matin le même jour encore et encore', GROUNDHOG_DAY],
    ])('%s: %s', async (language, story, film) => {
      const reply = await ask(story);
      expect(identifies(reply, language), reply).toBe(true);
      expect(moviesShownIn(reply)[0]?.id).toBe(film);
    });

    it.each([
      ['the movie where a lonely little robot cleans up the trash on an abandoned earth', WALL_E],
      [
        'una peli animada japonesa donde dos hermanas conocen a un espíritu gigante del bosque',
        MY_NEIGHBOR_TOTORO,
      ],
    ])('names the film told first, with its one or two alternatives: %s', async (story, film) => {
      const shown = moviesShownIn(await ask(story)).map(({ id }) => id);
      expect(shown[0]).toBe(film);
      expect(shown.length).toBeLessThanOrEqual(3);
    });
  },
);
