import { describe, expect, it } from 'vitest';
import { INCEPTION, PULP_FICTION, SCHINDLERS_LIST, SHAWSHANK } from '@marquee/catalog/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const THE_PIANIST = 423;
const TWELVE_YEARS_A_SLAVE = 76203;
const ROCKY = 1366;
const RAGING_BULL = 1578;
const CATCH_ME_IF_YOU_CAN = 640;
const STAND_BY_ME = 235;
const THE_INTOUCHABLES = 77338;

const listed = (reply: string) => moviesListedIn(reply).map((film) => film.id);

describe('POST /api/chat: films about a subject, named in any language', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['fr', 'des films sur la Shoah', [SCHINDLERS_LIST, THE_PIANIST]],
    ['it', 'qualche film sulla schiavitù', [TWELVE_YEARS_A_SLAVE]],
    ['es', 'recomiéndame algo sobre los sueños', [INCEPTION]],
    ['de', 'Filme über Freundschaft bitte', [STAND_BY_ME, THE_INTOUCHABLES]],
    ['fr', "des films d'arnaqueurs", [CATCH_ME_IF_YOU_CAN]],
  ])('%s %j lists films about it, not the best-loved of all', async (_language, prompt, expected) => {
    const films = listed(await ask(prompt));
    expect(films.slice(0, 5)).toEqual(expect.arrayContaining([expect.toBeOneOf(expected)]));
    expect(films).not.toContain(SHAWSHANK);
  });

  it('fr "un film sur le deuil" is about grief, with films that tell one left behind', async () => {
    const reply = await ask('un film sur le deuil ?');
    expect(reply.split('\n')[0]).toMatch(/deuil/);
    expect(listed(reply).length).toBeGreaterThanOrEqual(2);
  });

  it('it "film di super eroi", with a space, asks for superheroes, not a person', async () => {
    const reply = await ask('film di super eroi');
    expect(reply.split('\n')[0]).toMatch(/supereroi/i);
    expect(listed(reply).length).toBeGreaterThanOrEqual(3);
  });

  it('a film that tells its subject in more words comes before one naming it once ("películas de boxeo")', async () => {
    const films = listed(await ask('películas de boxeo'));
    expect(films.slice(0, 2)).toEqual(expect.arrayContaining([ROCKY, RAGING_BULL]));
    expect(films.indexOf(PULP_FICTION)).not.toBe(0);
  });
});
