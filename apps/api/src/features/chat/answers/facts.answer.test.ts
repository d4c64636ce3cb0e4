import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe.each(routeTestEngines())('POST /api/chat: facts asked casually, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  it('answers a fact typed after the title, with a typo in the title', async () => {
    expect(await ask('the dark night director?')).toMatch(
      /\[The Dark Knight\]\(\/movie\/155\).*Christopher Nolan/,
    );
    expect(await ask('12 angry men how long')).toMatch(/\[12 Angry Men\]\(\/movie\/389\).* 96 minutes/);
    expect(await ask('jaws what year')).toMatch(/\[Jaws\]\(\/movie\/578\).*1975/);
  });

  it('reads the title out of a question whose shape caught more than the title', async () => {
    expect(await ask('what is toy story rated? is it ok for kids')).toMatch(
      /\[Toy Story\]\(\/movie\/862\).*\*\*G\*\*/,
    );
    expect(await ask('what age rating does finding nemo have')).toMatch(/\[Finding Nemo\]\(\/movie\/12\)/);
  });

  it('answers in the language asked', async () => {
    expect(await ask('wer spielt in forrest gump mit')).toMatch(
      /Zur Besetzung von .*Forrest Gump.* gehören unter anderem Tom Hanks/,
    );
    expect(await ask('titanic cuanto dura')).toMatch(/\[Titanic\]\(\/movie\/597\).*dura 194 minutos/);
  });

  it('keeps a request whose other words are no film a request', async () => {
    const reply = await ask('movies directed by nolan');
    expect(reply).toMatch(/^Here are movies directed by Christopher Nolan/);
  });
});
