import { describe, expect, it } from 'vitest';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

const MUSIC = genreIdOf('Music');
const FANTASY = genreIdOf('Fantasy');

describe('an avoided theme that is also a genre word', () => {
  it('leaves the genre out as well as the theme', () => {
    const { query } = parsePrompt('something like whiplash, just no musicals');
    expect(query.excludeGenreIds).toContain(MUSIC);
    expect(query.avoidLabels).toContain('musicals');
    expect(parsePrompt('a drama but not a musical please').query.excludeGenreIds).toContain(MUSIC);
  });

  it('keeps a genre the message wants in its own word', () => {
    const { query } = parsePrompt('fantasy films without any dragons');
    expect(query.genreIds).toContain(FANTASY);
    expect(query.excludeGenreIds).not.toContain(FANTASY);
  });
});

describe('a romantic comedy written as two words', () => {
  it('is both genres, with nothing left over to read as a name', () => {
    const { query } = parsePrompt('any rom com suggestions?');
    expect(query.genreIds).toEqual(expect.arrayContaining([genreIdOf('Comedy'), genreIdOf('Romance')]));
    expect(query.person).toBeUndefined();
  });
});

describe('a fear or phobia of a theme', () => {
  it.each([
    'my son has arachnophobia, a fantasy film for him',
    "i'm really scared of spiders, any fantasy film?",
    'mi novia tiene miedo a las arañas, una peli de fantasía',
    "j'ai une phobie des araignées, un film fantastique",
    'ich habe Angst vor Spinnen, einen Fantasyfilm bitte',
    'tenho pavor de aranhas, um filme de fantasia',
    'ho il terrore dei ragni, un film fantasy',
  ])('leaves the feared thing out and asks for no film about it, nor for horror: %j', (prompt) => {
    const { query } = parsePrompt(prompt);
    expect(query.avoidLabels).toContain('spiders');
    expect(query.keywordThemes.map((theme) => theme.label)).not.toContain('spiders');
    expect(query.theme ?? '').not.toMatch(/spider|ragn|aran|spinn|araign/);
    expect(query.genreIds).toContain(FANTASY);
    expect(query.genreIds).not.toContain(genreIdOf('Horror'));
  });
});
