/**
 * 'pelis sobre la mafia, tipo familias mafiosas y eso', 'something like dog movies, you know': words after 'like'
 * that name no film of the catalog but a theme say the theme again, in other words. The request is then its other
 * criteria with that theme, not a film to be like. So do words naming no theme after a theme asked for ('time loop
 * films, like the guy living the same day over and over'): they tell an example of it.
 */
import type { MovieQuery } from '../understanding/chat-query.ts';
import { findThemes } from '../understanding/keyword-themes.ts';
import { normalizeText } from '../understanding/text.ts';

/** The request read with the 'like' words as a theme; undefined when they name none. */
export function likeWordsAsTheme(query: MovieQuery): MovieQuery | undefined {
  if (!query.likeTitle || query.alsoLike?.length) return undefined;
  // A place is no theme here: 'what's the weather like in paris' asks for no films.
  const named = findThemes(normalizeText(query.likeTitle))
    .map((match) => match.theme)
    .filter((theme) => !theme.place);
  if (!named.length && !query.keywordThemes.some((theme) => !theme.place)) return undefined;
  const known = new Set(query.keywordThemes.map((theme) => theme.label));
  const themed: MovieQuery = {
    ...query,
    keywordThemes: [...query.keywordThemes, ...named.filter((theme) => !known.has(theme.label))],
  };
  delete themed.likeTitle;
  delete themed.likeChange;
  return themed;
}
