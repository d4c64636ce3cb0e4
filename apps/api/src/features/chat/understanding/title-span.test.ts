import { describe, expect, it } from 'vitest';
import { titleSpans } from './title-span.ts';

describe('the words a title was typed with, around the words left over', () => {
  it.each([
    ['todas las de el padrino', 'padrino', ['el padrino', 'de el padrino']],
    ['back to the future movies in order', 'back future', ['back to the future']],
    ['alle filme von der pate bitte', 'pate', ['der pate', 'von der pate']],
    [
      'tutti i film de il signore degli anelli',
      'signore anelli',
      ['signore degli anelli', 'il signore degli anelli', 'de il signore degli anelli'],
    ],
  ])('"%s" (left over: %s)', (message, leftover, spans) => {
    expect(titleSpans(message, leftover)).toEqual(spans);
  });

  it('finds nothing when the left-over words are not the message’s', () => {
    expect(titleSpans('something else', 'padrino')).toEqual([]);
  });
});
