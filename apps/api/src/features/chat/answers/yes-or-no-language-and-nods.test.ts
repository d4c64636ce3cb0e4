import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: whether a film is in a language, and a fact asked after a nod', () => {
  const { ask, askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it("answers 'is X in <language>' with its original language, not films in that language", async () => {
    expect(await ask('is oldboy in korean')).toMatch(
      /^The original language of \*\*\[Oldboy\]\(\/movie\/670\)/,
    );
    expect(await ask('was it shot in english?', { movieId: 194 })).toMatch(/\/movie\/194.* is French/);
  });

  it('asks it of the film just talked about, in the language asked', async () => {
    const { answer } = await askAfter('quem dirigiu oldboy?', 'é em coreano?');
    expect(answer).toMatch(/\/movie\/670.*coreano/);
  });

  it("reads 'ok and the runtime', 'cool, and the release date' as the fact of the film just shown, no thanks", async () => {
    expect((await askAfter('who is in the matrix', 'ok and the runtime')).answer).toMatch(
      /\/movie\/603.* runs 136 minutes/,
    );
    expect((await askAfter('who directed se7en', 'cool, and the release date')).answer).toMatch(
      /\/movie\/807.* came out on September 22, 1995/,
    );
  });

  it("reads 'ok, what year' (a nod, then the fact's words alone) as that fact", async () => {
    expect((await askAfter('who is in se7en', 'ok, what year')).answer).toMatch(/\/movie\/807.* came out on/);
  });

  it('still thanks a nod with no question in it', async () => {
    expect((await askAfter('who directed se7en', 'cool thanks')).answer).toMatch(/welcome/i);
  });
});
