import { describe, expect, it } from 'vitest';
import { shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';

describe("POST /api/chat: 'newer ones, after 1990' narrows the last request to the years typed", () => {
  const { askAfter, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['ein paar Western bitte', 'und neuere, nach 1990?', (year: number) => year > 1990],
    ['qualche western?', 'e quelli più vecchi, prima del 1970?', (year: number) => year < 1970],
  ])('%j then %j: the films shown that fit come back, none outside the years', async (first, next, fits) => {
    const { reply, answer } = await askAfter(first, next);
    const shownFitting = (await shownFilmFacts(testApp(), reply)).filter((film) => fits(film.year));
    const answered = await shownFilmFacts(testApp(), answer);
    expect(shownFitting.length).toBeGreaterThan(0);
    expect(answered.every((film) => fits(film.year))).toBe(true);
    expect(answered.map((film) => film.id)).toEqual(
      expect.arrayContaining(shownFitting.map((film) => film.id)),
    );
  });
});
