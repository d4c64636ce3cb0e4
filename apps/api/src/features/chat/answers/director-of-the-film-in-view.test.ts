import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const JAWS = 578;
const INCEPTION = 27205;
const INTERSTELLAR = 157336;
const JURASSIC_PARK = 329;

describe("POST /api/chat: the other films of a film's director, the film said by a role or a possessive", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const listed = (reply: string) => moviesListedIn(reply).map((movie) => movie.id);

  it.each([
    ['fr', "j'ai adoré inception ! qu'a-t-il fait d'autre, le réalisateur ?", INCEPTION, INTERSTELLAR],
    ['en', "what else did jaws' director make?", JAWS, JURASSIC_PARK],
    ['it', 'che altri film ha fatto il regista di inception?', INCEPTION, INTERSTELLAR],
  ])('%s: "%s"', async (_language, prompt, film, other) => {
    const films = listed(await ask(prompt));
    expect(films).toContain(other);
    expect(films).not.toContain(film);
  });

  it.each([
    ['es', '¿qué más ha hecho el director?'],
    ['pt', 'que outros filmes o diretor fez?'],
  ])('%s on the page of Jaws: "%s"', async (_language, prompt) => {
    const films = listed(await ask(prompt, { movieId: JAWS }));
    expect(films).toContain(JURASSIC_PARK);
    expect(films).not.toContain(JAWS);
  });
});
