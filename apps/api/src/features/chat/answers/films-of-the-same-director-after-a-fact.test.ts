import { beforeAll, describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const JAWS = 578;
const JURASSIC_PARK = 329;
const INCEPTION = 27205;
const INTERSTELLAR = 157336;

/**
 * 'other films by the same director', 'altri film dello stesso regista', 'more from that director': after an answer
 * about a film, the films of that film's director (not the film itself), in every language; so too 'quels autres
 * films de lui ?', 'e que outros filmes dele existem?', 'quali altri suoi film ci sono?'.
 */
describe("POST /api/chat: the same director's other films, after an answer about a film", () => {
  const { ask, askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  // The first request of a process loads the sentence encoder: not part of any one case's time.
  beforeAll(async () => {
    await ask('a comedy please');
  }, 120_000);
  const listed = (reply: string) => moviesListedIn(reply).map((movie) => movie.id);

  it.each([
    ['it', 'di che anno è inception?', 'altri film dello stesso regista?', INCEPTION, INTERSTELLAR],
    ['de', 'Wie lange dauert Jaws?', 'noch andere Filme vom selben Regisseur bitte', JAWS, JURASSIC_PARK],
    ['en', 'what is jaws about', 'anything else from that director?', JAWS, JURASSIC_PARK],
    ['es', '¿de qué año es inception?', '¿hay otras pelis de ese director?', INCEPTION, INTERSTELLAR],
    // A possessive bound to the films it owns, whatever question words come beside it.
    ['fr', 'qui a réalisé jaws ?', 'quels autres films de lui ?', JAWS, JURASSIC_PARK],
    ['pt', 'quem dirigiu inception?', 'e que outros filmes dele existem?', INCEPTION, INTERSTELLAR],
    ['it', 'chi ha diretto jaws?', 'quali altri suoi film ci sono?', JAWS, JURASSIC_PARK],
  ])('%s: "%s" then "%s"', async (_language, first, next, film, other) => {
    const { answer } = await askAfter(first, next);
    const films = listed(answer);
    expect(films).toContain(other);
    expect(films).not.toContain(film);
  });

  it('reads the director of the film just named, not a person the reply named before', async () => {
    const { answer } = await askAfter('who is in inception', 'more films by the same director please');
    expect(listed(answer)).toContain(INTERSTELLAR);
    // Not a list of films of the cast the reply named.
    expect(answer).not.toMatch(/DiCaprio/);
  });

  it('leaves the film asked about out, in Portuguese', async () => {
    const { answer } = await askAfter('quando saiu jurassic park?', 'outros filmes do mesmo diretor?');
    expect(listed(answer)).toContain(JAWS);
    expect(listed(answer)).not.toContain(JURASSIC_PARK);
  });
});
