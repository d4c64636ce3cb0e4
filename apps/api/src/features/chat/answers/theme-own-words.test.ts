import { describe, expect, it } from 'vitest';
import { LIST_OPENINGS, shownFilmWords, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { CLARIFY_MARK } from '../understanding/clarification.ts';

describe('POST /api/chat: a theme asked in any language lists films about it', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const filmsOf = (reply: string) => shownFilmWords(testApp(), reply);
  const shareAbout = (films: { words: string }[], about: RegExp) =>
    films.filter((film) => about.test(film.words)).length / films.length;

  it.each([
    ['en', 'any good films where someone takes vengeance? gory is fine'],
    ['es', 'quiero algo de venganza, cuanta más sangre mejor'],
    ['fr', 'des films de vengeance, plutôt sanglants si possible'],
    ['de', 'Rachefilme bitte, gern richtig blutig'],
    ['pt', 'filmes de vingança, quanto mais sangue melhor'],
    ['it', 'film di vendetta, più sanguinosi possibile'],
  ] as const)(
    '%s: revenge films tell of revenge, whatever else is said beside it: %s',
    async (lang, message) => {
      const reply = await ask(message);
      expect(reply).toMatch(LIST_OPENINGS[lang]);
      const films = await filmsOf(reply);
      expect(films.length).toBeGreaterThanOrEqual(2);
      expect(shareAbout(films, /reveng|vengeance|aveng/i)).toBeGreaterThanOrEqual(0.6);
    },
  );

  it.each([
    ['en', 'films about astronauts and space missions'],
    ['es', 'pelis de astronautas y viajes espaciales'],
    ['fr', 'des films sur les astronautes et les voyages spatiaux'],
    ['de', 'Filme über Astronauten und Raumfahrt'],
    ['pt', 'filmes sobre astronautas, coisas espaciais'],
    ['it', 'film sugli astronauti e sulle missioni spaziali'],
  ] as const)('%s: space in its own words is a recommendation about space: %s', async (lang, message) => {
    const reply = await ask(message);
    expect(reply.startsWith(CLARIFY_MARK)).toBe(false);
    expect(reply).toMatch(LIST_OPENINGS[lang]);
    const films = await filmsOf(reply);
    expect(films.length).toBeGreaterThanOrEqual(2);
    expect(shareAbout(films, /space|astronaut|nasa|moon|mars|planet/i)).toBeGreaterThanOrEqual(0.6);
  });

  it.each([
    ['en', 'a gentle robot movie, nothing terminator-like'],
    ['es', 'una peli tierna de robots, nada tipo Terminator'],
    ['fr', 'un film de robots tout doux, rien du genre Terminator'],
    ['de', 'ein lieber Roboterfilm, nichts wie Terminator'],
    ['pt', 'um filme fofo sobre androides, nada estilo Terminator'],
    ['it', 'un film dolce sui robot, niente tipo Terminator'],
  ] as const)(
    '%s: a film turned down as a kind is left out, never taken as a seed: %s',
    async (lang, message) => {
      const reply = await ask(message);
      expect(reply).toMatch(LIST_OPENINGS[lang]);
      const films = await filmsOf(reply);
      expect(films.length).toBeGreaterThanOrEqual(2);
      expect(films.map((film) => film.title).join(' | ')).not.toMatch(/terminator/i);
      expect(shareAbout(films, /robot|android/i)).toBeGreaterThanOrEqual(0.6);
    },
  );

  it.each([
    ['en', 'something with a dog in it, for the whole family'],
    ['es', 'una peli con perritos para ver en familia'],
    ['de', 'ein Film mit Hunden für die ganze Familie'],
  ] as const)(
    '%s: a theme few films carry is a short list, never filled with others: %s',
    async (lang, message) => {
      const reply = await ask(message);
      expect(reply).toMatch(LIST_OPENINGS[lang]);
      const films = await filmsOf(reply);
      expect(films.length).toBeGreaterThanOrEqual(1);
      expect(shareAbout(films, /\bdogs?\b|pupp|dalmatian/i)).toBeGreaterThanOrEqual(0.5);
      // Fewer than a full list: the reply says the catalog has no more.
      if (films.length < 5) expect(reply).toMatch(/catalog|catálogo|Katalog/);
    },
  );
});
