import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const MYSTERY_OR_CRIME = [9648, 80];

/**
 * 'altri film come questo? mi piacciono i gialli dove…': a kind of film beside a likeness to the film in view asks
 * for films, though the kind is told with 'where'; no film is to be named from a story.
 */
describe('POST /api/chat: a kind beside "more like this" is a request, not a story', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ["altri film come questo? mi piacciono i polizieschi dove bisogna scoprire l'assassino", 807],
    ['outros como esse? gosto de policiais onde a gente tem que descobrir o assassino', 210577],
  ])(
    '%s',
    async (message, movieId) => {
      const reply = await ask(message, { movieId });
      expect(moviesShownIn(reply)[0]?.id, reply).toBe(movieId);
      const films = moviesShownIn(reply).filter((film) => film.id !== movieId);
      expect(films.length, reply).toBeGreaterThanOrEqual(3);
      for (const { id } of films) {
        const body = (await testApp().app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
        const genres = (body.genres as { id: number }[]).map((genre) => genre.id);
        expect(
          genres.some((genre) => MYSTERY_OR_CRIME.includes(genre)),
          reply,
        ).toBe(true);
      }
    },
    90_000,
  );
});
