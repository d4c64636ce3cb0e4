import { beforeAll, describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const THE_TRUMAN_SHOW = 37165;
const GROUNDHOG_DAY = 137;
const THE_MATRIX = 603;

/**
 * 'o filme sobre o tipo que acorda sempre no mesmo dia', 'il film con il tipo che vive dentro uno show televisivo':
 * after an article or a pointer 'tipo' is the guy a story is about, no 'like' before a title; a tv show said the
 * everyday way ('show televisivo', 'fernsehsendung') and 'without knowing it' tell the story too.
 */
describe('POST /api/chat: a film told by the story of the guy it is about', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  // The first request of a process loads the sentence encoder: not part of any one case's time.
  beforeAll(async () => {
    await ask('a comedy please');
  }, 120_000);

  it.each([
    ['pt', 'o filme sobre o tipo que acorda sempre no mesmo dia', GROUNDHOG_DAY],
    ['it', 'il film con il tipo che vive dentro uno show televisivo senza saperlo', THE_TRUMAN_SHOW],
    ['de', 'der film über den typen der in einer fernsehsendung lebt ohne es zu wissen', THE_TRUMAN_SHOW],
  ])('%s: "%s" names the film first', async (_language, prompt, film) => {
    expect(moviesListedIn(await ask(prompt))[0]?.id).toBe(film);
  });

  it("es: 'algo tipo matrix' is still films like it", async () => {
    const films = moviesListedIn(await ask('algo tipo matrix')).map((movie) => movie.id);
    expect(films.length).toBeGreaterThanOrEqual(2);
    expect(films).not.toContain(THE_MATRIX);
  });
});
