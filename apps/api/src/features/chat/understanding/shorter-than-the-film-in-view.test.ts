import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import { readConversation } from './conversation.ts';

/** 'more like this' on a film's page, and the assistant's list of films like it. */
const likeThePage: ChatMessage[] = [
  { text: 'something similar to this', isBot: false },
  {
    text: 'If you liked **[Heat](/movie/949)** (1995), try these:\n\n1. **[Ronin](/movie/8195)** (1998)',
    isBot: true,
  },
];

describe('after films like the page’s, "shorter than this one" keeps the likeness and shortens it', () => {
  it.each([
    ['fr', 'ok mais plus court que celui-ci, il est beaucoup trop long'],
    ['es', 'vale pero más corta que esta'],
    ['en', 'fine, but shorter than this, it drags on way too long'],
    ['de', 'gut, aber kürzer als dieser film, der zieht sich ewig'],
    ['it', 'va bene ma più corto di questo, è troppo lungo'],
  ])('%s: "%s"', (_language, prompt) => {
    const turn = readConversation(likeThePage, prompt, undefined, { onFilmPage: true, lovedTitles: false });
    expect(turn).toMatchObject({
      kind: 'request',
      query: { moreLikeThis: true, likeChange: { shorter: true } },
    });
    expect(turn).not.toMatchObject({ query: { runtimeMin: expect.any(Number) } });
  });
});

describe('a length compared with a neuter pointer may be the length said before, no film in view', () => {
  it.each([
    ['en', 'she can sit through an hour, tops. a cartoon no longer than that?'],
    ['es', 'tengo una hora como mucho, una de dibujos que no sea más larga que eso'],
  ])('%s: "%s"', (_language, prompt) => {
    const turn = readConversation([], prompt);
    expect(turn).not.toMatchObject({ query: { moreLikeThis: true } });
  });
});
