/** What a message says about the user's own films: their watchlist, a rewatch, the last film they loved. */
const WATCHLIST =
  /\b(?:(?:from|on|in|off|of) my (?:watch ?list|to-?watch list|list|queue|saved (?:movies|films))|my watch ?list|de mi lista|mi lista)\b/;
const REWATCH =
  /\b(?:re-?watch(?:es|ing)?|watch (?:it |one )?again|seen (?:it )?before|i(?:'ve| have) (?:already )?seen (?:before)?$|one i(?:'ve| have) (?:already )?seen|something i(?:'ve| have) (?:already )?(?:seen|watched)|old favou?rites? of mine|volver a ver)\b/;
const LAST_LOVED =
  /\b(?:like|similar to|como) (?:the|my) (?:last|latest|most recent) (?:film|movie|one|thing) i (?:loved|liked|enjoyed|rated (?:highly|high|well)|really liked)\b|\blike what i (?:loved|liked|watched) (?:last|recently)\b|\bcomo la ultima (?:pelicula )?que me (?:encanto|gusto)\b/;

export interface LibraryWords {
  watchlist: boolean;
  rewatch: boolean;
  likeLastLoved: boolean;
  /** The words matched, taken out before other extractors read the text. */
  matched: string[];
}

export function extractLibrary(text: string): LibraryWords {
  const matched: string[] = [];
  const test = (pattern: RegExp) => {
    const match = pattern.exec(text);
    if (match) matched.push(match[0]);
    return Boolean(match);
  };
  return { watchlist: test(WATCHLIST), rewatch: test(REWATCH), likeLastLoved: test(LAST_LOVED), matched };
}
