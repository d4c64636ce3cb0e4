import type { MovieFilter } from '../catalog.ts';
import type { FilterableMovie } from './movie-filter.ts';

/**
 * The films a filter can only match among, from indexes built on first use: those carrying one of its keywords, or
 * of its rarest required genre, or of any of its genres; every film otherwise. A chat reply runs several searches
 * of a twenty-thousand-film catalog, and most name a keyword or a genre: scanning a few hundred films instead of
 * all of them is most of a search's time. The caller still applies the whole filter and sorts.
 */
export function filterCandidates<Movie extends FilterableMovie>(
  all: readonly Movie[],
): (filter: MovieFilter) => readonly Movie[] {
  let byKeyword: Map<string, Movie[]> | undefined;
  let rankOf: Map<Movie, number> | undefined;
  // In `all`'s order, as a scan of `all` would find them: the sort after keeps ties as they come.
  const union = (lists: Movie[][]): readonly Movie[] => {
    if (lists.length === 1) return lists[0];
    rankOf ??= new Map(all.map((movie, rank) => [movie, rank]));
    return [...new Set(lists.flat())].sort((a, b) => rankOf!.get(a)! - rankOf!.get(b)!);
  };
  let byGenre: Map<number, Movie[]> | undefined;
  const genreLists = (ids: number[]) => {
    byGenre ??= groupBy(all, (movie) => movie.summary.genre_ids);
    return ids.map((id) => byGenre!.get(id) ?? []);
  };
  return (filter) => {
    const keywords = [filter.keyword ?? '', ...(filter.anyKeywords ?? [])]
      .map((keyword) => keyword.trim().toLowerCase())
      .filter((keyword) => keyword !== '');
    if (keywords.length) {
      byKeyword ??= groupBy(all, (movie) => movie.keywords);
      // Every match holds one of these keywords (both `keyword` and one of `anyKeywords`, when both are set).
      return union(keywords.map((keyword) => byKeyword!.get(keyword) ?? []));
    }
    if (filter.genreIds?.length)
      return genreLists(filter.genreIds).reduce((rarest, list) =>
        list.length < rarest.length ? list : rarest,
      );
    if (filter.anyGenreIds?.length) return union(genreLists(filter.anyGenreIds));
    return all;
  };
}

function groupBy<Movie, Key>(
  all: readonly Movie[],
  keysOf: (movie: Movie) => Iterable<Key>,
): Map<Key, Movie[]> {
  const groups = new Map<Key, Movie[]>();
  for (const movie of all)
    for (const key of new Set(keysOf(movie))) {
      const group = groups.get(key);
      if (group) group.push(movie);
      else groups.set(key, [movie]);
    }
  return groups;
}
