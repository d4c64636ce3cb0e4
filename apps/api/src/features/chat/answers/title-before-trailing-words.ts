/**
 * A title typed with words after it that are not part of it ('the dark knight besides bale', 'pulp fiction
 * eigentlich', 'jaws again'): the longest start of it that the catalog knows. Callers try the whole first.
 */
import type { MovieSummary } from '@marquee/contracts';
import type { MovieTools } from '../retrieval/movie-tools.ts';

/** At most this many words may follow the title. */
const TRAILING_WORDS = 3;
/** A shorter start ('el', 'the') would meet some title by a typo's distance. */
const SHORTEST_TITLE = 4;

export async function findTitleBeforeTrailingWords(
  tools: MovieTools,
  typed: string,
): Promise<MovieSummary | undefined> {
  const words = typed.trim().split(/\s+/);
  for (let dropped = 1; dropped <= TRAILING_WORDS && dropped < words.length; dropped++) {
    const start = words.slice(0, words.length - dropped).join(' ');
    if (start.length < SHORTEST_TITLE) return undefined;
    const found = await tools.findTitle(start);
    if (found) return found;
  }
  return undefined;
}
