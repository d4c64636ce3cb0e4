import { describe, expect, it } from 'vitest';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

describe('an animated film asked for in the singular in Italian', () => {
  it.each(['vorrei un cartone animato', 'un film animato per stasera', 'un cartone per i bambini'])(
    '%s',
    (message) => {
      expect(parsePrompt(message).query.genreIds).toContain(genreIdOf('Animation'));
    },
  );
});
