import { describe, expect, it } from 'vitest';
import { shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: a film of the last answer named by its place or by what came out first', () => {
  const { askAfter, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it("reads '#3' as the third film of the answer, however the question is shaped", async () => {
    const { answer, before } = await askAfter('consigliami dei western', 'e il #3 di cosa parla?');
    expect(moviesShownIn(answer)[0]?.id).toBe(before[2]);
    expect(answer).not.toMatch(/^Ecco/);
  });

  it("reads a place after a preposition holding its article ('beim zweiten') as that film", async () => {
    const { answer, before } = await askAfter('ein paar Thriller bitte', 'Wer spielt beim zweiten mit?');
    expect(moviesShownIn(answer)[0]?.id).toBe(before[1]);
    expect(answer).not.toMatch(/^Hier sind/);
  });

  it("reads a place a question's shape took for a title ('a duração do segundo') as that film", async () => {
    const { answer, before } = await askAfter('me indica umas comédias', 'qual a duração do segundo?');
    expect(moviesShownIn(answer)[0]?.id).toBe(before[1]);
    expect(answer).toMatch(/min/);
  });

  it("reads 'which one came out first' as the oldest of the films shown, no more films", async () => {
    const { reply, answer } = await askAfter('des films d’horreur ?', 'et lequel est sorti en premier ?');
    const shown = await shownFilmFacts(testApp(), reply);
    const oldest = Math.min(...shown.map((film) => film.year));
    const [picked] = await shownFilmFacts(testApp(), answer);
    expect(picked?.year).toBe(oldest);
    expect(moviesShownIn(answer)).toHaveLength(1);
  });

  it("reads 'every one of them' as all the films shown, no count of one", async () => {
    const { answer, before } = await askAfter(
      'some comedies please',
      'we saw each one of those last week, any others?',
    );
    const ids = moviesShownIn(answer).map((film) => film.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(ids.filter((id) => before.includes(id))).toEqual([]);
  });
});
