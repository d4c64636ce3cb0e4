import { describe, expect, it } from 'vitest';
import { titleOfAlias } from './title-aliases.ts';

describe('a local title typed with its small words changed', () => {
  it('is the same film without an article or a join', () => {
    expect(titleOfAlias('rey leon')).toBe('The Lion King');
    expect(titleOfAlias('vita e bella')).toBe('Life Is Beautiful');
    expect(titleOfAlias('il buono e il brutto e il cattivo')).toBe('The Good, the Bad and the Ugly');
  });

  it('needs two words that carry the title', () => {
    expect(titleOfAlias('el padrino')).toBe('The Godfather');
    expect(titleOfAlias('padrino')).toBeUndefined();
  });

  it('leaves an English title to the catalog', () => {
    expect(titleOfAlias('the dark knight')).toBeUndefined();
  });
});
