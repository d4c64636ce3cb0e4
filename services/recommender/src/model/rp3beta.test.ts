import { describe, expect, it } from 'vitest';
import { positivesOf } from './ease.ts';
import { rp3betaNeighbours } from './rp3beta.ts';
import type { Interaction } from './training-data.ts';

const likes = (user: string, ...movies: number[]): Interaction[] =>
  movies.map((movieId) => ({ userKey: user, movieId, weight: 1 }));

describe('RP3beta', () => {
  it('walks from a movie too cold for the dense part to what its fans liked, when asked', () => {
    // 1-4 are liked by many; 9 has two fans, who both love 3 and one of whom also loves 1.
    const interactions = [
      ...Array.from({ length: 5 }, (_, user) => likes(`a${user}`, 1, 2)).flat(),
      ...Array.from({ length: 5 }, (_, user) => likes(`b${user}`, 3, 4)).flat(),
      ...likes('fan1', 9, 3, 1),
      ...likes('fan2', 9, 3),
    ];
    const movieIds = [1, 2, 3, 4, 9];
    const positives = positivesOf(movieIds, interactions);
    const options = { alpha: 1, beta: 0, k: 3 };
    expect(rp3betaNeighbours(movieIds.length, positives, options, 3)[4]).toBeUndefined();
    const cold = rp3betaNeighbours(movieIds.length, positives, options, 3, true)[4]!;
    expect(Array.from(cold.items, (item) => movieIds[item])).toEqual([3, 1]);
  });

  it("counts a heavy rater's pairs for more when α is below 1", () => {
    // 2 is co-liked with 1 by one light rater; 3 by two heavy raters, each also liking six movies of their own.
    const interactions = [
      ...likes('light', 1, 2),
      ...likes('heavy1', 1, 3, 10, 11, 12, 13, 14, 15),
      ...likes('heavy2', 1, 3, 20, 21, 22, 23, 24, 25),
    ];
    const movieIds = [...new Set(interactions.map((interaction) => interaction.movieId))];
    const positives = positivesOf(movieIds, interactions);
    const firstTwo = (alpha: number) =>
      Array.from(
        rp3betaNeighbours(movieIds.length, positives, { alpha, beta: 0, k: 2 }, 1)[0]!.items,
        (item) => movieIds[item],
      );
    expect(firstTwo(1)[0]).toBe(2);
    expect(firstTwo(0.3)[0]).toBe(3);
  });
});
