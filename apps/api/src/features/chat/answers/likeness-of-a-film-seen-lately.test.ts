import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const [HEAT, WHIPLASH, MEMENTO, THE_SHINING, ARRIVAL, OLDBOY, THE_DEPARTED] = [
  949, 244786, 77, 694, 329865, 670, 1422,
];

describe('films like a film the speaker says they saw at some time (yesterday, last night, at the weekend)', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['en', 'watched memento yesterday and my brain hurts, got more like that?', MEMENTO],
    ['en', 'last night we saw the shining. anything similar?', THE_SHINING],
    ['es', 'anoche vimos heat con mi viejo, alguna parecida?', HEAT],
    ['es', 'vi whiplash el finde y me voló la cabeza, otra asi porfa', WHIPLASH],
    ['pt', 'assisti arrival ontem a noite, tem mais nessa linha?', ARRIVAL],
    ['fr', "hier soir j'ai regardé oldboy, t'as un truc du même style", OLDBOY],
    ['de', 'wir haben am wochenende the departed geschaut, habt ihr sowas noch', THE_DEPARTED],
    ['de', 'gestern abend hab ich memento gesehen, gibts was in der art', MEMENTO],
    ['it', 'ieri sera ho visto heat, qualcosa del genere?', HEAT],
  ])(
    '%s: %s: films sharing a genre with that film, not the film itself',
    async (_language, message, seed) => {
      const films = moviesListedIn(await ask(message)).map((movie) => movie.id);
      expect(films.length).toBeGreaterThanOrEqual(2);
      expect(films).not.toContain(seed);
      const seedGenres = (await filmFacts(testApp(), seed)).genres;
      for (const id of films.slice(0, 3)) {
        const genres = (await filmFacts(testApp(), id)).genres;
        expect(genres.some((genre) => seedGenres.includes(genre))).toBe(true);
      }
    },
  );
});
