import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';
import { parsePrompt } from '../understanding/parse-prompt.ts';

describe('"one" said in two words asks for one film, after a wish or closing the message, in every language', () => {
  it.each([
    ['je veux un seul film', 1],
    ["un film d'action, un seul", 1],
    ['une comédie, une seule', 1],
    ['una comedia, uno solo', 1],
    ['quisiera una sola película de terror', 1],
    ['ich will einen einzigen Film', 1],
    ['gib mir nur einen', 1],
    ['quero só um filme de terror', 1],
    ['me indica só um filme', 1],
    ['un film horror, uno solo', 1],
    ['vorrei un solo film', 1],
    ['a comedy, just one', 1],
  ])('%s -> %i', (prompt, count) => {
    expect(parsePrompt(prompt).query.count).toBe(count);
  });

  it.each([
    'so two of us want a comedy',
    'so one of my friends hates horror',
    'quero um filme de terror',
    'ich will einen Horrorfilm',
  ])('leaves an article or an English "so" uncounted: %s', (prompt) => {
    expect(parsePrompt(prompt).query.count).toBeUndefined();
  });
});

describe('POST /api/chat: a count of one lists one film', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['je veux un seul film', 'fr'],
    ['una comedia, uno solo', 'es'],
    ['quero só um filme de terror', 'pt'],
    ['un film horror, uno solo', 'it'],
  ])('%s', async (message) => {
    const reply = await ask(message);
    expect(moviesShownIn(reply)).toHaveLength(1);
  });
});
