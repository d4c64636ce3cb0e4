import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('the same kind, spirit or style as a title is likeness to it, in every language', () => {
  it.each([
    ['anything of the same kind as Inception?', 'inception'],
    ['algo del mismo estilo que Heat', 'heat'],
    ['un film du même genre que Heat', 'heat'],
    ['etwas im selben Stil wie Inception', 'inception'],
    // 'im' is respelled "i'm" for English typists: a German lead opening with it still leads to the title.
    ['Filme im Stil von Heat', 'heat'],
    ['algum filme do mesmo estilo que Heat', 'heat'],
    ['qualcosa dello stesso genere di Inception', 'inception'],
  ])('%s', (message, title) => {
    expect(parsePrompt(message).query.likeTitle).toBe(title);
  });
});
