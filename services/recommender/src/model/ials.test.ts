import { describe, expect, it } from 'vitest';
import { positivesOf } from './ease.ts';
import { ialsNeighbours } from './ials.ts';
import type { Interaction } from './training-data.ts';

const likes = (user: string, ...movies: number[]): Interaction[] =>
  movies.map((movieId) => ({ userKey: user, movieId, weight: 1 }));

describe('implicit ALS (tried as an ensemble member, not served)', () => {
  it("lists a movie's co-liked movies first, and nothing for movies too cold for it", () => {
    // 1, 2 and 3 are liked together, 4, 5 and 6 together; 7 has one fan.
    const interactions = [
      ...Array.from({ length: 8 }, (_, user) => likes(`a${user}`, 1, 2, 3)).flat(),
      ...Array.from({ length: 8 }, (_, user) => likes(`b${user}`, 4, 5, 6)).flat(),
      ...likes('c', 1, 7),
    ];
    const movieIds = [1, 2, 3, 4, 5, 6, 7];
    const lists = ialsNeighbours(
      movieIds.length,
      positivesOf(movieIds, interactions),
      { factors: 4, iterations: 10, alpha: 10, lambda: 0.1, k: 2 },
      3,
    );
    const ids = (position: number) => Array.from(lists[position]!.items, (item) => movieIds[item]).sort();
    expect(ids(0)).toEqual([2, 3]);
    expect(ids(4)).toEqual([4, 6]);
    expect(lists[6]).toBeUndefined();
  });
});
