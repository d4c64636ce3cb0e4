import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

/**
 * A correction after a question about a film ('no, the old one', 'no, el viejo con michael keaton', 'no, part three')
 * asks the same question again of another film of that name, told apart by its age, its years, a person of it or
 * its part in the series; a question of its own in the correction is asked of that film instead.
 */
describe('POST /api/chat: a correction of which film of a name was meant re-asks the question of it', () => {
  const { askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    // By a person of it and its age, in Spanish.
    [
      'quien dirigio the batman?',
      'no, el viejo con michael keaton',
      /\[Batman\]\(\/movie\/268\)[\s\S]*Tim Burton/,
    ],
    // By its part in the series, in English.
    ['who is in the godfather?', 'no, part three', /\[The Godfather: Part III\]\(\/movie\/242\)/],
    // Its own question asked of the newer film, in Italian.
    ['chi ha diretto dune?', 'no, il nuovo, la seconda parte. quanto dura?', /\/movie\/693134\)[\s\S]*167/],
    // 'I meant the new one': words that only describe the film name no title, in French.
    ['qui a réalisé top gun ?', 'non, je voulais dire le nouveau', /\/movie\/361743\)[\s\S]*Kosinski/],
  ])('%j then %j', async (first, correction, answer) => {
    const { answer: reply } = await askAfter(first, correction);
    expect(reply).toMatch(answer);
  });

  it('keeps a request for another kind of film a request', async () => {
    const { answer } = await askAfter('who directed jaws?', 'no, another comedy please');
    expect(answer).toMatch(/^Here are/);
  });
});
