import { genreName } from './genres.ts';
import type { RecommendationEvidence, RecommendationReason } from './recommendations.ts';

/** A movie a reason names; `rating` when the user rated it (1-10), `liked` when they liked it. */
export interface ReasonMovie {
  id: number;
  title: string;
  rating?: number;
  liked?: boolean;
}

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const named = (movie: ReasonMovie) => ({
  id: movie.id,
  title: movie.title,
  ...(movie.rating !== undefined ? { rating: movie.rating } : {}),
  ...(movie.liked ? { liked: true } : {}),
});

/** A movie page pick's reason, in words, from the model's evidence for it beside `seed` (the page's movie). */
export function itemReason(
  evidence: RecommendationEvidence | undefined,
  seed: ReasonMovie,
): RecommendationReason {
  const movies = [named(seed)];
  switch (evidence?.kind) {
    case 'co_liked':
      return {
        kind: 'co_liked',
        text: `People who loved ${seed.title} also loved this`,
        short: `Fans of ${seed.title} loved it`,
        movies,
      };
    case 'director':
      return {
        kind: 'director',
        text: `Also directed by ${listed(evidence.names)}`,
        short: `Also directed by ${evidence.names[0]}`,
        movies,
        names: evidence.names,
      };
    case 'cast':
      return {
        kind: 'cast',
        text: `Also starring ${listed(evidence.names)}`,
        short: `Also starring ${evidence.names[0]}`,
        movies,
        names: evidence.names,
      };
    case 'keywords':
      return {
        kind: 'keywords',
        text: `Shares: ${evidence.keywords.join(', ')}`,
        short: `Shares: ${evidence.keywords[0]}`,
        movies,
        keywords: evidence.keywords,
      };
    case 'genres': {
      const names = evidence.genreIds.map((id) => genreName(id) ?? `genre ${id}`);
      return {
        kind: 'genres',
        text: `Shares: ${names.join(', ')}`,
        short: `Shares: ${names[0]}`,
        movies,
        genre_ids: evidence.genreIds,
      };
    }
    default:
      // 'similar', or an older service that gives no evidence: its lists are still "like this movie".
      return { kind: 'similar', text: `Similar to ${seed.title}`, short: `Similar to ${seed.title}`, movies };
  }
}

const action = (movie: ReasonMovie) =>
  movie.rating !== undefined
    ? `rated ${movie.title} ${movie.rating}`
    : movie.liked
      ? `liked ${movie.title}`
      : `watched ${movie.title}`;

/**
 * A "For you" pick's reason: the user's own movies with the largest contributions to its score, largest
 * first ("Because you rated Heat 9 and liked Collateral"). At most two are named in the text. `subject` is who
 * did it: "you", or "they" when another member of a Watch tonight group is meant.
 */
export function historyReason(
  contributors: ReasonMovie[],
  subject: 'you' | 'they' = 'you',
): RecommendationReason {
  const shown = contributors.slice(0, 2);
  return {
    kind: 'history',
    text: `Because ${subject} ${listed(shown.map(action))}`,
    short: `Because ${subject} ${action(shown[0])}`,
    movies: shown.map(named),
    subject,
  };
}

/**
 * A "For you" pick drawn only from films the people the user follows rated highly (when the user allowed it,
 * issue #44): "Because friends rated Heat 9".
 */
export function friendsReason(movies: (ReasonMovie & { rating: number })[]): RecommendationReason {
  const shown = movies.slice(0, 2);
  const rated = (movie: ReasonMovie & { rating: number }) => `${movie.title} ${movie.rating}`;
  return {
    kind: 'history',
    text: `Because friends rated ${listed(shown.map(rated))}`,
    short: `Friends rated ${rated(shown[0]!)}`,
    movies: shown.map(named),
    subject: 'friends',
  };
}

/** The catalog source's own recommendation for `seed` (live TMDB), when the recommender has none. */
export function sourceReason(seed: ReasonMovie): RecommendationReason {
  return {
    kind: 'source',
    text: `TMDB recommends it with ${seed.title}`,
    short: `TMDB pairs it with ${seed.title}`,
    movies: [named(seed)],
  };
}

/** The simpler pick while the recommender is down: popular in genres the user's likes have most. */
export function popularInGenresReason(genreIds: number[]): RecommendationReason {
  const names = genreIds.map((id) => genreName(id) ?? `genre ${id}`);
  return {
    kind: 'popular_in_genres',
    text: `Popular in ${listed(names)}, which you like`,
    short: `Popular in ${names[0]}`,
    movies: [],
    genre_ids: genreIds,
  };
}
