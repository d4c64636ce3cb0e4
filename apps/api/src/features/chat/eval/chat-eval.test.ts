import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { EVAL_CASES } from './eval-cases.ts';
import { passRate, runChatEval } from './run-chat-eval.ts';

/** The CI form of `npm run chat:eval`: every conversation on the starter catalog, at least 90% passing. */
describe('chat eval on the starter catalog', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('passes at least 90% of the eval conversations', async () => {
    const results = await runChatEval(testApp.app, testApp.context.catalog, EVAL_CASES);
    const failed = results.filter((result) => result.failures.length);
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(60);
    expect(
      passRate(results),
      failed.map((result) => `${result.prompt}: ${result.failures.join('; ')}`).join('\n'),
    ).toBeGreaterThanOrEqual(0.9);
  });
});
