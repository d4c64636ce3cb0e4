import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../../testing/chat-test-app.ts';

const TITANIC = 597;

describe('POST /api/chat: facts asked two at a time, of the film pointed at, and of the cast beside someone', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  // Two questions joined where the first join is a verb typed without its accent ('é' -> 'e'), or where an elided
  // pronoun is typed with a space ('chi l ha girato'): both facts answered, of one film.
  it.each([
    ['pt', 'o poderoso chefão é de que ano? e quem dirigiu', undefined, [/1972/, /Coppola/]],
    ['it', 'chi l ha girato? e quanto dura', TITANIC, [/Cameron/, /194/]],
  ])('%s: both facts of "%s"', async (_language, prompt, movieId, expected) => {
    const reply = await ask(prompt, movieId ? { movieId } : {});
    for (const fact of expected) expect(reply).toMatch(fact);
  });

  // 'quem tá no elenco', 'wer spielt da noch mit außer X': the cast named by its noun, the film by a pronoun, someone
  // set aside; the film is the one in view.
  it.each([
    ['pt', 'quem tá no elenco?', /Kate Winslet/],
    ['es', 'quiénes están en el reparto?', /Kate Winslet/],
    ['de', 'wer spielt da noch mit außer leonardo dicaprio', /Kate Winslet/],
    ['pt', 'quem mais atua nele além do dicaprio', /Kate Winslet/],
    ['it', 'chi altro recita oltre a kate winslet?', /Leonardo DiCaprio/],
  ])('%s: the cast asked "%s" on the page', async (_language, prompt, expected) => {
    const reply = await ask(prompt, { movieId: TITANIC });
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(/^\d+\. /m);
  });

  // 'inception wie lange läuft der': a pronoun or an article for the film just named is no title.
  it('de: "inception wie lange läuft der" is the runtime of Inception', async () => {
    expect(await ask('inception wie lange läuft der')).toMatch(/\/movie\/27205\).*148 Minuten/);
  });

  // 'et ça dure combien ?' with no film named or in view: a question back, no join word taken for a title.
  it('fr: "et ça dure combien ?" alone asks which film', async () => {
    expect(await ask('et ça dure combien ?')).toMatch(/quel film/);
  });
});
