import { describe, expect, it } from 'vitest';
import { batchedNearest } from './batched-nearest.ts';
import { MeaningIndex } from './meaning-index.ts';

const DIMENSIONS = 16;

function unitVectors(count: number, seed: number): Float32Array {
  const vectors = new Float32Array(count * DIMENSIONS);
  for (let index = 0; index < vectors.length; index++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    vectors[index] = seed / 2 ** 31 - 0.5;
  }
  for (let row = 0; row < count; row++) {
    const vector = vectors.subarray(row * DIMENSIONS, (row + 1) * DIMENSIONS);
    const length = Math.hypot(...vector);
    for (let index = 0; index < DIMENSIONS; index++) vector[index] /= length;
  }
  return vectors;
}

const index = new MeaningIndex({
  model: 'test',
  dimensions: DIMENSIONS,
  ids: Array.from({ length: 300 }, (_, row) => 1000 + row),
  vectors: unitVectors(300, 3),
});
const query = unitVectors(1, 11);
const evenRows = (row: number) => row % 2 === 0;

describe('several searches of one query', () => {
  it('finds in one pass what each search finds on its own', () => {
    const [whole, even, none] = index.nearestEach(query, [
      { limit: 12 },
      { limit: 5, accept: evenRows },
      { limit: 0 },
    ]);
    expect(whole).toEqual(index.nearest(query, 12));
    expect(even).toEqual(index.nearest(query, 5, evenRows));
    expect(whole.map(({ score }) => score)).toEqual(
      [...whole.map(({ score }) => score)].sort((a, b) => b - a),
    );
    expect(none).toEqual([]);
  });

  it('answers searches asked together, and a query of another size, as nearest does', async () => {
    const nearest = batchedNearest();
    const [whole, even, other, wrongSize] = await Promise.all([
      nearest(index, query, { limit: 8 }),
      nearest(index, query, { limit: 3, accept: evenRows }),
      nearest(index, unitVectors(1, 5), { limit: 4 }),
      nearest(index, new Float32Array(DIMENSIONS + 1), { limit: 4 }),
    ]);
    expect(whole).toEqual(index.nearest(query, 8));
    expect(even).toEqual(index.nearest(query, 3, evenRows));
    expect(other).toEqual(index.nearest(unitVectors(1, 5), 4));
    expect(wrongSize).toEqual([]);
    expect(whole).toHaveLength(8);
  });

  it('fails only the searches whose filter throws', async () => {
    const nearest = batchedNearest();
    const failing = nearest(index, query, {
      limit: 3,
      accept: () => {
        throw new Error('filter broke');
      },
    });
    const fine = nearest(index, unitVectors(1, 9), { limit: 3 });
    await expect(failing).rejects.toThrow('filter broke');
    await expect(fine).resolves.toHaveLength(3);
  });
});
