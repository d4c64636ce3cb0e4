import { beforeAll, describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const JAWS = 578;
const ALIEN = 348;
const AMELIE = 194;

/**
 * 'got any similar?', 'tienes alguna parecida?', 'hast du ähnliche?': likeness asked with 'any' or 'some' and no
 * film after it, on a film's page, is of that film, in every language.
 */
describe("POST /api/chat: similar ones asked on a film's page", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  beforeAll(async () => {
    await ask('a comedy please');
  }, 120_000);

  it.each([
    ['en', 'got any similar?', ALIEN],
    ['es', 'tienes alguna parecida?', JAWS],
    ['de', 'hast du noch ähnliche?', AMELIE],
    ['fr', 'vous en avez des semblables ?', ALIEN],
    ['pt', 'tem alguns parecidos?', JAWS],
    ['it', 'ne avete di analoghi?', AMELIE],
  ])('%s: "%s"', async (_language, prompt, movieId) => {
    const films = moviesListedIn(await ask(prompt, { movieId })).map((movie) => movie.id);
    expect(films.length).toBeGreaterThan(2);
    expect(films).not.toContain(movieId);
  });
});
