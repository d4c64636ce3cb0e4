import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const HEAT = 949;
const ALIEN = 348;
const THE_GODFATHER = 238;
const JAWS = 578;
const LIFE_IS_BEAUTIFUL = 637;
const MEMENTO = 77;

/** The word each language's opinion reply counts the film's voters with. */
const VOTERS = { en: /voters/, es: /votos/, fr: /votants/, de: /Stimmen/, it: /voti/, pt: /votos/ };

/**
 * 'heat any good?', 'wie findest du memento', 'que te parece el padrino', 'thoughts?' on a film's page: the user's
 * opinion question about one film gets its score and standing, in their language; a title that is also a kind's word
 * ('alien') is the film when the catalog holds it, and words that name no film stay a request.
 */
describe('POST /api/chat: an opinion of one film asked any way', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['en', 'heat any good?', HEAT],
    ['en', 'ok thoughts on memento', MEMENTO],
    ['en', 'should i bother with alien', ALIEN],
    ['fr', 'tu en penses quoi de jaws', JAWS],
    ['fr', "memento c'est bien ?", MEMENTO],
    ['de', 'wie findest du memento', MEMENTO],
    ['de', 'was sagst du zu heat', HEAT],
    ['es', 'que te parece el padrino', THE_GODFATHER],
    ['es', '¿y qué tal memento?', MEMENTO],
    ['it', "com'è la vita è bella?", LIFE_IS_BEAUTIFUL],
    ['it', 'ti piace heat?', HEAT],
    ['pt', 'vale a pena ver alien?', ALIEN],
  ] as const)('%s: "%s" judges that film alone', async (language, prompt, film) => {
    const reply = await ask(prompt);
    expect(moviesShownIn(reply).map((movie) => movie.id)).toEqual([film]);
    expect(reply).toMatch(/\d[.,]\d\/10/);
    expect(reply).toMatch(VOTERS[language]);
  });

  it.each([
    ['en', 'thoughts?'],
    ['de', 'was hältst du davon'],
    ['fr', "t'en penses quoi"],
  ] as const)('%s: "%s" on a film\'s page judges that film', async (language, prompt) => {
    const reply = await ask(prompt, { movieId: JAWS });
    expect(moviesShownIn(reply).map((movie) => movie.id)).toEqual([JAWS]);
    expect(reply).toMatch(VOTERS[language]);
  });

  it.each(['hola, ¿qué tal estás?', "how's it going", 'hows life', 'how is everything', 'how was your day'])(
    '"%s" is asked of the assistant: no film',
    async (prompt) => {
      expect(moviesShownIn(await ask(prompt))).toEqual([]);
    },
  );

  it('"thoughts on a good thriller?" names no film: thrillers are recommended', async () => {
    expect(moviesShownIn(await ask('thoughts on a good thriller?')).length).toBeGreaterThanOrEqual(3);
  });
});
