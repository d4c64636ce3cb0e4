import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

const HORROR = 27;

describe('a fright wanted is a horror film, in every language', () => {
  it.each([
    ['something to give me goosebumps this weekend'],
    ['quiero algo que me ponga la piel de gallina'],
    ['un film qui donne la chair de poule'],
    ['heute will ich mich gruseln, mit Gänsehaut bitte'],
    ['um filme pra eu ficar todo arrepiado'],
    ["un film che mi faccia venire la pelle d'oca"],
  ])('%s', (text) => {
    const { query } = parsePrompt(text);
    expect(query.genreIds).toEqual([HORROR]);
    expect(query.theme).toBeUndefined();
  });

  it('a fear of something is still no fright wanted', () => {
    expect(parsePrompt("i'm scared of clowns, something light").query.genreIds).not.toContain(HORROR);
  });
});

describe('a film that makes one think is a mind-bending mood, in every language', () => {
  it.each([
    ['a film that gets you thinking'],
    ['una peli que te haga reflexionar'],
    ['un film qui me fasse cogiter'],
    ['ein Film, an den man tagelang denkt'],
    ['um filme que me faz refletir'],
    ['un film che ti fa riflettere'],
  ])('%s', (text) => {
    const { query } = parsePrompt(text);
    expect(query.mood?.label).toBe('mind-bending');
    expect(query.theme).toBeUndefined();
  });
});
