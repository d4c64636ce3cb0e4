import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const THE_GODFATHER = 238;
const PARASITE = 496243;
const LIFE_IS_BEAUTIFUL = 637;
const AMELIE = 194;
const FORREST_GUMP = 13;

/** Each language's word for the awards the catalog does not track. */
const AWARDS = { en: /awards/, es: /premios/, fr: /récompenses/, de: /Preise/, it: /premi/, pt: /prêmios/ };

/**
 * 'how many academy awards did the godfather get', 'wie viele oscars hat parasite gewonnen': the catalog keeps no
 * awards, so the reply says so honestly about that film and gives what it does know (its score), never "which movie
 * do you mean" or films like it.
 */
describe('POST /api/chat: the awards of one film asked', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['en', 'how many academy awards did the godfather get', THE_GODFATHER],
    ['en', 'did parasite win any oscars?', PARASITE],
    ['es', 'cuantos oscars tiene la vida es bella', LIFE_IS_BEAUTIFUL],
    ['fr', 'amélie a gagné des prix ?', AMELIE],
    ['de', 'wie viele oscars hat parasite gewonnen', PARASITE],
    ['it', 'quanti premi ha preso forrest gump', FORREST_GUMP],
    ['pt', 'o poderoso chefão levou algum oscar?', THE_GODFATHER],
  ] as const)('%s: "%s" says awards are not tracked, and rates the film', async (language, prompt, film) => {
    const reply = await ask(prompt);
    expect(moviesShownIn(reply).map((movie) => movie.id)).toEqual([film]);
    expect(reply).toMatch(AWARDS[language]);
    expect(reply).toMatch(/\d[.,]\d\/10/);
  });

  it('"did it win an oscar" on a film\'s page is asked of that film', async () => {
    const reply = await ask('did it win an oscar', { movieId: FORREST_GUMP });
    expect(moviesShownIn(reply).map((movie) => movie.id)).toEqual([FORREST_GUMP]);
    expect(reply).toMatch(AWARDS.en);
  });
});
