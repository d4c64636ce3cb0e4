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
});
