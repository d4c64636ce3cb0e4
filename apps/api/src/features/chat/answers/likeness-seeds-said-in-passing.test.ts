import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const [FINDING_NEMO, JURASSIC_PARK, RATATOUILLE, THE_MATRIX, COCO, AMELIE] = [
  12, 329, 2062, 603, 354912, 194,
];
const [HEAT, WHIPLASH, MEMENTO, THE_SHINING, ARRIVAL, OLDBOY, THE_DEPARTED] = [
  949, 244786, 77, 694, 329865, 670, 1422,
];

describe('films like a title said in passing: loved by someone, or seen at a time said', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  const likeTheSeed = async (message: string, seed: number) => {
    const films = moviesListedIn(await ask(message)).map((movie) => movie.id);
    expect(films.length).toBeGreaterThanOrEqual(2);
    expect(films).not.toContain(seed);
    const seedGenres = (await filmFacts(testApp(), seed)).genres;
    for (const id of films.slice(0, 3)) {
      const genres = (await filmFacts(testApp(), id)).genres;
      expect(genres.some((genre) => seedGenres.includes(genre))).toBe(true);
    }
  };

  // The verb of he or she ('mi hijo ama', 'minha filha adora'): 'which film do you mean?' before.
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
  ])('%s: %s (loved by one person): like that title, not the title', async (_language, message, seed) =>
    likeTheSeed(message, seed),
  );

  // A film seen yesterday, last night, at the weekend: 'which film?' or a sign-in prompt for the diary before.
  it.each([
    ['en', 'watched memento yesterday and my brain hurts, got more like that?', MEMENTO],
    ['en', 'last night we saw the shining. anything similar?', THE_SHINING],
    // 'i have seen X' left the film out of the answer instead of seeding it.
    ['en', "i've just watched the departed, got anything similar?", THE_DEPARTED],
    ['en', 'yesterday i watched arrival, anything like it?', ARRIVAL],
    ['es', 'anoche vimos heat con mi viejo, alguna parecida?', HEAT],
    ['es', 'vi whiplash el finde y me voló la cabeza, otra asi porfa', WHIPLASH],
    ['pt', 'assisti arrival ontem a noite, tem mais nessa linha?', ARRIVAL],
    ['fr', "hier soir j'ai regardé oldboy, t'as un truc du même style", OLDBOY],
    ['de', 'wir haben am wochenende the departed geschaut, habt ihr sowas noch', THE_DEPARTED],
    ['de', 'gestern abend hab ich memento gesehen, gibts was in der art', MEMENTO],
    ['it', 'ieri sera ho visto heat, qualcosa del genere?', HEAT],
  ])('%s: %s (seen at a time said): like that film, not the film', async (_language, message, seed) =>
    likeTheSeed(message, seed),
  );
});
