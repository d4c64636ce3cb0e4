import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

describe("POST /api/chat: a year said beside 'older' or 'newer' is the time asked", () => {
  const { ask, askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it("likeness to a film with 'nothing older than' a year later than it lists films from that year on", async () => {
    const films = moviesListedIn(await ask('something like se7en, but nothing older than 2005'));
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const { year } of films) expect(year).toBeGreaterThanOrEqual(2005);
  });

  it("a follow-up with 'nothing older than' a year keeps to that year on", async () => {
    const { answer } = await askAfter('some good thrillers', 'ok, but nothing older than 2008');
    const films = moviesListedIn(answer);
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const { year } of films) expect(year).toBeGreaterThanOrEqual(2008);
  });

  it("the feel of the page's film with a year after it is likeness to that film, from that year on", async () => {
    const reply = await ask('anything with a similar atmosphere from after 2005?', { movieId: 603 });
    expect(reply.split('\n')[0]).toMatch(/Matrix/);
    const films = moviesListedIn(reply);
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const { year } of films) expect(year).toBeGreaterThan(2005);
  });
});
