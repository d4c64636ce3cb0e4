import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';
import { parsePrompt } from '../understanding/parse-prompt.ts';

describe('a film pointed at by its place, said of, then asked about as "it"', () => {
  it.each([
    ['the third one looks fun, tell me more about it', 2],
    ["le premier a l'air sympa, dis-m'en plus", 0],
    ['number 4 seems nice, tell me more about it', 3],
  ])('%s', (message, index) => {
    const { question } = parsePrompt(message);
    expect(question).toMatchObject({ kind: 'fact', aspect: 'overview', ref: { index } });
  });

  it('keeps a title that opens with an ordinal a title', () => {
    expect(parsePrompt('the first wives club, tell me about it').question).toMatchObject({
      title: 'the first wives club',
    });
  });
});

describe('POST /api/chat: the film pointed at is the one told about', () => {
  const { askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('tells about the third film of the list', async () => {
    const { before, answer } = await askAfter('westerns', 'the third one looks fun, tell me more about it');
    expect(moviesShownIn(answer)[0]?.id).toBe(before[2]);
  });
});
