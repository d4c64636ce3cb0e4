/** What a message says about the user's own films: their watchlist, a rewatch, the last film they loved. */
import { alternationOf } from '../lexicons/all-languages.ts';

const libraryWords = (kind: 'watchlist' | 'rewatch' | 'lastLoved' | 'rated') =>
  new RegExp(`\\b(?:${alternationOf((lexicon) => lexicon.library?.[kind])})\\b`);
const WATCHLIST = libraryWords('watchlist');
const REWATCH = libraryWords('rewatch');
const LAST_LOVED = libraryWords('lastLoved');
const RATED = libraryWords('rated');

export interface LibraryWords {
  /** Where the watchlist is named ('from my watchlist'), if it is. */
  watchlistAt: number | undefined;
  rewatch: boolean;
  likeLastLoved: boolean;
  /** 'what have I rated highest?': their own rated films, best first. */
  rated: boolean;
  /** The words matched, taken out before other extractors read the text. */
  matched: string[];
}

export function extractLibrary(text: string): LibraryWords {
  const matched: string[] = [];
  const find = (pattern: RegExp) => {
    const match = pattern.exec(text);
    if (match) matched.push(match[0]);
    return match;
  };
  const test = (pattern: RegExp) => Boolean(find(pattern));
  return {
    watchlistAt: find(WATCHLIST)?.index,
    rewatch: test(REWATCH),
    likeLastLoved: test(LAST_LOVED),
    rated: test(RATED),
    matched,
  };
}
