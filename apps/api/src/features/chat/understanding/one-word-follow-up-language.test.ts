import { describe, expect, it } from 'vitest';
import { readConversation } from './conversation.ts';

const afterAnswer = (first: string, answer: string, next: string) =>
  readConversation(
    [
      { text: first, isBot: false },
      { text: answer, isBot: true },
    ],
    next,
  );

const LIST = '1. **[Film 1](/movie/1)** (1990) — Comedy\n2. **[Film 2](/movie/2)** (1991) — Comedy';

describe("one word after an answer keeps the conversation's language", () => {
  it.each(['otra', 'ok', 'si', 'encore', 'altri'])('English, then %s', (word) => {
    expect(afterAnswer('a comedy please', LIST, word).language).toBe('en');
  });

  it.each([
    ['una comedia', 'otra', 'es'],
    ['une comédie', 'ok', 'fr'],
    ['eine Komödie', 'noch eine', 'de'],
    ['a comedy please', 'otra más, por favor', 'es'],
  ])('%s, then %s', (first, next, language) => {
    expect(afterAnswer(first, LIST, next).language).toBe(language);
  });
});
