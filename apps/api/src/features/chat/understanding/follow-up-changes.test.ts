import { describe, expect, it } from 'vitest';
import { readConversation, type ConversationTurn } from './conversation.ts';
import { parsePrompt } from './parse-prompt.ts';

const LIST = '1. **[Film 1](/movie/1)** (1990) — Drama\n2. **[Film 2](/movie/2)** (1991) — Drama';

const afterAnswer = (first: string, next: string): ConversationTurn =>
  readConversation(
    [
      { text: first, isBot: false },
      { text: LIST, isBot: true },
    ],
    next,
  );

const request = (turn: ConversationTurn) => {
  if (turn.kind !== 'request') throw new Error(`read as ${turn.kind}`);
  return turn;
};

describe('after an answer, a change to the same request keeps it', () => {
  it.each([
    ['thrillers please', 'same thing but from the 90s, my gf is into old stuff', 53],
    ['filmes de máfia', 'gostei, mas queria na mesma pegada e mais engraçado', 80],
    ['des films de guerre', 'dans le même genre mais plus court stp', 10752],
    ['Western bitte', 'so was in der Art, aber neuer', 37],
  ])('%s -> %s', (first, next, genre) => {
    const turn = request(afterAnswer(first, next));
    expect(turn.followUp).toBe(true);
    expect(turn.query.genreIds).toContain(genre);
    expect(turn.query.theme).toBeUndefined();
  });

  it('"same vibe as <title>" is still a likeness, no change of the last request', () => {
    expect(parsePrompt('something with the same vibe as amelie').query.likeTitle).toBe('amelie');
  });
});

describe('after an answer, a length or years beside words nothing reads refines the request', () => {
  it.each([
    ['animated movies', 'any under 90 min? the kids are wiped lol', 16],
    ['comédies', 'plutôt des années 2000, je suis crevé ce soir', 35],
  ])('%s -> %s', (first, next, genre) => {
    const turn = request(afterAnswer(first, next));
    expect(turn.followUp).toBe(true);
    expect(turn.query.genreIds).toContain(genre);
    expect(turn.query.theme).toBeUndefined();
  });

  it('with no answer before, those words stay a story to look for', () => {
    expect(parsePrompt('under 2 hours, about a heist that goes wrong').query.theme).toBeDefined();
  });
});

describe('turning the films just shown down, then saying more', () => {
  it('is no title, and asks for other films', () => {
    const parsed = parsePrompt('none of these work for me, still scary but funny');
    expect(parsed.query.likeTitle).toBeUndefined();
    expect(parsed.followUp.more).toBe(true);
    expect(parsed.query.genreIds).toEqual(expect.arrayContaining([27, 35]));
  });
});

describe('milder, in every language', () => {
  it.each([
    'the same but a bit lighter',
    'moins violent cette fois',
    'etwas weniger brutal bitte',
    'menos violento, é pra minha avó',
    'qualcosa di meno cupo',
  ])('%s', (text) => {
    expect(parsePrompt(text).query.milder).toBe(true);
  });
});

describe('"como mucho" after a length is at most, no likeness', () => {
  it('reads "dos horas como máximo"', () => {
    const { query } = parsePrompt('algo de risa, dos horas como máximo que mañana madrugo');
    expect(query.runtimeMax).toBe(120);
    expect(query.likeTitle).toBeUndefined();
  });
});

describe('a question about a film named by its place, before the question', () => {
  it.each([
    ['pelis de miedo', 'la segunda, ¿de qué año es y quién sale?'],
    ['scary movies', 'the second one, who is in it and how long is it'],
  ])('%s -> %s', (first, next) => {
    const turn = afterAnswer(first, next);
    expect(turn).toMatchObject({ kind: 'question', subjectId: 2 });
  });
});
