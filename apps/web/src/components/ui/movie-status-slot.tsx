import { createContext, useContext, useEffect, type ComponentType } from 'react';

/**
 * How a movie card shows the signed-in user's mark (watched, watchlist, liked, their rating) while shared UI
 * knows nothing of that feature: the app provides the mark, and a way for lists and cards to announce the
 * movies they show, so that one request covers a whole page. No slot (a visitor): no marks, no request.
 */
export interface MovieStatusSlot {
  /** Announces movies shown from now on; the returned function withdraws them. */
  announce: (movieIds: readonly number[]) => () => void;
  /** The mark on one card; it draws nothing for a movie without a mark. */
  Mark: ComponentType<{ movieId: number }>;
}

export const MovieStatusSlotContext = createContext<MovieStatusSlot | null>(null);

/**
 * Announces every movie a list holds while it is shown. A row draws its cards a few at a time; announcing them
 * all at once keeps the later cards from asking again.
 */
export function useAnnouncedMovies(movieIds: readonly number[]): void {
  const slot = useContext(MovieStatusSlotContext);
  const key = movieIds.join(',');
  useEffect(() => (slot && key ? slot.announce(key.split(',').map(Number)) : undefined), [slot, key]);
}

/** The user's mark on one card, where the app provides one. */
export function MovieStatusMark({ movieId }: { movieId: number }) {
  const slot = useContext(MovieStatusSlotContext);
  return slot ? <slot.Mark movieId={movieId} /> : null;
}
