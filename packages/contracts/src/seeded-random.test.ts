import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.ts';

describe('seededRandom', () => {
  it('gives the same sequence for a seed on every run (the recommender evaluation split depends on it)', () => {
    const random = seededRandom(42);
    expect([random(), random(), random()]).toEqual([
      0.6011037519201636, 0.44829055899754167, 0.8524657934904099,
    ]);
  });

  it('gives different sequences for different seeds, every number in [0, 1)', () => {
    const a = seededRandom(1);
    const b = seededRandom(2);
    const fromA = Array.from({ length: 1000 }, () => a());
    const fromB = Array.from({ length: 1000 }, () => b());
    expect(fromA).not.toEqual(fromB);
    expect(fromA.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(new Set(fromA).size).toBeGreaterThan(990);
  });
});
