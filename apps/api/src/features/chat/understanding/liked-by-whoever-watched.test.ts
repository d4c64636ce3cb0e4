import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('films someone else liked, said in the past ("the kids loved X")', () => {
  it.each([
    ['my son really enjoyed shrek and aladdin, any ideas', 'shrek', ['aladdin']],
    ['we loved heat, what now', 'heat', undefined],
    ['a los niños les encantó shrek, qué más', 'shrek', undefined],
    ['mis hijas adoraron aladdin y shrek', 'aladdin', ['shrek']],
    ['les enfants ont adoré shrek, quoi ensuite', 'shrek', undefined],
    ['die Kinder haben Aladdin geliebt, was noch', 'aladdin', undefined],
    ['meine Tochter fand Shrek toll, was noch', 'shrek', undefined],
    ['meu filho adorou aladdin, o que mais', 'aladdin', undefined],
    ['ai bambini è piaciuto tantissimo shrek, cosa altro', 'shrek', undefined],
    ['mio figlio ha adorato aladdin, cosa altro', 'aladdin', undefined],
  ])('%s', (message, title, more) => {
    const { query } = parsePrompt(message);
    expect(query.likeTitle).toBe(title);
    expect(query.alsoLike).toEqual(more);
  });

  it('reads no seed in "the movies we loved"', () => {
    expect(parsePrompt('the movies we loved last year').query.likeTitle).toBeUndefined();
  });
});
