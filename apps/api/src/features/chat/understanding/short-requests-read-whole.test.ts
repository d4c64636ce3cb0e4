import { describe, expect, it } from 'vitest';
import { readConversation } from './conversation.ts';
import { parsePrompt } from './parse-prompt.ts';

describe('a short request is answered in the language of its own words, plurals and plot nouns included', () => {
  it.each([
    ['fantasmas y brujas', 'es'],
    ['vampiros o zombis', 'es'],
    ['fantasmi o streghe', 'it'],
    ['vampiri e zombi', 'it'],
    ['vampiros ou zumbis', 'pt'],
    ['fantasmas e bruxas', 'pt'],
    ['sorcières ou fantômes', 'fr'],
    ['pirates ou vampires', 'fr'],
    ['hexen oder geister', 'de'],
    ['desert survival', 'en'],
    ['castle ghosts', 'en'],
  ])('%s -> %s', (said, language) => {
    expect(readConversation([], said).language).toBe(language);
  });

  it('a tie keeps the language the conversation was in', () => {
    const history = [
      { text: 'je voudrais des films de pirates', isBot: false },
      { text: 'Voici quelques films :\n1. **[Film](/movie/1)** (1990)', isBot: true },
    ];
    expect(readConversation(history, 'desert action').language).toBe('fr');
  });

  it('the titles a film is asked between tell nothing of the language: the words around them do', () => {
    expect(readConversation([], 'algo entre shrek e toy story').language).toBe('pt');
    expect(readConversation([], 'algo entre shrek y toy story').language).toBe('es');
  });
});

describe('a country after "about" is where the films are set, not the language they speak', () => {
  it.each([
    'comedies about Spain',
    'comedias sobre Japón',
    'des comédies sur le Japon',
    'Komödien über Spanien',
    'comédias sobre o Japão',
    'commedie sulla Spagna',
    "un dramma sull'Italia",
  ])('%s', (said) => {
    const { query } = parsePrompt(said);
    expect(query.languages).toEqual([]);
    expect(query.countries).toEqual([]);
    expect(query.keywordThemes.map((theme) => theme.label)).toEqual([
      expect.stringMatching(/^(?:spain|japan|italy)$/),
    ]);
  });

  it('their own cinema is still asked by the nationality', () => {
    expect(parsePrompt('spanish comedies').query.languages).toEqual(['es']);
  });
});

describe('"halfway between" two titles, in every language', () => {
  it.each([
    'un film a metà strada tra shrek e toy story',
    'qualcosa a metà tra shrek e toy story',
    'algo a caballo entre shrek y toy story',
    'quelque part entre shrek et toy story',
    'halb zwischen shrek und toy story',
    'um meio-termo entre shrek e toy story',
  ])('%s', (said) => {
    const { query } = parsePrompt(said);
    expect(query.likeTitle).toBe('shrek');
    expect(query.alsoLike).toEqual(['toy story']);
  });
});

describe('one word beside a mood or years, with no genre, is what the films are about', () => {
  it.each([
    // Ninjas are a theme of their own (keyword-themes.ts): samurai are no theme.
    ['samurai movies from the 80s', 'samurai'],
    ['cozy samurai movies', 'samurai'],
  ])('%s', (said, word) => {
    expect(parsePrompt(said).query.themeWord).toBe(word);
  });

  it("never a word the lexicons hold as the request's own", () => {
    expect(parsePrompt('three classic films from the 40s').query.themeWord).toBeUndefined();
  });
});
