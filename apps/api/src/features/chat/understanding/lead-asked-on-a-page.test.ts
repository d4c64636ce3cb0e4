import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

const JAWS = 578;
const AMELIE = 194;
const GODFATHER = 238;

/**
 * 'who plays the lead?', 'quem é a protagonista?', 'wer ist der hauptdarsteller?': the lead asked with no title, on a
 * film's page, is that film's, first in its cast, in every language.
 */
describe("POST /api/chat: the lead asked on a film's page", () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['en', 'who plays the lead?', JAWS],
    ['es', '¿y quién es la protagonista?', AMELIE],
    ['de', 'wer ist der hauptdarsteller?', GODFATHER],
    ['fr', "c'est qui le héros ?", JAWS],
    ['pt', 'quem é a protagonista?', AMELIE],
    ['it', "chi è l'attore principale?", GODFATHER],
  ])('%s: "%s"', async (_language, prompt, movieId) => {
    const lead = (await testApp().context.catalog.getMovieFacts(movieId))?.cast[0]?.name;
    expect(lead).toBeTruthy();
    expect(await ask(prompt, { movieId })).toContain(lead);
  });
});
