import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';
import { parsePrompt } from './parse-prompt.ts';

const HORROR = 27;
const COMEDY = 35;

describe('a kind turned down however it is said, beside a likeness', () => {
  it.each([
    ["something like this? my husband can't do gory stuff", HORROR],
    ["anything similar, he doesn't do horror", HORROR],
    ['algo parecido, mi novio no puede con el terror', HORROR],
    ['qualcosa di simile, mio marito non riesce a guardare gli horror', HORROR],
    ['algo parecido, meu namorado não consegue ver terror', HORROR],
    ['so was ähnliches, mein freund kann keinen horror', HORROR],
    ["like this one but it shouldn't be a comedy", COMEDY],
    ['como esta pero no debería ser una comedia', COMEDY],
    ['como esse mas não deve ser comédia', COMEDY],
    ['quelque chose de similaire qui ne soit pas une comédie', COMEDY],
    ["un film comme celui-ci mais qui ne soit pas de l'horreur", HORROR],
  ])('%s', (message, genre) => {
    const { query } = parsePrompt(message);
    expect(query.excludeGenreIds).toContain(genre);
    expect(query.genreIds).not.toContain(genre);
  });
});

describe('POST /api/chat: films like the one in view, without a kind someone cannot bear', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ["something like this? my husband can't do gory stuff", 694],
    ['algo parecido, mi novio no puede con el terror', 694],
  ])(
    '%s',
    async (message, movieId) => {
      const reply = await ask(message, { movieId });
      const films = moviesShownIn(reply).filter((film) => film.id !== movieId);
      expect(films.length, reply).toBeGreaterThanOrEqual(3);
      for (const { id } of films) {
        const body = (await testApp().app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
        expect(
          (body.genres as { id: number }[]).map((genre) => genre.id),
          reply,
        ).not.toContain(HORROR);
      }
    },
    90_000,
  );
});
