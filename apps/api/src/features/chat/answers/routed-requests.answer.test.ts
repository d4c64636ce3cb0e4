import { describe, expect, it } from 'vitest';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import { parsePrompt } from '../understanding/parse-prompt.ts';
import { routedAnswer } from './routed.answer.ts';

/** A catalog with no films: whatever an answer looks up, it finds nothing. */
const emptyCatalog = new Proxy({} as MovieTools, { get: () => async () => [] });

/** The router sure the message tells a film by its story. */
const identifyGuess = { intent: 'identify', runnerUp: 'recommend', margin: 0.2, score: 0.8 } as const;

const routedAs = (message: string) => {
  const { query, language } = parsePrompt(message);
  return routedAnswer(
    { message, guess: identifyGuess, query, question: false, language, signInForLibrary: '' },
    emptyCatalog,
  );
};

describe("the router's story reading against a request said outright", () => {
  it.each([
    ['pt', 'sem nada pra fazer, me sugere um filme de comédia'],
    ['es', 'me aburro, recomiéndame una peli de miedo'],
    ['en', 'bored stiff, suggest a western please'],
  ])(
    "%s: films asked for outright are the grammar's request, no film told: %s",
    async (_language, message) => {
      expect(await routedAs(message)).toBeUndefined();
    },
    // The first reading embeds the router's examples: slow on a busy machine.
    120_000,
  );

  it("a story whose film is asked for by name is still the router's to answer", async () => {
    const answer = await routedAs('can you suggest the name of that movie where a rat cooks in paris');
    expect(answer).toBeDefined();
  });
});
