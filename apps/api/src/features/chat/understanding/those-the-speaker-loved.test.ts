import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

/**
 * 'like those' is more of the films just shown, unless a clause of the speaker's own follows it ('like those i loved',
 * 'simili a quelli che ho adorato'): then 'those' are their own loved films, the seeds of the likeness.
 */
describe('parsePrompt: "like those" before a clause of the speaker', () => {
  it.each([
    'more like those ones i loved',
    'dammi altri film simili a quelli che ho adorato',
    'sugira mais como esses que eu mais curti',
    'algo como esas que me encantaron',
    'etwas wie die, die ich gemocht habe',
  ])('reads %s as like their loved films', (message) => {
    expect(parsePrompt(message).query.likeLovedOnes).toBe(true);
  });

  it('still reads a bare "more like those" as more of the films shown', () => {
    const parsed = parsePrompt('more like those');
    expect(parsed.query.likeLovedOnes).toBeUndefined();
    expect(parsed.followUp.more).toBe(true);
  });
});
