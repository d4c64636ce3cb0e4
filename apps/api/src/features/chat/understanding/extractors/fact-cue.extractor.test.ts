import { describe, expect, it } from 'vitest';
import { normalizeText } from '../text.ts';
import { extractFactCue } from './fact-cue.extractor.ts';

const cueOf = (message: string) => extractFactCue(normalizeText(message));

describe('a fact asked in any word order', () => {
  it.each([
    ['casablanca runtime??', { aspect: 'runtime', title: 'casablanca' }],
    ['the godfather, director', { aspect: 'director', title: 'the godfather' }],
    ['is alien rated r', { aspect: 'certification', title: 'alien' }],
    ['what age rating does up have', { aspect: 'certification', title: 'up' }],
    ['who is in heat', { aspect: 'cast', title: 'heat' }],
    ['jaws what year', { aspect: 'year', title: 'jaws' }],
    ['titanic cuanto dura', { aspect: 'runtime', title: 'titanic' }],
    ['qui joue dans amelie', { aspect: 'cast', title: 'amelie' }],
    ['wie lange dauert interstellar', { aspect: 'runtime', title: 'interstellar' }],
    ['o elenco de matrix', { aspect: 'cast', title: 'matrix' }],
    ['in che anno e uscito psycho', { aspect: 'year', title: 'psycho' }],
  ])('%s', (message, cue) => {
    expect(cueOf(message)).toEqual(cue);
  });

  it('keeps the title whole, articles included, and reads nothing when only question words are left', () => {
    expect(cueOf('how long is the good the bad and the ugly')?.title).toBe('the good the bad and the ugly');
    expect(cueOf('how long is it?')).toBeUndefined();
    expect(cueOf('a long movie please')).toBeUndefined();
    expect(cueOf('comedies released in 1999')).toBeUndefined();
  });
});
