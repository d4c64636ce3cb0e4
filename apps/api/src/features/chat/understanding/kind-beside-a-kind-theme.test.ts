import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe("a kind beside a theme whose word names a kind too ('a mafia comedy')", () => {
  it.each([['a mafia drama please'], ['eine Komödie über die Mafia'], ['una commedia sulla mafia, anni 90']])(
    'asks for one film of both kinds in %j, with films of both off the theme filling in',
    (text) => {
      const { query } = parsePrompt(text);
      expect(query.genreIds.length).toBe(2);
      expect(query.keywordThemes.map((theme) => theme.label)).toContain('mafia');
      expect(query.allKinds).toBe(true);
      expect(query.eitherKind).toBe(true);
    },
  );

  it.each([['a comedy or a gangster film'], ['she wants a comedy, I want a mafia movie']])(
    'keeps the kinds apart in %j',
    (text) => {
      expect(parsePrompt(text).query.allKinds).toBeUndefined();
    },
  );
});
