import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

/**
 * A series' name and a number after it name its n-th film: the film whose title carries the number, or else the n-th
 * of the series in release order, whatever language the series is named in.
 */
describe("POST /api/chat: 'herr der ringe 3', 'il padrino 3' name a series' n-th film", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    [
      'wer hat herr der ringe 3 gedreht?',
      /\[The Lord of the Rings: The Return of the King\]\(\/movie\/122\)/,
    ],
    ['quanto dura il padrino 3?', /\[The Godfather: Part III\]\(\/movie\/242\).*162/],
    [
      'when did lord of the rings 3 come out?',
      /\[The Lord of the Rings: The Return of the King\]\(\/movie\/122\)/,
    ],
  ])('%j', async (question, answer) => {
    expect(await ask(question)).toMatch(answer);
  });
});
