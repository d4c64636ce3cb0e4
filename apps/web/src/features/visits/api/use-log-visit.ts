import type { MovieRef } from '../../../lib/movie-ref.ts';

/** Logs a visit when a signed-in user opens a movie page. Stub until the visits feature lands. */
export function useLogVisit(_movie: MovieRef | undefined): void {}
