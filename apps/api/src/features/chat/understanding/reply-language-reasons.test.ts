import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: a request for another reply language with its reason beside it', () => {
  const { ask, askAfter, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const genresOf = async (reply: string) =>
    Promise.all(moviesShownIn(reply).map(async (movie) => (await filmFacts(testApp(), movie.id)).genres));

  it("answers the request after the reason, in the language asked 'from now on'", async () => {
    const reply = await ask("could u reply in german from now on? i'm learning it. a good thriller please");
    expect(reply).toMatch(/^Hier sind/);
    const genres = await genresOf(reply);
    expect(genres.length).toBeGreaterThan(0);
    for (const kinds of genres) expect(kinds).toContain('Thriller');
  });

  it('repeats the last answer in Portuguese when asked to, whoever it is for', async () => {
    const { answer, before } = await askAfter(
      'a western please',
      'pode repetir em português? é pra minha avó, ela não lê inglês',
    );
    expect(answer).toMatch(/^Aqui estão/);
    expect(moviesShownIn(answer).map((movie) => movie.id)).toEqual(before);
  });

  it('repeats the last answer in Italian when the reason closes the message', async () => {
    const { answer, before } = await askAfter(
      'some animated films?',
      "could you write it in italian? it's for my grandpa, he can't read english",
    );
    expect(answer).toMatch(/^Ecco/);
    expect(moviesShownIn(answer).map((movie) => movie.id)).toEqual(before);
  });
});
