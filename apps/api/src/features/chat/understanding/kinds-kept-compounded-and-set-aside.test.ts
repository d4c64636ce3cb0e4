import { describe, expect, it } from 'vitest';
import { readConversation } from './conversation.ts';
import { parsePrompt } from './parse-prompt.ts';

const LIST = '1. **[Film 1](/movie/1)** (1990) — Drama\n2. **[Film 2](/movie/2)** (1991) — Drama';

const afterAnswer = (first: string, next: string) =>
  readConversation(
    [
      { text: first, isBot: false },
      { text: LIST, isBot: true },
    ],
    next,
  );

const queryOf = (turn: ReturnType<typeof afterAnswer>) => (turn.kind === 'request' ? turn.query : undefined);

describe('a German compound names the kind of its stem and of its head', () => {
  it.each([
    ['ich hätte gern eine actionkomödie', [28, 35]],
    ['hmm, eher ein psychothriller', [53]],
    ['vielleicht ein kriegsdrama', [10752, 18]],
    ['ein alter spaghettiwestern', [37]],
  ])('%s', (message, genres) => {
    expect(parsePrompt(message).query.genreIds.sort(), message).toEqual([...genres].sort());
  });
});

describe('a follow-up keeps the kind asked before', () => {
  it('a lighter tone with another kind after a kind: both kinds at once, the first no longer left out', () => {
    const query = queryOf(afterAnswer('un thriller', "un po' più leggero, qualcosa di divertente?"));
    expect(query?.genreIds.sort()).toEqual([35, 53]);
    expect(query?.allKinds).toBe(true);
    expect(query?.mood?.excludeGenreIds ?? []).not.toContain(53);
  });

  it.each([
    ['pelis de ciencia ficcion', 'algo coreano quizas', 878, 'ko'],
    ['un film policier', 'plutôt italien peut-être', 80, 'it'],
  ])('%s, then %s: the kind, in that language', (first, next, genre, language) => {
    const query = queryOf(afterAnswer(first, next));
    expect(query?.genreIds).toContain(genre);
    expect(query?.languages).toEqual([language]);
  });
});

describe('a negation over where a film is set turns down what follows', () => {
  it.each([
    'a drama please, but nothing taking place during a war',
    'un film romantico, niente ambientato durante la guerra',
    'uma comedia, mas nada ambientado na guerra',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.excludeGenreIds, message).toContain(10752);
    expect(query.genreIds, message).not.toContain(10752);
  });
});
