import { beforeAll, describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const INCEPTION = 27205;
const INTERSTELLAR = 157336;

/**
 * 'quem realizou o padrinho?', 'o segundo, quem o realizou?': European Portuguese says 'realizar' and 'realizador'
 * where Brazil says 'dirigir' and 'diretor'; both ask who directed the film.
 */
describe('POST /api/chat: directing said with European Portuguese "realizar"', () => {
  const { ask, askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  // The first request of a process loads the sentence encoder: not part of any one case's time.
  beforeAll(async () => {
    await ask('a comedy please');
  }, 120_000);

  it('answers who directed a film named after "quem realizou"', async () => {
    const answer = await ask('quem realizou o padrinho?');
    expect(answer).toContain('Francis Ford Coppola');
  });

  it('answers who directed the film a place in the last list points at', async () => {
    const { before, answer } = await askAfter(
      'filmes de ficção científica dos anos 2010',
      'o segundo, quem o realizou?',
    );
    expect(before.length).toBeGreaterThan(1);
    expect(answer).toContain(`/movie/${before[1]}`);
    expect(answer).not.toMatch(/não entendi/);
  });

  it("lists the director's other films after 'que outros filmes realizou?'", async () => {
    const { answer } = await askAfter('quem realizou inception?', 'que outros filmes realizou?');
    const films = moviesListedIn(answer).map((movie) => movie.id);
    expect(films).toContain(INTERSTELLAR);
    expect(films).not.toContain(INCEPTION);
  });
});
