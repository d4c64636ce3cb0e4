import { describe, expect, it } from 'vitest';
import { normaliseScores, rankByLeastMisery } from './group-pick.ts';
import { ARRIVAL, HEAT, PADDINGTON, TOY_STORY } from '@marquee/catalog/testing';

describe('the group rule', () => {
  // Ana loves crime and tolerates animation; Ben loves animation and is lukewarm on crime. On their own
  // scales (Ana's predictions run to 10, Ben's to 2) Heat wins Ana's list and Toy Story Ben's.
  const ana = new Map([
    [HEAT, 10],
    [ARRIVAL, 6],
    [TOY_STORY, 3],
    [PADDINGTON, 6],
  ]);
  const ben = new Map([
    [HEAT, 0.2],
    [ARRIVAL, 1],
    [TOY_STORY, 2],
    [PADDINGTON, 0.6],
  ]);

  it("scales each member's predictions so their best is 1, whatever their scale", () => {
    expect(normaliseScores(ana).get(HEAT)).toBe(1);
    expect(normaliseScores(ben).get(TOY_STORY)).toBe(1);
    expect(normaliseScores(ben).get(HEAT)).toBeCloseTo(0.1);
    expect(
      normaliseScores(
        new Map([
          [HEAT, -1],
          [ARRIVAL, 1],
        ]),
      ).get(HEAT),
    ).toBe(0);
  });

  it('puts first the movie whose least happy member is happiest, not the highest total', () => {
    const ranked = rankByLeastMisery([HEAT, TOY_STORY, ARRIVAL, PADDINGTON], [ana, ben]);
    // Normalised: Heat 1 / 0.1, Toy Story 0.3 / 1, Arrival 0.6 / 0.5, Paddington 0.6 / 0.3.
    expect(ranked.map((pick) => pick.tmdbId)).toEqual([ARRIVAL, TOY_STORY, PADDINGTON, HEAT]);
    expect(ranked[0]!.misery).toBeCloseTo(0.5);
    // Heat has the best sum for Ana's raw scale, and the best single score, yet comes last.
    expect(ranked.at(-1)!.scores).toEqual([1, 0.1]);
  });

  it('breaks a tie of the least happy member by the average', () => {
    const even = new Map([
      [HEAT, 0.5],
      [TOY_STORY, 0.5],
      [ARRIVAL, 1],
    ]);
    const other = new Map([
      [HEAT, 0.5],
      [TOY_STORY, 1],
      [ARRIVAL, 0.1],
    ]);
    const ranked = rankByLeastMisery([HEAT, TOY_STORY, ARRIVAL], [even, other]);
    expect(ranked.map((pick) => pick.tmdbId)).toEqual([TOY_STORY, HEAT, ARRIVAL]);
    expect(ranked[0]!.misery).toBe(ranked[1]!.misery);
  });

  it('counts a movie a member has no prediction for as their worst', () => {
    const ranked = rankByLeastMisery(
      [HEAT, ARRIVAL],
      [
        new Map([[HEAT, 1]]),
        new Map([
          [ARRIVAL, 1],
          [HEAT, 0.5],
        ]),
      ],
    );
    expect(ranked.map((pick) => pick.tmdbId)).toEqual([HEAT, ARRIVAL]);
    expect(ranked[1]!.misery).toBe(0);
  });
});
