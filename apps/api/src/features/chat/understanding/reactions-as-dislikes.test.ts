import { describe, expect, it } from 'vitest';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

/** How someone reacts to a kind of film says they don't want it: 'falls asleep at', 'faints at', 'se duerme con'. */
describe('a reaction to a kind of film turns it down', () => {
  it.each<[string, Parameters<typeof genreIdOf>[0]]>([
    [
      'movie night with my nephews, but my wife falls asleep as soon as anything animated comes on',
      'Animation',
    ],
    ['something for tonight, my dad freaks out at horror', 'Horror'],
    ['algo para el domingo, mi padre se duerme con los westerns', 'Western'],
    ["un film ce soir, mon copain s'endort devant les comédies musicales", 'Music'],
    ['qualcosa per stasera, mia moglie si addormenta con i film di guerra', 'War'],
  ])('%s', (text, genre) => {
    const { query } = parsePrompt(text);
    expect(query.excludeGenreIds).toContain(genreIdOf(genre));
    // The verb after the kind is no thing turned down.
    expect(query.avoidLabels).not.toContain('comes');
  });

  it('reads gore someone faints at as gore left out', () => {
    expect(parsePrompt('a thriller please, my boyfriend faints at gore').query.avoidKeywords).toContain(
      'gore',
    );
  });
});
