import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

const HORROR = 27;

describe('a thing turned down beside a kind asked for', () => {
  it.each([
    ['spooky stuff please, just no gore'],
    ['algo de miedo pero sin gore'],
    ['un film qui fait peur mais pas gore'],
    // Blood is gore in English too, as 'sangriento' and 'sanglant' are.
    ['horror tonight, but nothing too bloody'],
  ])('keeps the genre asked for by name in %j and leaves its worst films out', (text) => {
    const { query } = parsePrompt(text);
    expect(query.genreIds).toContain(HORROR);
    expect(query.excludeGenreIds).not.toContain(HORROR);
    expect(query.avoidKeywords.length).toBeGreaterThan(0);
  });

  it('still leaves the genre out when nothing asks for it', () => {
    expect(parsePrompt('a comedy, nothing gory').query.excludeGenreIds).toContain(HORROR);
  });

  it.each([
    ['horror, but no bloody zombie stuff', 'zombies'],
    ['creepy films without gory vampire scenes', 'vampires'],
  ])('turns down the theme right after a thing turned down in %j', (text, label) => {
    const { query } = parsePrompt(text);
    expect(query.avoidLabels).toContain(label);
    expect(query.keywordThemes.map((theme) => theme.label)).not.toContain(label);
    expect(query.theme).toBeUndefined();
  });
});
