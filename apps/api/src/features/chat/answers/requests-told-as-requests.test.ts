import { describe, expect, it } from 'vitest';
import {
  LIST_OPENINGS,
  shownFilmFacts,
  shownFilmWords,
  useChatTestApp,
} from '../../../testing/chat-test-app.ts';

/** The replies of a film told by its story, sure of it or not: never the answer to a request. */
const GUESSED_FILM =
  /sounds like this one|not sure which film|pas sûr du film|nicht sicher|tenho certeza de qual|seguro de qué/i;

describe('POST /api/chat: a request with a story-like tail is answered as a request', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const filmsOf = (reply: string) => shownFilmWords(testApp(), reply);

  it.each([
    ['en', 'heist movies. a crew plans one last big job and everything goes sideways on them'],
  ] as const)(
    '%s: films of a kind asked in the plural, then what they are like, list that kind: %s',
    async (lang, message) => {
      const reply = await ask(message);
      expect(reply).not.toMatch(GUESSED_FILM);
      expect(reply).toMatch(LIST_OPENINGS[lang]);
      expect((await filmsOf(reply)).length).toBeGreaterThanOrEqual(2);
    },
    // The first message of a process embeds the router's examples: slow on a busy machine.
    120_000,
  );

  it('a film turned down beside chatter about it is left out of the list, no film guessed', async () => {
    const reply = await ask('space stuff but NOT star wars, i could recite it in my sleep');
    expect(reply).not.toMatch(GUESSED_FILM);
    expect(reply).toMatch(LIST_OPENINGS.en);
    const films = await filmsOf(reply);
    expect(films.length).toBeGreaterThanOrEqual(2);
    expect(films.map((film) => film.title).join(' | ')).not.toMatch(/^star wars$|star wars \|/i);
    expect(films.some((film) => film.title === 'Star Wars')).toBe(false);
  });

  it.each([
    ['fr', 'un film avec un fantôme, un truc pas trop flippant', /ghost|haunt|spirit/i],
    ['fr', 'un film avec un requin, un truc qui fait peur', /shark/i],
  ] as const)(
    "%s: 'a film with a …' asks for films of that kind, no film guessed: %s",
    async (lang, message, about) => {
      const reply = await ask(message);
      expect(reply).not.toMatch(GUESSED_FILM);
      expect(reply).toMatch(LIST_OPENINGS[lang]);
      const films = await filmsOf(reply);
      expect(films.length).toBeGreaterThanOrEqual(1);
      expect(films.filter((film) => about.test(film.words)).length / films.length).toBeGreaterThanOrEqual(
        0.5,
      );
    },
  );

  it('two themes joined by "or" are films of either, no comparison of two titles', async () => {
    const reply = await ask('zombie movies or vampire stuff');
    expect(reply).toMatch(LIST_OPENINGS.en);
    const films = await filmsOf(reply);
    expect(films.length).toBeGreaterThanOrEqual(2);
    const about = /zombie|undead|vampire|dracula|blood/i;
    expect(films.filter((film) => about.test(film.words)).length / films.length).toBeGreaterThanOrEqual(0.6);
  });

  it('the whole family, said loosely, keeps horror out', async () => {
    const reply = await ask('halloween-ish stuff we can all watch with the fam');
    expect(reply).toMatch(LIST_OPENINGS.en);
    const films = await shownFilmFacts(testApp(), reply);
    expect(films.length).toBeGreaterThanOrEqual(1);
    for (const film of films) expect(film.genres).not.toContain('Horror');
  });

  it.each([
    ['de', 'Filme über Zeitreisen, aber bitte nicht Zurück in die Zukunft', 'Back to the Future'],
    ['fr', 'des films de requins mais surtout pas les dents de la mer', 'Jaws'],
  ] as const)("%s: a title after 'but not' is left out: %s", async (lang, message, leftOut) => {
    const reply = await ask(message);
    expect(reply).toMatch(LIST_OPENINGS[lang]);
    const films = await filmsOf(reply);
    expect(films.length).toBeGreaterThanOrEqual(1);
    expect(films.map((film) => film.title)).not.toContain(leftOut);
  });

  it.each([
    ['es', 'pelis sobre músicos, me encanta una buena historia de rock'],
    ['pt', 'filmes de boxe, adoro historia de luta'],
  ] as const)(
    '%s: a story of a kind (historia de …) is that kind, no history film asked: %s',
    async (lang, message) => {
      const reply = await ask(message);
      expect(reply).toMatch(LIST_OPENINGS[lang]);
      const films = await shownFilmFacts(testApp(), reply);
      expect(films.length).toBeGreaterThanOrEqual(2);
      expect(films.filter((film) => film.genres.includes('History')).length).toBeLessThan(films.length / 2);
    },
  );
});
