import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe("'live action' after a filler 'like'", () => {
  it.each([
    ['korean movies but no cartoons, like live-action', 'en'],
    ['pelis coreanas, pero tipo imagen real', 'es'],
    ['des films coréens, genre en prises de vues réelles', 'fr'],
  ])('reads %j as films with actors, not a title', (text) => {
    const { query } = parsePrompt(text);
    expect(query.likeTitle).toBeUndefined();
    expect(query.excludeGenreIds).toContain(16);
  });
});
