import { describe, expect, it } from 'vitest';
import { readOnlyLanguageOf } from './read-only-language.extractor.ts';

describe('a language read but not replied in', () => {
  it.each(['koi achha thriller dikhao', 'sirf ek film chahiye', 'mujhe kuch romantic batao'])(
    '%s is Hindi',
    (text) => expect(readOnlyLanguageOf(text)).toMatch(/^Hindi/),
  );

  it.each(['a comedy with koi fish', 'quiero una comedia', 'ek', 'just one film please'])(
    '%s is not',
    (text) => expect(readOnlyLanguageOf(text)).toBeUndefined(),
  );
});
