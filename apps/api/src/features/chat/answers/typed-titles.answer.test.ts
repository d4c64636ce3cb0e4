import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const RATATOUILLE = 2062;
const moviesShown = (reply: string) => moviesShownIn(reply).map(({ id }) => id);

describe.each(routeTestEngines())('POST /api/chat: a title with more words around it, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  it('finds the title when words that are not part of it follow it', async () => {
    expect(await ask('who directed jaws again')).toMatch(/\[Jaws\]\(\/movie\/578\).*Spielberg/);
    expect(await ask('wer hat titanic eigentlich gedreht')).toMatch(/\[Titanic\]\(\/movie\/597\).*Cameron/);
    expect(await ask('who is in forrest gump apart from hanks')).toMatch(
      /\[Forrest Gump\]\(\/movie\/13\).*Robin Wright/,
    );
  });

  it('ends the title where a second sentence begins', async () => {
    expect(await ask('how long is titanic? we start at nine')).toMatch(
      /\[Titanic\]\(\/movie\/597\).* 194 minutes/,
    );
  });

  it('knows a local title typed with one article or join more or fewer', async () => {
    expect(await ask('chi ha diretto la vita bella')).toMatch(/\[Life Is Beautiful\]\(\/movie\/637\)/);
  });
});

describe.each(routeTestEngines())('POST /api/chat: a film just seen as the seed, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  it('recommends like the film named before "more like that", not like the previous answer', async () => {
    const reply = await ask('just saw jaws last night, more like that?');
    expect(reply).toMatch(/\[Jaws\]\(\/movie\/578\)/);
    expect(reply).not.toMatch(/not sure which movie/);
  });
});

describe.each(routeTestEngines())(
  'POST /api/chat: a story that asks for its film by name, on %s',
  (engine) => {
    const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

    it('names the likeliest film and two it could be, in the language asked', async () => {
      const reply = await ask('a shark keeps attacking swimmers at a beach town, what was it called');
      expect(reply).toMatch(/\[Jaws\]\(\/movie\/578\)/);
      expect(reply.match(/\(\/movie\/\d+\)/g)?.length).toBeLessThanOrEqual(3);
    });
  },
);

describe.each(routeTestEngines())(
  'POST /api/chat: a story told with short telling words, on %s',
  (engine) => {
    const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

    it("counts a three-letter word of the story as the film's own", async () => {
      const reply = await ask('the movie where a rat wants to be a chef in a paris kitchen');
      expect(moviesShown(reply)[0]).toBe(RATATOUILLE);
    });
  },
);
