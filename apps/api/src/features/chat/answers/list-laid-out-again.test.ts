import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { filmsOfAnswer } from '../understanding/conversation.ts';
import { layoutAlone } from '../understanding/extractors/layout.extractor.ts';
import { normalizeText } from '../understanding/text.ts';

describe('a message asking the last list again, in an order or as the usual list', () => {
  it.each([
    ['could you order them oldest first', 'oldest'],
    ['ordénalas de la más reciente a la más antigua', 'release_date'],
    ['kannst du sie sortieren, von neu nach alt?', 'release_date'],
    ['tu peux les classer du plus récent au plus ancien', 'release_date'],
  ])('%s -> %s', (message, order) => {
    expect(layoutAlone(normalizeText(message))?.order).toBe(order);
  });

  it('reads a redo as the usual numbered list', () => {
    expect(layoutAlone(normalizeText('can you redo that as a numbered list'))).toEqual({
      titlesOnly: false,
      columns: [],
    });
  });
});

describe('POST /api/chat: the films just shown, laid out again', () => {
  const { askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const yearsOf = (reply: string) =>
    reply
      .split('\n')
      .filter((line) => /^\d+\. /.test(line))
      .map((line) => Number(/\((\d{4})\)/.exec(line)![1]));

  it.each([
    ['thrillers', 'could you order them oldest first', 1],
    ['comedias', 'ordénalas de la más reciente a la más antigua', -1],
    ['films like alien', 'sort them newest first', -1],
  ])('%s, then %s', async (first, next, direction) => {
    const { before, answer } = await askAfter(first, next);
    const shown = filmsOfAnswer(answer);
    expect([...shown].sort()).toEqual([...before].sort());
    const years = yearsOf(answer);
    const sorted = [...years].sort((a, b) => direction * (a - b));
    expect(years).toEqual(sorted);
    // The list's first film leads the reply: a seed named above it is no link.
    expect(/\/movie\/(\d+)/.exec(answer)?.[1]).toBe(String(shown[0]));
  });

  it('lists the same films again when asked for the usual list', async () => {
    const { before, answer } = await askAfter('horror films', 'can you redo that as a numbered list');
    expect(filmsOfAnswer(answer)).toEqual(before);
  });
});
