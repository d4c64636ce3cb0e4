import type { ChatMessage } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

/**
 * 'back to jaws, who directed it?' after a question about Jaws and a list of comedies since: the question is asked of
 * the film gone back to (named after the words going back), not of the films shown in between, in any language.
 */
describe('POST /api/chat: a question about a film gone back to after another topic', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  async function conversation(turns: string[]): Promise<string> {
    const history: ChatMessage[] = [];
    let reply = '';
    for (const prompt of turns) {
      reply = await ask(prompt, { history: [...history] });
      history.push(
        { text: prompt, isBot: false } as ChatMessage,
        { text: reply, isBot: true } as ChatMessage,
      );
    }
    return reply;
  }

  it.each([
    [
      ['how long is jaws?', 'ok, some comedies please', 'back to jaws, who directed it?'],
      /\/movie\/578\)[\s\S]*Spielberg/,
    ],
    [
      ['quand est sorti titanic ?', 'ok, des comédies', 'pour revenir à titanic, qui joue dedans ?'],
      /\/movie\/597\)[\s\S]*DiCaprio/,
    ],
    [
      ['quanto dura titanic?', 'ok, umas comedias', 'voltando ao titanic, quem dirigiu ele?'],
      /\/movie\/597\)[\s\S]*Cameron/,
    ],
    // Nothing was talked of before: 'back to the future' is the film's name, no going back.
    [['back to the future, who directed it?'], /\/movie\/105\)[\s\S]*Zemeckis/],
  ])('%j', async (turns, answer) => {
    expect(await conversation(turns)).toMatch(answer);
  });
});
