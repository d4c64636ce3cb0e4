import { tokenize } from '../search/normalize.ts';

const ARTICLES = new Set(['the', 'a', 'an']);

/**
 * The form two spellings of one title share: case, accents, punctuation and "&"/"and" fold as in search,
 * and a leading article is dropped wherever it was written ("The Godfather", "Godfather, The").
 */
export function titleKey(title: string): string {
  const moved = /^(.*),\s*(the|a|an)\s*$/i.exec(title.trim());
  const tokens = tokenize(moved ? moved[1] : title);
  if (tokens.length > 1 && ARTICLES.has(tokens[0])) tokens.shift();
  return tokens.join(' ');
}
