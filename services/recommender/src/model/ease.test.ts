import { describe, expect, it } from 'vitest';
import { easeNeighbours, foldInColdMovies } from './ease.ts';
import { invertSymmetricPositiveDefinite } from './spd-inverse.ts';
import type { Interaction } from './training-data.ts';

const likes = (user: string, ...movies: number[]): Interaction[] =>
  movies.map((movieId) => ({ userKey: user, movieId, weight: 1 }));

describe('EASE', () => {
  it('inverts a symmetric positive definite matrix', () => {
    const n = 40;
    const matrix = new Float64Array(n * n);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) matrix[i * n + j] = ((i * 7 + j * 7) % 5) + (i === j ? 3 * n : 0);
    const original = Float64Array.from(matrix);
    const inverse = invertSymmetricPositiveDefinite(matrix, n);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        let product = 0;
        for (let k = 0; k < n; k++) product += original[i * n + k] * inverse[k * n + j];
        expect(product).toBeCloseTo(i === j ? 1 : 0, 10);
      }
  });

  it('lists the movies liked together, best first, leaves out cold movies, and places them through their fans', () => {
    // Movies 1 and 2 are loved together; 3 goes with 4; 9 has a single fan, who also loves 1.
    const interactions = [
      ...Array.from({ length: 6 }, (_, user) => likes(`a${user}`, 1, 2)).flat(),
      ...Array.from({ length: 6 }, (_, user) => likes(`b${user}`, 3, 4)).flat(),
      ...likes('c', 1, 2, 3),
      ...likes('fan', 1, 9),
      // Half-weighted (lukewarm) signals are not positives.
      { userKey: 'lukewarm', movieId: 9, weight: 0.5 },
    ];
    const movieIds = [1, 2, 3, 4, 9];
    const ease = easeNeighbours(movieIds, interactions, { lambda: 1, minPositives: 3, k: 3 });
    expect(ease.itemCount).toBe(4);
    const ids = (position: number) => Array.from(ease.neighbours[position]!.items, (item) => movieIds[item]);
    expect(ids(0)[0]).toBe(2);
    expect(ids(2)[0]).toBe(4);
    expect(ease.neighbours[4]).toBeUndefined();

    const folded = foldInColdMovies(ease, movieIds.length, 3);
    expect(Array.from(folded[4]!.items, (item) => movieIds[item])[0]).toBe(2);
    expect(folded[0]).toBeUndefined();
  });
});
