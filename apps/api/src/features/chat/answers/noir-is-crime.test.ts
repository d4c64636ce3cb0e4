import { describe, expect, it } from 'vitest';
import { shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { parsePrompt } from '../understanding/parse-prompt.ts';

const CRIME = 80;

describe('POST /api/chat: a noir is a crime film', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const genresOf = async (reply: string) =>
    (await shownFilmFacts(testApp(), reply)).map((film) => film.genres);

  it.each([
    ['a fun neo-noir for tonight?', /^Here are/],
    ['recomiéndame algo de cine negro', /^Aquí tienes/],
    ['quero ver uns filmes noir divertidos', /^Aqui estão/],
  ])('%s', async (message, opening) => {
    const reply = await ask(message);
    expect(reply).toMatch(opening);
    const films = await genresOf(reply);
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const genres of films) expect(genres).toContain('Crime');
  });

  it('reads black and white as no noir', () => {
    for (const message of ['un film en noir et blanc', 'something in black and white'])
      expect(parsePrompt(message).query.genreIds).not.toContain(CRIME);
  });
});
