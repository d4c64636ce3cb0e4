import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { ALIEN } from '@marquee/catalog/testing';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: follow-ups answered from the list before', () => {
  const { ask } = useChatTestApp('sqlite');
  const after = async (first: string, next: string) => {
    const reply = await ask(first);
    return ask(next, {
      history: [
        { text: first, isBot: false },
        { text: reply, isBot: true },
      ],
    });
  };

  it('keeps a bare name typed with no role word as the person when a decade follows', async () => {
    const reply = await after('tom hanks films', 'and from the 90s?');
    const films = moviesShownIn(reply);
    expect(films.length).toBeGreaterThan(0);
    expect(films[0]!.year).toBeGreaterThanOrEqual(1990);
    expect(films[0]!.year).toBeLessThan(2000);
    const lines = reply.split('\n').filter((line) => /^\d+\. /.test(line));
    for (const line of lines) expect(line).toMatch(/Tom Hanks/);
  });

  it('picks among the list when asked for its extreme without "which", in the language asked', async () => {
    const first = 'science fiction films';
    const listed = moviesShownIn(await ask(first)).map((film) => film.id);
    const picked = await after(first, 'welcher davon ist der kürzeste?');
    expect(picked).toMatch(/^Davon ist .* der kürzeste, mit \d+ Minuten/);
    expect(listed).toContain(moviesShownIn(picked)[0]?.id);
  });

  it('reads "he" in a filmography question as the person the last reply named', async () => {
    const reply = await after('who directed alien?', 'what else has he made?');
    expect(reply).toMatch(/^Ridley Scott directed \d+ films? in our catalog/);
    const films = moviesShownIn(reply).map((film) => film.id);
    expect(films.length).toBeGreaterThan(0);
    expect(films, 'the film asked about is no "else"').not.toContain(ALIEN);
  });
});
