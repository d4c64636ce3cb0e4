import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const HOME_ALONE = 771;
const WHIPLASH = 244786;

describe.each(routeTestEngines())('POST /api/chat: a film told by its story, on %s', (engine) => {
  const { ask } = useChatTestApp(engine);
  const first = (reply: string) => moviesShownIn(reply)[0]?.id;

  it('names the film whose own text clearly holds the story, with no "the movie where" before it', async () => {
    const homeAlone = await ask(
      'boy is forgotten at home when his family flies to paris at christmas, burglars',
    );
    expect(homeAlone).toMatch(/^That sounds like this one:/);
    expect(first(homeAlone)).toBe(HOME_ALONE);
    expect(first(await ask('a drummer at a music school and his abusive jazz teacher who pushes him'))).toBe(
      WHIPLASH,
    );
  });

  it('leaves a long request a request when no one film stands out', async () => {
    const reply = await ask('a feel good comedy for a rainy sunday afternoon with my whole family');
    expect(reply).not.toMatch(/That sounds like/);
    expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(3);
  });
});
