import { describe, expect, it } from 'vitest';
import { readConversation } from './conversation.ts';
import { languageScores, replyLanguageOf } from './extractors/language.extractor.ts';
import { normalizeText } from './text.ts';

const LIST = '1. **[Film 1](/movie/1)** (1990) — Drama\n2. **[Film 2](/movie/2)** (1991) — Drama';

describe('a tie between languages goes to one that scored', () => {
  it.each([
    ['romantica', 'de'],
    ['terror', 'fr'],
    ['documentario', 'en'],
  ] as const)('%s, the conversation in %s', (said, conversation) => {
    const text = normalizeText(said);
    const scored = [...languageScores(text)].filter(([, score]) => score > 0).map(([code]) => code);
    expect(scored).not.toContain(conversation);
    expect(scored).toContain(replyLanguageOf(text, conversation));
  });

  it("keeps the conversation's language when it is one of the tied", () => {
    expect(replyLanguageOf(normalizeText('documentario'), 'it')).toBe('it');
  });
});

describe('Italian full of names and titles is read as Italian, French stays French', () => {
  it.each([
    'quel film di tom hanks su un naufrago, come si chiama?',
    'quel film di spielberg su uno squalo',
    'quei film di miyazaki su una strega',
    'quel cartone su un leone con le canzoni di elton john',
  ])('%s', (said) => {
    expect(readConversation([], said).language).toBe('it');
  });

  it.each([
    'quel film de spielberg sur un requin',
    'quel est le film de tom hanks sur une île',
    'quelle comédie de jim carrey avec un masque',
  ])('%s', (said) => {
    expect(readConversation([], said).language).toBe('fr');
  });
});

describe('a word that greets as well as it parts', () => {
  it.each([
    ['salut', 'fr'],
    ['servus', 'de'],
    ['ciao', 'it'],
  ])('%s opening a conversation greets', (said, language) => {
    const turn = readConversation([], said);
    expect(turn).toMatchObject({ kind: 'small-talk', topic: 'greeting', language });
  });

  it.each(['salut', 'servus', 'ciao'])('%s after an answer takes leave', (said) => {
    const turn = readConversation(
      [
        { text: 'un drame', isBot: false },
        { text: LIST, isBot: true },
      ],
      said,
    );
    expect(turn).toMatchObject({ kind: 'small-talk', topic: 'goodbye' });
  });

  it('tchau only parts, even first', () => {
    expect(readConversation([], 'tchau')).toMatchObject({ kind: 'small-talk', topic: 'goodbye' });
  });
});
