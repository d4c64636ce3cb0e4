import type { MovieSummary } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { findThemes } from '../understanding/keyword-themes.ts';
import { normalizeText } from '../understanding/text.ts';
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

  it.each([
    ['películas de cárcel', 'An inmate befriends a fellow convict over two decades.'],
    ['des films d’espions', 'An undercover agent is sent behind the Iron Curtain.'],
    ['Filme über den Zweiten Weltkrieg', 'A Jewish family hides from the Nazis in an attic.'],
    ['filmes sobre o espaço', 'An astronaut is stranded alone on Mars.'],
    ['film sulla mafia', 'The aging patriarch of a crime family hands over his empire.'],
  ])('%s: a film whose overview tells the theme is on it', (request, overview) => {
    const themes = findThemes(normalizeText(request)).map((match) => match.theme);
    expect(themes).toHaveLength(1);
    const onTheme = overviewNames(themes);
    expect(onTheme(film(overview))).toBe(true);
    expect(onTheme(film('Two friends open a bakery.'))).toBe(false);
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
