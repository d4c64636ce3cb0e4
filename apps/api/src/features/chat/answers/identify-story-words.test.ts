import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

// Starter-catalog films.
const MEMENTO = 77;

describe.each(routeTestEngines())('POST /api/chat: the words of a story told, on %s', (engine) => {
  const { ask } = useChatTestApp(engine);
  const first = (reply: string) => moviesShownIn(reply)[0]?.id;

  it("meets a plural in 'ies' and its singular, and leaves the words about the telling aside", async () => {
    for (const story of [
      'the movie where a man has no memories left and tattoos clues on his body, the plot runs in reverse',
      'what film is it: the story is about a guy whose memory resets, he writes tattoos and takes polaroids',
    ])
      expect(first(await ask(story)), story).toBe(MEMENTO);
  });
});
