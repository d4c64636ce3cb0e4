import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a film just seen, then "more like that"', () => {
  it.each([
    ['finally watched heat, loved it. more like that?', 'heat'],
    ['i just saw jaws. anything like it?', 'jaws'],
    ['acabo de ver coco, algo parecido a eso', 'coco'],
    ['je viens de voir amélie, des films comme ça ?', 'amelie'],
    ['hab gerade heat gesehen, so was wie das bitte', 'heat'],
    ['acabei de assistir coco, algo parecido com isso', 'coco'],
    ['ho appena visto heat, qualcosa come questo', 'heat'],
  ])('%s', (message, title) => {
    const { query } = parsePrompt(message);
    expect(query.likeTitle).toBe(title);
    expect(query.moreLikeThis).toBe(false);
  });

  it('keeps a title typed after like as the seed', () => {
    expect(parsePrompt('i just saw jaws, something like alien please').query.likeTitle).toBe('alien');
  });

  it('leaves "more like that" alone about the previous answer', () => {
    expect(parsePrompt('more like that').query.moreLikeThis).toBe(true);
  });
});

describe('two liked films, then the question', () => {
  it('ends the second title where the question starts', () => {
    const { query } = parsePrompt('if i enjoyed heat and ronin what should i try');
    expect(query.likeTitle).toBe('heat');
    expect(query.alsoLike).toEqual(['ronin']);
  });
});
