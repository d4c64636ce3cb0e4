import { beforeAll, describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';

const JAWS = 578;
const THE_GODFATHER = 238;
const INCEPTION = 27205;
const SCHINDLERS_LIST = 424;

/**
 * 'was hältst du von jaws?', 'cosa ne pensi di inception?', 'que pensez-vous de la liste de schindler ?': an opinion
 * of a film asked is answered as 'is it good' is, about that film, and 'others like it' after it are like that film;
 * an opinion of a kind of films ('what do you think of horror movies') still asks for them.
 */
describe('POST /api/chat: an opinion of a film asked', () => {
  const { ask, askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  // The first request of a process loads the sentence encoder: not part of any one case's time.
  beforeAll(async () => {
    await ask('a comedy please');
  }, 120_000);
  it.each([
    ['de', 'was hältst du von jaws?', JAWS],
    ['it', 'cosa ne pensi di inception?', INCEPTION],
    ['fr', 'que pensez-vous de la liste de schindler ?', SCHINDLERS_LIST],
    ['en', 'any thoughts on the godfather?', THE_GODFATHER],
  ])('%s: "%s" is about that one film', async (_language, prompt, film) => {
    const shown = moviesShownIn(await ask(prompt));
    expect(shown.map(({ id }) => id)).toEqual([film]);
  });

  it('es: films like the one the opinion was asked of, after it', async () => {
    const { answer } = await askAfter('¿qué opinas de el padrino?', 'recomiéndame otras parecidas');
    const films = moviesListedIn(answer).map((movie) => movie.id);
    expect(films.length).toBeGreaterThanOrEqual(2);
    expect(films).not.toContain(THE_GODFATHER);
    expect(answer).toContain(`/movie/${THE_GODFATHER}`);
  });

  it('en: an opinion of a kind of films still lists them', async () => {
    const answer = await ask('what do you think of horror movies?');
    expect(moviesListedIn(answer).length).toBeGreaterThanOrEqual(2);
  });
});
