import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: facts asked the way German is typed, a title after a fused article or a film noun', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  // 'beim', 'zum', 'vom', 'im': a preposition holding 'dem' before a German title, its article given back.
  it.each([
    ['wer hat die musik zum fünften element komponiert?', /Éric Serra/],
    ['wer führte beim paten regie?', /Francis Ford Coppola/],
    ['wer hat das drehbuch vom fünften element geschrieben', /Luc Besson/],
  ])('de: "%s"', async (prompt, expected) => {
    expect(await ask(prompt)).toMatch(expected);
  });

  // 'is' typed for 'ist' in a German message; English keeps its own 'is'.
  it.each([
    ['de', 'in welchem jahr is der könig der löwen erschienen', /1994/],
    ['en', 'what year is the lion king from', /1994/],
  ])('%s: "%s"', async (_language, prompt, expected) => {
    expect(await ask(prompt)).toMatch(expected);
  });

  // 'wie lang ist der film X': the film noun before a title is no part of it.
  it.each([
    ['de', 'wie lang ist der film der könig der löwen', /89 Minuten/],
    ['en', 'how long is the film the fifth element', /126 minutes/],
  ])('%s: "%s"', async (_language, prompt, expected) => {
    expect(await ask(prompt)).toMatch(expected);
  });
});
