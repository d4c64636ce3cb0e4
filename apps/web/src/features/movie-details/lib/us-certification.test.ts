import { describe, expect, it } from 'vitest';
import { usCertification } from './us-certification.ts';

const release = (type: number, certification: string) => ({
  certification,
  descriptors: [],
  iso_639_1: '',
  note: '',
  release_date: '2014-11-05T00:00:00.000Z',
  type,
});

describe('the US age rating of a movie', () => {
  it("takes the theatrical release's rating over a premiere's or a digital one's", () => {
    expect(
      usCertification({
        results: [
          { iso_3166_1: 'GB', release_dates: [release(3, '12A')] },
          { iso_3166_1: 'US', release_dates: [release(1, ''), release(4, 'NR'), release(3, ' PG-13 ')] },
        ],
      }),
    ).toBe('PG-13');
  });

  it('falls back to any rated US release, and is null without one', () => {
    expect(usCertification({ results: [{ iso_3166_1: 'US', release_dates: [release(4, 'R')] }] })).toBe('R');
    expect(usCertification({ results: [{ iso_3166_1: 'US', release_dates: [release(3, '')] }] })).toBeNull();
    expect(usCertification({ results: [{ iso_3166_1: 'FR', release_dates: [release(3, 'U')] }] })).toBeNull();
    expect(usCertification(undefined)).toBeNull();
  });
});
