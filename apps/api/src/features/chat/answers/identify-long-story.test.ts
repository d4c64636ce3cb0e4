import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const TWELVE_ANGRY_MEN = 389;
const PSYCHO = 539;
const PARASITE = 496243;

describe.each(routeTestEngines())(
  'POST /api/chat: a long story whose words are mostly no request’s, on %s',
  (engine) => {
    const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
    const first = async (message: string) => moviesShownIn(await ask(message))[0]?.id;

    it('is answered as a story though a few of its words read as criteria (an era, a kid, a language)', async () => {
      expect(
        await first(
          'old black and white one, a dozen jurors sweating in a small room, all but one ready to find the kid guilty',
        ),
      ).toBe(TWELVE_ANGRY_MEN);
      expect(
        await first(
          'korean film, a poor family gets hired one after another by a rich family and someone hides in the basement',
        ),
      ).toBe(PARASITE);
      expect(
        await first(
          'black and white, a secretary runs off with stolen money, checks into a lonely motel and is stabbed in the shower',
        ),
      ).toBe(PSYCHO);
    });

    it('answers with at most three films, the best match first', async () => {
      const reply = await ask(
        'old black and white one, a dozen jurors sweating in a small room, all but one ready to find the kid guilty',
      );
      expect(moviesShownIn(reply).length).toBeLessThanOrEqual(3);
    });

    it('leaves a long request for a group to the group pick', async () => {
      const reply = await ask(
        'we are three tonight, one of us only likes westerns, one likes comedies and the last one hates anything long',
      );
      expect(reply).not.toMatch(/sounds like|not sure which film/i);
    });
  },
);
