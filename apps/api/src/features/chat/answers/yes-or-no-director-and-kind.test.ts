import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: yes or no, whether someone directed a film or a film is of a kind', () => {
  const { ask, askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('says yes to a director asked about in English, Portuguese, German or French', async () => {
    expect(await ask('did tarantino direct pulp fiction')).toMatch(
      /^Yes: \*\*Quentin Tarantino\*\* directed \*\*\[Pulp Fiction\]\(\/movie\/680\)/,
    );
    expect(await ask('o iluminado é do kubrick?')).toMatch(/^Sim: \*\*Stanley Kubrick\*\*.*\/movie\/694/);
    expect(await ask('hat nolan bei interstellar regie geführt?')).toMatch(
      /^Ja: \*\*Christopher Nolan\*\*.*\/movie\/157336/,
    );
    expect(await ask("fight club c'est un film de fincher ?")).toMatch(
      /^Oui : \*\*David Fincher\*\*.*\/movie\/550/,
    );
  });

  it('says no to the wrong director and names who directed it', async () => {
    expect(await ask('was inception directed by spielberg?')).toMatch(
      /^No: \*\*\[Inception\]\(\/movie\/27205\)\*\* \(2010\) was directed by \*\*Christopher Nolan\*\*, not Steven Spielberg/,
    );
    expect(await ask('spielberg ha diretto titanic?')).toMatch(/^No: .*\/movie\/597.*\*\*James Cameron\*\*/);
  });

  it("answers 'is X a <kind> movie' with the genres the catalog files it under, in the language asked", async () => {
    expect(await ask('is the godfather a crime movie')).toMatch(/\/movie\/238.*filed under .*Crime/);
    expect(await ask('matrix es de ciencia ficcion?')).toMatch(/\/movie\/603.*ciencia ficción/i);
    expect(await ask('ist toy story ein zeichentrickfilm')).toMatch(/\/movie\/862.*Animation/);
  });

  it("asks 'is it scary' of the film just talked about", async () => {
    const { answer } = await askAfter('when did the shining come out', 'is it scary');
    expect(answer).toMatch(/\/movie\/694.*Horror/);
  });

  it("reads 'whens' typed without its apostrophe as 'when is'", async () => {
    expect(await ask('whens the matrix from')).toMatch(
      /^\*\*\[The Matrix\]\(\/movie\/603\)\*\* \(1999\) came out/,
    );
  });
});
