import { describe, expect, it } from 'vitest';
import { shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { filmsOfAnswer } from '../understanding/conversation.ts';
import { layoutAlone } from '../understanding/extractors/layout.extractor.ts';
import { normalizeText } from '../understanding/text.ts';

/**
 * The films just shown sorted by their length, said with the verb of sorting ('rank those by length', 'ordénalas por
 * duración') or as a span ('from shortest to longest', 'du plus long au plus court'), in any reply language: the same
 * films again in that order, never a search for a name or a title in the words.
 */
describe('a message sorting the films shown by their length', () => {
  it.each([
    ['rank those by length', 'shortest'],
    ['can you order them from longest to shortest', 'longest'],
    ['ordénalas por duración', 'shortest'],
    ['tu peux les trier du plus long au plus court ?', 'longest'],
    ['sortier sie nach laufzeit', 'shortest'],
    ['ordena eles do mais curto ao mais longo', 'shortest'],
    ['ordinali per durata', 'shortest'],
  ])('%s -> %s', (message, order) => {
    expect(layoutAlone(normalizeText(message))?.order).toBe(order);
  });
});

describe('POST /api/chat: the films just shown, sorted by length', () => {
  const { askAfter, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['steven spielberg films', 'rank those by length, longest first', -1],
    ['películas de ciencia ficción', 'ordénalas por duración', 1],
  ])('%s, then %s', async (first, next, direction) => {
    const { before, answer } = await askAfter(first, next);
    expect([...filmsOfAnswer(answer)].sort()).toEqual([...before].sort());
    const lengths = (await shownFilmFacts(testApp(), answer)).map((film) => film.runtime);
    expect(lengths).toEqual([...lengths].sort((a, b) => direction * (a - b)));
  });
});
