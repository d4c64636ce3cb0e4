import { describe, expect, it } from 'vitest';
import { collaborativeNeighbours, withSecondStep } from './ensemble.ts';
import type { Neighbours } from './sparse.ts';
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

  it('the second step lifts a movie the best neighbours agree on above one only the movie itself points to', () => {
    const list = (entries: [number, number][]): Neighbours => ({
      items: Int32Array.from(entries, ([item]) => item),
      scores: Float32Array.from(entries, ([, score]) => score),
    });
    // Movie 0's list is 1, 2, 4; both 1 and 2 list 3 first, and 1 lists 0 itself.
    const lists = [
      list([
        [1, 1],
        [2, 0.9],
        [4, 0.85],
      ]),
      list([
        [3, 1],
        [0, 0.5],
      ]),
      list([[3, 1]]),
      undefined,
      undefined,
    ];
    const listOfZero = (weight: number) =>
      Array.from(withSecondStep(lists, { weight, from: 2 }, 3)[0]!.items);
    expect(listOfZero(0)).toEqual([1, 2, 4]);
    // 3 scores 1/2 + 0.9/2 = 0.95 from the two lists, above 2 (0.9) and 4 (0.85); 0 never lists itself.
    expect(listOfZero(1)).toEqual([1, 3, 2]);
    expect(withSecondStep(lists, { weight: 1, from: 2 }, 3)[3]).toBeUndefined();
  });
});
