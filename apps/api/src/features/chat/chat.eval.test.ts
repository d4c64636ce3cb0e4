import { describe, expect, it } from 'vitest';
import { EVAL_CASES } from '../../../eval/chat/eval-cases.ts';
import { HELD_OUT_CASES } from '../../../eval/chat/eval-cases-heldout.ts';
import { passRate, runChatEval } from '../../../eval/chat/run-chat-eval.ts';
import { useChatTestApp } from '../../testing/chat-test-app.ts';

/**
 * The CI form of `npm run chat:eval`: the short run on the starter catalog, at least 95% passing, and a handful of
 * the held-out set (written apart from the parser), one of each kind, all passing.
 */
describe('chat eval on the starter catalog', () => {
  const { testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('passes at least 95% of the short eval run', async () => {
    const short = EVAL_CASES.filter((evalCase) => evalCase.short);
    const results = await runChatEval(testApp(), short);
    const failed = results.filter((result) => result.failures.length);
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(150);
    expect(short.length).toBeGreaterThanOrEqual(30);
    expect(
      passRate(results),
      failed.map((result) => `${result.prompt}: ${result.failures.join('; ')}`).join('\n'),
    ).toBeGreaterThanOrEqual(0.95);
  });

  it('passes the short part of the held-out set', async () => {
    const short = HELD_OUT_CASES.filter((evalCase) => evalCase.short);
    const results = await runChatEval(testApp(), short);
    const failed = results.filter((result) => result.failures.length);
    expect(short.length).toBeGreaterThanOrEqual(8);
    expect(failed.map((result) => `${result.prompt}: ${result.failures.join('; ')}`)).toEqual([]);
  });
});
