import { describe, expect, it } from 'vitest';
import { collaborativeNeighbours } from './ensemble.ts';
import type { Interaction } from './training-data.ts';

const likes = (user: string, ...movies: number[]): Interaction[] =>
  movies.map((movieId) => ({ userKey: user, movieId, weight: 1 }));

describe('collaborative ensemble', () => {
  it("blends the walk from a movie too cold for EASE into its fans' fold-in when asked", () => {
    // 1-4 are liked by many (1 with 2, 3 with 4); 9 has one fan, who also loves 3.
    const interactions = [
      ...Array.from({ length: 5 }, (_, user) => likes(`a${user}`, 1, 2)).flat(),
      ...Array.from({ length: 5 }, (_, user) => likes(`b${user}`, 3, 4)).flat(),
      ...likes('c', 2, 3),
      ...likes('fan', 9, 3),
    ];
    const movieIds = [1, 2, 3, 4, 9];
    const listOfNine = (coldWeight?: number) =>
      Array.from(
        collaborativeNeighbours(
          movieIds,
          interactions,
          { ease: { lambda: 1, minPositives: 3 }, rp3: { alpha: 0.7, beta: 0, weight: 0.4, coldWeight } },
          3,
        )[4]!.items,
        (item) => movieIds[item],
      );
    // The fold-in recommends what EASE recommends after 3, never 3 itself; the walk reaches 3.
    expect(listOfNine()).not.toContain(3);
    expect(listOfNine(0.45)).toContain(3);
  });
});
