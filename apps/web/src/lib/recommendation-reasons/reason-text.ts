import { genreName, type RecommendationReason } from '@marquee/contracts';
import { currentLocale, translate, useLocale, type Message } from '../i18n/i18n.ts';
import { genreLabel } from '../i18n/known-text.ts';
import { reasonMessages as m } from './reason.messages.ts';

type ReasonMovie = RecommendationReason['movies'][number];
type Subject = NonNullable<RecommendationReason['subject']>;

/** A reason as a card shows it: `short` on the card's line, `text` in full on hover, focus and to a screen reader. */
export interface ReasonText {
  text: string;
  short: string;
}

/** "Heat, Ronin and Collateral"; English without the serial comma, as the API writes it. */
export function andList(items: string[]): string {
  const locale = currentLocale();
  return new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(items);
}

/** Genres by TMDB id, named from the interface's table. */
export const genreNames = (ids: number[]) =>
  ids.map((id) => genreLabel({ id, name: genreName(id) ?? `genre ${id}` }));

/** A reason whose full text names all (people, keywords, genres) and whose short line the first of them. */
const allAndFirst = (message: Message, placeholder: string, all: string, first: string): ReasonText => ({
  text: translate(message, { [placeholder]: all }),
  short: translate(message, { [placeholder]: first }),
});

/** What the user (or a group's other member) did with a movie that led to the pick: rated, liked or watched it. */
const ACTIONS: Record<'you' | 'they', [rated: Message, liked: Message, watched: Message, frame: Message]> = {
  you: [m.youRated, m.youLiked, m.youWatched, m.becauseYou],
  they: [m.theyRated, m.theyLiked, m.theyWatched, m.becauseThey],
};

/** "Because you rated Heat 9 and liked Collateral": a history reason from its movies and who did it. */
export function historyReasonText(movies: ReasonMovie[], subject: Subject): ReasonText {
  if (subject === 'friends') {
    const rated = (movie: ReasonMovie) =>
      translate(m.friendRating, { title: movie.title, rating: movie.rating });
    return {
      text: translate(m.friendsRated, { movies: andList(movies.map(rated)) }),
      short: translate(m.friendsRatedShort, { movies: rated(movies[0]!) }),
    };
  }
  const [rated, liked, watched, frame] = ACTIONS[subject];
  const action = ({ title, rating, liked: didLike }: ReasonMovie) =>
    translate(rating !== undefined ? rated : didLike ? liked : watched, { title, rating });
  return {
    text: translate(frame, { actions: andList(movies.map(action)) }),
    short: translate(frame, { actions: action(movies[0]!) }),
  };
}

/** Reasons that name the movie they are drawn from: its full text, its short line. */
const TITLED: Partial<Record<RecommendationReason['kind'], [Message, Message]>> = {
  co_liked: [m.coLiked, m.coLikedShort],
  similar: [m.similar, m.similar],
  source: [m.source, m.sourceShort],
};

/** The reason in the interface's language from its parts; undefined when the API sent none (an older API). */
function composed(reason: RecommendationReason): ReasonText | undefined {
  const { names, keywords, genre_ids: genreIds, subject } = reason;
  const title = reason.movies[0]?.title;
  switch (reason.kind) {
    case 'director':
    case 'cast':
      return names?.length ? allAndFirst(m[reason.kind], 'names', andList(names), names[0]!) : undefined;
    case 'keywords':
      return keywords?.length ? allAndFirst(m.shares, 'items', keywords.join(', '), keywords[0]!) : undefined;
    case 'genres': {
      const genres = genreIds?.length ? genreNames(genreIds) : undefined;
      return genres && allAndFirst(m.shares, 'items', genres.join(', '), genres[0]!);
    }
    case 'popular_in_genres': {
      const genres = genreIds?.length ? genreNames(genreIds) : undefined;
      return (
        genres && {
          text: translate(m.popular, { genres: andList(genres) }),
          short: translate(m.popularShort, { genre: genres[0] }),
        }
      );
    }
    case 'history':
      return subject && reason.movies.length > 0 ? historyReasonText(reason.movies, subject) : undefined;
    default: {
      const [full, short] = TITLED[reason.kind] ?? [];
      return full && short && title !== undefined
        ? { text: translate(full, { title }), short: translate(short, { title }) }
        : undefined;
    }
  }
}

/**
 * A recommendation's reason in the interface's language ("Fans of Heat loved it", "Los fans de Heat la adoran"),
 * composed from its parts; the API's English `text` and `short` when it sent no parts to compose from.
 */
export function reasonText(reason: RecommendationReason): ReasonText {
  return composed(reason) ?? { text: reason.text, short: reason.short };
}

/** Movies with their reasons in the interface's language, for a component that renders again when it changes. */
export function useReasonTexts<M extends { reason: RecommendationReason }>(
  movies: M[],
): (Omit<M, 'reason'> & { reason: ReasonText })[] {
  useLocale();
  return movies.map((movie) => ({ ...movie, reason: reasonText(movie.reason) }));
}
