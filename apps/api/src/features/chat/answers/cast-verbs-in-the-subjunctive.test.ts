import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

/** The first line of a reply: its intro, which names who the films are with and by. */
const intro = (reply: string) => reply.split('\n')[0]!;

describe("POST /api/chat: a verb of acting in the subjunctive ('donde actúe X') names the cast, beside a director", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['algo de nolan donde actue caine', 'Michael Caine', 'Christopher Nolan'],
    ['una peli de spielberg donde salga hanks', 'Tom Hanks', 'Steven Spielberg'],
    ['un film di scorsese in cui reciti de niro', 'Robert De Niro', 'Martin Scorsese'],
    ['um filme do nolan em que atue caine', 'Michael Caine', 'Christopher Nolan'],
  ])('%s', async (prompt, actor, director) => {
    const opening = intro(await ask(prompt));
    expect(opening, prompt).toContain(actor);
    expect(opening, prompt).toContain(director);
  });
});
