import { describe, expect, it } from 'vitest';
import { INTENT_EXAMPLES } from './intent-examples.ts';
import { labelledExamples, shippedVectorsFor } from './intent-vectors.ts';

describe('the shipped intent example vectors', () => {
  it('were made from the examples as they are now (run `npm run chat:intent-vectors` after editing them)', () => {
    const examples = labelledExamples(INTENT_EXAMPLES);
    const vectors = shippedVectorsFor(examples);
    expect(vectors).toHaveLength(examples.length);
    expect(Math.hypot(...vectors![0]!)).toBeCloseTo(1, 5);
  });
});
