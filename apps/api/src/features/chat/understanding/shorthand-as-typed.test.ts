import { describe, expect, it } from 'vitest';
import { replyLanguageOf } from './extractors/language.extractor.ts';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';
import { normalizeText } from './text.ts';

describe('the shorthand each language is typed in', () => {
  it.each([
    ['pt', 'vc indica oq pra hj?'],
    ['pt', 'qro um suspense, nada mto pesado'],
    ['fr', 'jsp trop, qqch de sympa pr ce soir'],
    ['de', 'vllt nen thriller oder so'],
    ['it', 'cmq qlcs di bello x stasera'],
    ['es', 'algo pa ver el finde xfa'],
  ])('%s: %s is answered in it', (language, message) => {
    expect(replyLanguageOf(normalizeText(message))).toBe(language);
  });

  it.each([
    'nn voglio western stasera',
    'qro algo leve, nada de western',
    'vc tem algo sem western? nada de faroeste',
  ])('%s: the kind is turned down', (message) => {
    const { query } = parsePrompt(message);
    expect(query.excludeGenreIds).toContain(genreIdOf('Western'));
    expect(query.genreIds).not.toContain(genreIdOf('Western'));
  });

  it.each(['um drama q nao seja mto longo', 'un dramma nn trp lungo'])(
    '%s: a length said in shorthand bounds the films',
    (message) => {
      const { query } = parsePrompt(message);
      expect(query.genreIds).toContain(genreIdOf('Drama'));
      expect(query.runtimeMax).toBeGreaterThan(0);
      expect(query.runtimeMin ?? 0).toBe(0);
    },
  );
});
