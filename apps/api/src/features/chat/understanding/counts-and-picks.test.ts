import { describe, expect, it } from 'vitest';
import { readConversation } from './conversation.ts';
import { parsePrompt } from './parse-prompt.ts';

describe('how many films a message asks for, in every language read', () => {
  it.each([
    ['donne-moi trois comédies', 3],
    ['juste un seul western, merci', 1],
    ['nur einen einzigen Krimi bitte', 1],
    ['zeig mir vier Horrorfilme', 4],
    ['me indica um unico filme de terror', 1],
    ['somente 3 dramas', 3],
    ['consigliami un solo film di guerra', 1],
    ['soltanto due commedie', 2],
    ['une seule comédie romantique', 1],
    ['um único filme de suspense, por favor', 1],
    ['una sola película de vaqueros', 1],
    ['a single documentary tonight', 1],
  ])('%s -> %i', (prompt, count) => {
    expect(parsePrompt(prompt).query.count).toBe(count);
  });

  it('reads a number typed after an asking word at the end of a clause as the count', () => {
    expect(parsePrompt('una de terror, dame 3').query.count).toBe(3);
    expect(parsePrompt('some westerns, give me 2').query.count).toBe(2);
    expect(parsePrompt('seulement 4').query.count).toBe(4);
  });

  it('leaves a number that measures something else, and a plain article, uncounted', () => {
    expect(parsePrompt('give me 2 hours of sci-fi').query.count).toBeUndefined();
    expect(parsePrompt('wir haben nur zwei Stunden, was gucken wir').query.count).toBeUndefined();
    expect(parsePrompt('je n’ai que deux heures, seulement deux heures').query.count).toBeUndefined();
    expect(parsePrompt('un film de guerre').query.count).toBeUndefined();
    expect(parsePrompt('einen Western bitte').query.count).toBeUndefined();
    expect(parsePrompt('uma comédia leve para hoje').query.count).toBeUndefined();
    expect(parsePrompt('a war film with a happy ending').query.count).toBeUndefined();
  });

  it('does not turn the count words into a theme', () => {
    expect(parsePrompt('juste une seule comédie svp').query.theme).toBeUndefined();
  });
});

describe('a pick among the last answer, asked without "which"', () => {
  it.each([
    ['and the longest one?', 'longest'],
    ['the best rated of those', 'vote_average'],
    ['welcher davon ist der älteste?', 'oldest'],
    ['lequel est le plus récent ?', 'release_date'],
    ['qual deles é o mais curto?', 'shortest'],
    ['quale di questi è il più lungo?', 'longest'],
  ])('%s', (prompt, order) => {
    expect(parsePrompt(prompt).question).toEqual({ kind: 'pick', order });
  });

  it('keeps a request for the best of a kind a request', () => {
    expect(parsePrompt('the best westerns').question).toBeUndefined();
    expect(parsePrompt('the newest films').question).toBeUndefined();
    expect(parsePrompt('qual è il miglior film horror?').question).toBeUndefined();
  });
});

describe('a count alone after a list picks that many of the list', () => {
  const afterWesterns = (prompt: string) =>
    readConversation(
      [
        { text: 'westerns', isBot: false },
        { text: '1. **[Film 1](/movie/1)** (1960) — Western', isBot: true },
      ],
      prompt,
    );

  it.each(['seulement deux', 'nur drei', 'apenas 2', 'soltanto due', 'only 2'])('%s', (prompt) => {
    const turn = afterWesterns(prompt);
    expect(turn.kind).toBe('question');
    if (turn.kind !== 'question') return;
    expect(turn.question).toMatchObject({ kind: 'pick', count: expect.any(Number) });
    expect(turn.previous).toEqual([1]);
  });
});
