import { describe, expect, it } from 'vitest';
import { positivesOf } from './ease.ts';
import { multVaeNeighbours, type MultVaeOptions } from './mult-vae.ts';
import type { Interaction } from './training-data.ts';

const likes = (user: string, ...movies: number[]): Interaction[] =>
  movies.map((movieId) => ({ userKey: user, movieId, weight: 1 }));

const options: MultVaeOptions = {
  hidden: 16,
  latent: 8,
  epochs: 60,
  batch: 8,
  learningRate: 0.01,
  klWeight: 0.2,
  dropout: 0.3,
  seed: 1,
  popularityExponent: 0,
  k: 3,
};

describe('Mult-VAE lists', () => {
  // Two tastes: fans of 1 also like 2 (and a few 3), fans of 4 like 5 and 6; 9 has too few fans.
  const movieIds = [1, 2, 3, 4, 5, 6, 9];
  const interactions = [
    ...Array.from({ length: 12 }, (_, user) => likes(`a${user}`, 1, 2, ...(user < 4 ? [3] : []))).flat(),
    ...Array.from({ length: 12 }, (_, user) => likes(`b${user}`, 4, 5, 6)).flat(),
    ...likes('c', 9, 1),
  ];
  const lists = () => multVaeNeighbours(movieIds.length, positivesOf(movieIds, interactions), options, 3);

  it("ranks first what the movie's fans liked, not the other taste's movies", () => {
    const ids = (position: number) => Array.from(lists()[position]!.items, (item) => movieIds[item]);
    expect(ids(0)[0]).toBe(2);
    expect(ids(3).slice(0, 2).sort()).toEqual([5, 6]);
    expect(lists()[6]).toBeUndefined();
  });

  it('the same data trains the same lists', () => {
    expect(Array.from(lists()[1]!.items)).toEqual(Array.from(lists()[1]!.items));
  });
});
