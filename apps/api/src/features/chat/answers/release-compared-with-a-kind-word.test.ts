import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: which of two films came first, one of them titled with a kind word', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  // 'which came first, the terminator or aliens': beside a title, a plural kind word ('aliens') is a title too.
  it.each([
    ['fr', 'lequel est sorti en premier, le parrain ou aliens ?'],
    ['de', 'was kam zuerst raus, der pate oder aliens'],
    ['pt', 'qual saiu primeiro, o poderoso chefão ou aliens?'],
  ])('%s: "%s" compares the two films', async (_language, prompt) => {
    const reply = await ask(prompt);
    expect(reply).toMatch(/\[The Godfather\]\(\/movie\/238\)/);
    expect(reply).toMatch(/\[Aliens\]\(\/movie\/\d+\)/);
    expect(reply).toMatch(/1972/);
    expect(reply).toMatch(/1986/);
  });
});
