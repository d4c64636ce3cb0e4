import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { parsePrompt } from '../understanding/parse-prompt.ts';

describe('POST /api/chat: a fact of one film asked in roundabout words', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it("reads the first film of a series ('the first toy story') and 'hit theaters' as its release", async () => {
    const reply = await ask('when did the first toy story hit theaters');
    expect(reply).toMatch(/\[Toy Story\]\(\/movie\/862\).*1995/);
  });

  it('reads a year asked in a polite, told question, whatever is said after it', async () => {
    const reply = await ask('could you tell me what year the film alien was released? we have a bet going');
    expect(reply).toMatch(/\[Alien\]\(\/movie\/348\).*came out on May 25, 1979/);
  });

  it("reads 'the lead' as who stars in the film, no character of it", async () => {
    const reply = await ask('who played the lead in alien?');
    expect(reply).toMatch(/stars .*Sigourney Weaver/);
  });

  it("reads 'is X the one with Y, or …' as who is in X, no choice between two titles", async () => {
    const reply = await ask('is alien the one with sigourney weaver or am i thinking of something else');
    expect(reply).toMatch(/\[Alien\]\(\/movie\/348\).* stars .*Sigourney Weaver/);
  });

  it("reads 'who else is in it' after a title with its year, the people named aside", async () => {
    const reply = await ask(
      "jaws (the 75 one) - apart from roy scheider, who else is in it? there's a shark guy",
    );
    expect(reply).toMatch(/\[Jaws\]\(\/movie\/578\).* stars .*Robert Shaw/);
  });

  it('asks the fact in the sentence holding its word, not in the chatter after it', async () => {
    const reply = await ask("alien runtime? my friend says it's long");
    expect(reply).toMatch(/\[Alien\]\(\/movie\/348\).* runs 117 minutes/);
  });

  it("reads 'wer führte bei X regie' as who directed X", async () => {
    const reply = await ask('wer führte bei alien regie?');
    expect(reply).toMatch(/Alien.*Ridley Scott.*Regie/);
  });
});

describe('the film of the last answer named with the list it was in', () => {
  it.each([
    ['who directed the second one on your list', 1],
    ['qui a réalisé le deuxième de ta liste', 1],
    ['wer hat den dritten auf deiner liste gedreht', 2],
    ['quién dirigió la segunda de tu lista', 1],
    ['chi ha diretto il secondo della tua lista', 1],
    ['quem dirigiu o segundo da sua lista', 1],
  ])('%s', (message, index) => {
    expect(parsePrompt(message).question).toMatchObject({ kind: 'fact', aspect: 'director', ref: { index } });
  });
});

describe('two facts of the film of the page, with a remark after them', () => {
  it('reads a second fact asked with no film, and the remark after the question mark as no part of it', () => {
    expect(parsePrompt('who directed this and how long? seems long lol').question).toMatchObject({
      kind: 'fact',
      aspect: 'director',
      alsoAspects: ['runtime'],
    });
  });
});
