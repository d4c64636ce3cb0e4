import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const [FINDING_NEMO, JURASSIC_PARK, RATATOUILLE, THE_MATRIX, COCO, AMELIE] = [
  12, 329, 2062, 603, 354912, 194,
];

describe('films like a title one person loves, said with the verb of he or she', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['es', 'mi sobrino adora buscando a nemo, algo parecido?', FINDING_NEMO],
    ['es', 'mi novio ama jurassic park, q le pongo que sea parecido', JURASSIC_PARK],
    ['pt', 'minha sobrinha ama ratatouille, tem algo parecido?', RATATOUILLE],
    ['pt', 'o meu namorado adora matrix, me indica algo do tipo', THE_MATRIX],
    ['fr', 'mon neveu adore coco, vous auriez un truc dans le meme genre', COCO],
    ['fr', 'ma copine kiffe amelie poulain, quoi d autre dans ce style', AMELIE],
    ['de', 'meine nichte mag findet nemo total, habt ihr was ähnliches', FINDING_NEMO],
    ['it', 'la mia ragazza adora jurassic park, qualcosa di simile?', JURASSIC_PARK],
    ['it', 'mio nipote ama ratatouille, cosa gli faccio vedere di simile', RATATOUILLE],
  ])(
    '%s: %s: films sharing a genre with that title, not the title itself',
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
