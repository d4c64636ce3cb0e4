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

describe('a reply language the user asked for holds for the turns after it, whatever they are written in', () => {
  it.each([
    ['de', 'a tense thriller', 'could you reply in german from here on?', 'anything from the nineties?'],
    ['it', 'une comédie romantique', 'tu peux me répondre en italien maintenant ?', 'plutôt des années 80'],
    [
      'fr',
      'algo de terror',
      'contéstame en francés a partir de ahora',
      'y algo más corto, menos de 100 minutos',
    ],
  ])('%s: %j, then %j, then %j', (language, first, ask, next) => {
    const history = [...listed(first, 11, 22), ...listed(ask, 11, 22)];
    expect(readConversation(history, next)).toMatchObject({ kind: 'request', language, followUp: true });
  });

  it('a request with the language asked beside it holds too', () => {
    const history = listed('antworte bitte auf spanisch: eine gute komödie?', 33, 44);
    expect(readConversation(history, 'something more recent please')).toMatchObject({ language: 'es' });
  });

  it('a later request for another language replaces it', () => {
    const history = [
      ...listed('a western', 11),
      ...listed('in spanish please', 11),
      ...listed('in english again', 11),
    ];
    expect(readConversation(history, 'any from the 60s?')).toMatchObject({ language: 'en' });
  });
});
