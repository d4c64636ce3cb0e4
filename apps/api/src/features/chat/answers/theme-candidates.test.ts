import type { MovieSummary } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { findThemes } from '../understanding/keyword-themes.ts';
import { overviewNames } from './theme-candidates.ts';

const film = (overview: string) => ({ id: 1, overview }) as MovieSummary;

describe('a keyword theme is on a film when its own overview names it', () => {
  const dinosaurs = [{ label: 'dinosaurs', keywords: ['dinosaur', 't-rex'] }];

  it('reads the theme in any form of its words', () => {
    const onTheme = overviewNames(dinosaurs);
    expect(onTheme(film('Scientists bring Dinosaurs back to life on an island.'))).toBe(true);
    expect(onTheme(film('A T-Rex escapes.'))).toBe(true);
  });

  it('does not read it inside another word or in a film about something else', () => {
    const onTheme = overviewNames([{ label: 'space', keywords: ['space'] }]);
    expect(onTheme(film('A thief hides in the crawlspace of a mansion.'))).toBe(false);
    expect(onTheme(film('Two friends open a bakery.'))).toBe(false);
  });
});

describe('a keyword theme told in an overview in its own words', () => {
  it('reads a theme told without its label or keywords', () => {
    const timeTravel = overviewNames(findThemes('time travel movies').map((match) => match.theme));
    expect(timeTravel(film('He can travel back in time to moments of his own life.'))).toBe(true);
    expect(timeTravel(film("A mishap with his friend's time-traveling car."))).toBe(true);
    expect(timeTravel(film('A prisoner is sent into the past to learn about a virus.'))).toBe(true);
    expect(timeTravel(film('A teenager is visited by a figure in a rabbit costume.'))).toBe(false);
    const boxing = overviewNames(findThemes('boxing films').map((match) => match.theme));
    expect(boxing(film('A small-time boxer gets a shot at the heavyweight champion.'))).toBe(true);
    expect(boxing(film('Two friends open a bakery.'))).toBe(false);
  });
});

describe('places are themes of their own, in every language', () => {
  it.each(['something set in new york', 'algo que pase en nueva york', 'um filme em nova york'])(
    '%s',
    (text) => {
      expect(findThemes(text).map((match) => match.theme)).toEqual([
        expect.objectContaining({ label: 'new york', place: true }),
      ]);
    },
  );
});
