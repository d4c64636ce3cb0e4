import { beforeAll, describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const ALIEN = 348;
const GLADIATOR = 98;
const JAWS = 578;
const JURASSIC_PARK = 329;

/**
 * 'what else have they done', 'que otras peliculas hizo ese', 'che altro ha fatto': after a reply naming a person, a
 * word asking for more ('else', 'otras', 'noch', 'altro') beside a verb of making or having films, naming no one (or
 * only a pronoun, a demonstrative), asks for that person's other films, in every language.
 */
describe("POST /api/chat: someone's other films, asked without naming them", () => {
  const { ask, askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  beforeAll(async () => {
    await ask('a comedy please');
  }, 120_000);

  it.each([
    ['en', 'who directed alien', 'what else have they done', ALIEN, GLADIATOR],
    ['es', 'quien dirigio alien', 'que otras peliculas hizo ese?', ALIEN, GLADIATOR],
    ['de', 'wer hat jaws gedreht?', 'was hat die noch gedreht?', JAWS, JURASSIC_PARK],
    ['fr', 'qui a réalisé alien ?', "qu'est-ce qu'il a fait d'autre ?", ALIEN, GLADIATOR],
    ['it', 'chi ha diretto alien?', 'che altro ha fatto?', ALIEN, GLADIATOR],
    ['pt', 'quem fez tubarão?', 'e que outros filmes tem?', JAWS, JURASSIC_PARK],
    ['en', 'who made jaws', 'what other movies does he have', JAWS, JURASSIC_PARK],
  ])('%s: "%s" then "%s"', async (_language, first, next, film, other) => {
    const { answer } = await askAfter(first, next);
    const films = moviesListedIn(answer).map((movie) => movie.id);
    expect(films).toContain(other);
    expect(films).not.toContain(film);
  });
});
