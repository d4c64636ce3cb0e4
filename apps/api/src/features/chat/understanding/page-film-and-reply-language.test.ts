import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import { readConversation } from './conversation.ts';

/** A request and the assistant's numbered list of these films. */
const listed = (request: string, ...films: number[]): ChatMessage[] => [
  { text: request, isBot: false },
  {
    text: films.map((id, index) => `${index + 1}. **[Film ${id}](/movie/${id})** (1999) — Drama`).join('\n'),
    isBot: true,
  },
];

describe('asking for the reply in a language is no filter on the films', () => {
  it.each([
    ['it', 'ciao! potrebbe rispondere in italiano? cerco un thriller', 53],
    ['fr', 'bonjour ! vous pourriez répondre en français ? je cherche une comédie', 35],
    ['de', 'hallo, können Sie auf Deutsch antworten? ich suche einen Krimi', 80],
    ['es', 'hola! me podés contestar en español? busco algo de terror', 27],
  ])('%s: "%s"', (language, prompt, genre) => {
    const turn = readConversation([], prompt);
    expect(turn).toMatchObject({ kind: 'request', language, query: { genreIds: [genre], languages: [] } });
  });

  it.each([
    ['es', 'me lo podes escribir en español?'],
    ['pt', 'você pode responder em português?'],
    ['fr', 'tu pourrais le dire en français ?'],
  ])('%s after a list: "%s" asks the list again in that language', (language, prompt) => {
    const turn = readConversation(listed('a good western', 11, 22), prompt);
    expect(turn).toMatchObject({ language, rereads: 'a good western' });
  });
});

describe('on a film page, the same style with no request before is the style of that film', () => {
  it.each([
    ['fr', 'quelque chose dans le même esprit'],
    ['en', 'something with the same vibe'],
  ])('%s: "%s"', (_language, prompt) => {
    expect(readConversation([], prompt, undefined, { onFilmPage: true })).toMatchObject({
      kind: 'request',
      query: { moreLikeThis: true },
    });
  });

  it('keeps the film of the page when a follow-up opens with a "but" and adds a language', () => {
    const history: ChatMessage[] = [
      { text: 'qualcosa nello stesso spirito', isBot: false },
      { text: '1. **[Film 11](/movie/11)** (1999) — Comedy', isBot: true },
    ];
    const turn = readConversation(history, 'ma in inglese stavolta', undefined, { onFilmPage: true });
    expect(turn).toMatchObject({ kind: 'request', query: { moreLikeThis: true, languages: ['en'] } });
  });
});
