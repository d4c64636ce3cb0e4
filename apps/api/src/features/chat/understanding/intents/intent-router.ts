/**
 * Reads what a message is for by meaning: the sentence encoder's vector of the message against every example
 * sentence of every intent (k nearest, averaged per intent). The slot grammar still reads the details; the router
 * settles what the grammar cannot see, such as a plot told instead of a title, or a question about the weather.
 */
import { INTENTS, type Intent, type IntentExamples } from './intent.ts';
import { labelledExamples, shippedVectorsFor } from './intent-vectors.ts';

export interface IntentGuess {
  intent: Intent;
  /** Mean cosine similarity of the intent's nearest examples. */
  score: number;
  runnerUp: Intent;
  /** How far the best intent is ahead of the runner-up. */
  margin: number;
}

export interface IntentRouter {
  route(message: string): Promise<IntentGuess>;
  /** Embeds the examples now, off the first message's path. */
  warm(): Promise<void>;
}

/** Unit-length vectors of the texts, in order (the catalog's sentence encoder). */
export type Embed = (texts: string[]) => Promise<Float32Array[]>;

/** Nearest examples averaged per intent: one lucky example is not enough to win. */
const NEAREST_PER_INTENT = 3;

interface ExampleVector {
  intent: Intent;
  vector: Float32Array;
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += a[index] * b[index];
  return sum;
}

function scoresByIntent(message: Float32Array, examples: ExampleVector[]): Map<Intent, number> {
  const similarities = new Map<Intent, number[]>(INTENTS.map((intent) => [intent, []]));
  for (const { intent, vector } of examples) similarities.get(intent)!.push(dot(message, vector));
  return new Map(
    [...similarities].map(([intent, values]) => {
      const nearest = values.sort((a, b) => b - a).slice(0, NEAREST_PER_INTENT);
      return [intent, nearest.reduce((sum, value) => sum + value, 0) / Math.max(1, nearest.length)];
    }),
  );
}

export function createIntentRouter(embed: Embed, languages: readonly IntentExamples[]): IntentRouter {
  let exampleVectors: Promise<ExampleVector[]> | undefined;
  const examples = () => {
    exampleVectors ??= (async () => {
      const labelled = labelledExamples(languages);
      const vectors = shippedVectorsFor(labelled) ?? (await embed(labelled.map(({ text }) => text)));
      return labelled.map(({ intent }, index) => ({ intent, vector: vectors[index]! }));
    })().catch((error: unknown) => {
      exampleVectors = undefined;
      throw error;
    });
    return exampleVectors;
  };
  return {
    async route(message) {
      const [[vector], known] = await Promise.all([embed([message]), examples()]);
      const ranked = [...scoresByIntent(vector!, known)].sort((a, b) => b[1] - a[1]);
      const [[intent, score], [runnerUp, runnerUpScore]] = ranked as [[Intent, number], [Intent, number]];
      return { intent, score, runnerUp, margin: score - runnerUpScore };
    },
    async warm() {
      await examples();
    },
  };
}
