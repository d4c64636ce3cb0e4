import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a likeness lead ending in an elision runs into the title', () => {
  it.each([
    ["quelque chose dans le style d'inception", 'inception'],
    ["un film à la manière d'alien", 'alien'],
  ])('%s', (text, title) => {
    expect(parsePrompt(text).query.likeTitle).toBe(title);
  });
});

describe('who made the films turned down, after a "by" word or an article', () => {
  it.each([
    ['un thriller mais rien de david fincher', 'david fincher'],
    ['un western, ma niente di john ford', 'john ford'],
    ['um drama, mas nada do david lynch', 'david lynch'],
    ['ein Krimi, aber nichts von David Fincher', 'david fincher'],
    ['something like heat, just not a mann', 'mann'],
    ['une comédie, mais pas un allen', 'allen'],
    ['algo como psicosis pero no un hitchcock', 'hitchcock'],
    ['um suspense, mas não um hitchcock', 'hitchcock'],
    ['un giallo ma non un argento', 'argento'],
    ['ein Thriller, aber nicht einen Hitchcock', 'hitchcock'],
  ])('%s', (text, name) => {
    expect(parsePrompt(text).query.avoidPeople.map((person) => person.name)).toEqual([name]);
  });

  it('a kind turned down after an article is still no one', () => {
    const { query } = parsePrompt('una comedia, pero no una de terror');
    expect(query.avoidPeople).toEqual([]);
  });
});
