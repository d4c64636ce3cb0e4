import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import { readConversation } from './conversation.ts';

/** A request and the assistant's numbered list of these films. */
const listed = (...films: number[]): ChatMessage[] => [
  { text: 'something to watch', isBot: false },
  {
    text: films.map((id, index) => `${index + 1}. **[Film ${id}](/movie/${id})** (1999) — Drama`).join('\n'),
    isBot: true,
  },
];

describe('a bare fact question right after films were shown', () => {
  it.each([
    ['en', 'and who is in it?', 'cast'],
    ['de', 'wer spielt denn da mit?', 'cast'],
    ['de', 'und die laufzeit?', 'runtime'],
    ['it', "e chi l'ha diretto?", 'director'],
    ['es', '¿quién la dirigió?', 'director'],
    ['fr', 'qui joue dedans ?', 'cast'],
    ['pt', 'quem dirigiu?', 'director'],
  ])('%s: "%s" asks the %s of the first film listed', (_language, prompt, aspect) => {
    const turn = readConversation(listed(11, 22, 33), prompt);
    expect(turn).toMatchObject({ kind: 'question', question: { kind: 'fact', aspect }, subjectId: 11 });
  });

  it('is about the only film of an answer about one film', () => {
    expect(readConversation(listed(44), 'regista?')).toMatchObject({ kind: 'question', subjectId: 44 });
  });

  it('is no question about the films shown when it names more than a few pronouns', () => {
    const turn = readConversation(listed(11, 22), 'wer spielt in einem guten krimi aus den 70ern mit');
    expect(turn).not.toMatchObject({ subjectId: 11 });
  });

  it('asks nothing of a film when no films were shown', () => {
    expect(readConversation([], "chi l'ha diretto?")).not.toMatchObject({ kind: 'question', subjectId: 11 });
  });
});
