import type { MovieSummary } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { meaningCloseness } from './identify.answer.ts';

const film = (id: number, vote_count: number) => ({ id, vote_count }) as MovieSummary;

describe('how near in meaning a film told by its story is', () => {
  it('gives a famous film its rank among the famous when obscure films crowd the whole catalog', () => {
    const obscure = Array.from({ length: 40 }, (_, index) => film(1000 + index, 12));
    const famous = film(14160, 6870);
    const closeness = meaningCloseness(obscure, [famous, film(13, 7927)]);
    expect(closeness.get(14160)).toBe(1);
    expect(closeness.get(13)).toBeGreaterThan(0.9);
    expect(closeness.get(1000)).toBe(1);
    expect(closeness.get(1039)).toBeLessThan(0.05);
  });

  it('keeps the nearer of its two ranks', () => {
    const up = film(14160, 6870);
    const others = Array.from({ length: 10 }, (_, index) => film(index + 1, 5000));
    const closeness = meaningCloseness([up, ...others], [...others, up]);
    expect(closeness.get(14160)).toBe(1);
    expect(closeness.get(1)).toBe(1);
  });

  it('leaves films in neither list out', () => {
    expect(meaningCloseness([film(1, 10)], []).get(2)).toBeUndefined();
  });
});
