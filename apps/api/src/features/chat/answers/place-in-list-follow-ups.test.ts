import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: a question about a film of the last list named by its place', () => {
  const { testApp, askAfter: after } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const runtimeOf = async (id: number) =>
    (await testApp().app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json().runtime as number;

  it.each([
    ['some comedies please', 'the third one - how long does it run?', 2, /minutes/],
    ['comedias por favor', 'la segunda, ¿cuánto dura?', 1, /minutos/],
    ['des comédies', 'merci ! et la deuxième, elle dure combien de temps ?', 1, /minutes/],
    ['ein paar komödien', 'danke! die erste, wie lange dauert die?', 0, /Minuten/],
  ])(
    'answers the length of the film at that place, thanks or not: %s / %s',
    async (first, next, place, unit) => {
      const { before, answer } = await after(first, next);
      const film = before[place]!;
      expect(moviesShownIn(answer)[0]?.id).toBe(film);
      expect(answer).toContain(String(await runtimeOf(film)));
      expect(answer).toMatch(unit);
    },
  );

  it.each([
    ['recommend a few thrillers', 'great, the second one, who made it?', 1, /directed by/],
    ['thrillers por favor', 'el tercero, ¿quién lo dirigió?', 2, /dirigid/],
    ['consigliami dei thriller', 'grazie! il secondo, chi lo ha diretto?', 1, /diretto da/],
  ])('names who directed the film at that place: %s / %s', async (first, next, place, wording) => {
    const { before, answer } = await after(first, next);
    expect(moviesShownIn(answer)[0]?.id).toBe(before[place]);
    expect(answer).toMatch(wording);
  });
});
