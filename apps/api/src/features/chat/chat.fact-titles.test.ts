import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { THE_GODFATHER } from '@marquee/catalog/testing';
import { useChatTestApp } from '../../testing/chat-test-app.ts';
import { moviesShownIn } from './chat.markdown.ts';

describe.each(routeTestEngines())('a fact asked with a verb beside the title, on %s', (engine) => {
  const chat = useChatTestApp(engine);
  const ids = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);

  it.each(['de que año es, cuándo salió el padrino', 'wann kam der pate eigentlich raus'])(
    'finds the title among the words: %s',
    async (prompt) => {
      const reply = await chat.ask(prompt);
      expect(ids(reply)).toEqual([THE_GODFATHER]);
      expect(reply).toMatch(/1972/);
    },
  );
});
