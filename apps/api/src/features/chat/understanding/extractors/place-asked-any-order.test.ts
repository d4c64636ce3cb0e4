import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../../testing/chat-test-app.ts';
import { parsePrompt } from '../parse-prompt.ts';

const question = (text: string) => parsePrompt(text).question;

describe('a film of the last answer asked about, the question word said last or the list named', () => {
  it.each([
    // The verb before its question word, or the length asked by its unit.
    ['y la tercera dura cuanto?', 'runtime', 2],
    ['and the third one is how many minutes?', 'runtime', 2],
    ['e il primo quanti minuti sono?', 'runtime', 0],
    ['und der erste hat wie viele minuten?', 'runtime', 0],
  ])('%j asks the %s of film %i', (text, aspect, index) => {
    expect(question(text)).toMatchObject({ kind: 'fact', aspect, ref: { index } });
  });

  it.each([
    ['y la más antigua de tu lista, cuál es?', 'oldest'],
    ['and the shortest one on your list?', 'shortest'],
    ["et le plus ancien de ta liste c'est lequel", 'oldest'],
    ['e o mais curto da sua lista, qual é?', 'shortest'],
  ])('%j picks the %s film of the last answer', (text, order) => {
    expect(question(text)).toMatchObject({ kind: 'pick', order });
  });
});

describe('POST /api/chat: the place asked after a list, question word last', () => {
  const { askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('answers the runtime of the film at that place, no new list', async () => {
    const { answer, before } = await askAfter(
      'consigliami dei film di fantascienza',
      'e il terzo dura quanto?',
    );
    const linked = [...answer.matchAll(/\/movie\/(\d+)/g)].map((match) => Number(match[1]));
    expect(linked).toEqual([before[2]]);
    expect(answer).toMatch(/\d+ minuti/);
  });
});
