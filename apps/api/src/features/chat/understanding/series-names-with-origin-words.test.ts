import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a series whose name begins with an origin word, turned down', () => {
  it.each([
    ['rien du genre indiana jones ce soir'],
    ['nada tipo indiana jones, algo tranquilo'],
    ['kein Indiana Jones bitte, was Ruhiges'],
    ['niente indiana jones stasera'],
    ['nada de indiana jones hoje'],
  ])('leaves the series out in %j, and no Indian films', (text) => {
    const { query } = parsePrompt(text);
    expect(query.likeTitle).toBeUndefined();
    expect(query.avoidWords).toContain('indiana jones');
    expect(query.excludeLanguages).not.toContain('hi');
    expect(query.languages).not.toContain('hi');
  });

  it('still leaves Indian films out when they are turned down', () => {
    expect(parsePrompt('something tonight, but no indian films').query.excludeLanguages).toContain('hi');
  });
});
