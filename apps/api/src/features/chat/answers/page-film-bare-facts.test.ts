import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

const JAWS = 578;
const FORREST_GUMP = 13;

describe('POST /api/chat: a fact asked with no film named, on a film page, is that film’s', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['pt', 'quanto tempo dura?', JAWS, /124|2 h/],
    ['fr', 'il dure combien de temps ? on commence tard ce soir', FORREST_GUMP, /142|2 h/],
    ['en', 'how long is it? want to finish before midnight', JAWS, /124|2 h/],
    ['es', 'quiénes actúan?', FORREST_GUMP, /Tom Hanks/],
    ['de', 'wer spielt da so mit?', JAWS, /Roy Scheider/],
    ['it', 'in che anno è uscito? mio padre dice negli anni 80', FORREST_GUMP, /1994/],
  ])('%s: "%s"', async (_language, prompt, movieId, expected) => {
    expect(await ask(prompt, { movieId })).toMatch(expected);
  });

  it.each([
    ['de', 'wer hat den gedreht und aus welchem jahr ist der?', JAWS, [/Steven Spielberg/, /1975/]],
    ['pt', 'quem dirigiu e de que ano é?', FORREST_GUMP, [/Robert Zemeckis/, /1994/]],
    ['it', 'chi ci recita e quanto dura?', JAWS, [/Roy Scheider/, /124|2 h/]],
  ])('%s: two facts at once, "%s"', async (_language, prompt, movieId, expected) => {
    const reply = await ask(prompt, { movieId });
    for (const fact of expected) expect(reply).toMatch(fact);
  });
});
