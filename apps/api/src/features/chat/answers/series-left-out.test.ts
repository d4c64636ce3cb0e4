import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

describe('POST /api/chat: a title left out after a list takes its whole series with it', () => {
  const { askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const after = async (first: string, next: string) => (await askAfter(first, next)).answer;

  it.each([
    ['films starring tom cruise', 'ones that aren’t mission impossible please', /^Here are/],
    ['películas con tom cruise', '¿alguna que no sea de misión imposible?', /^Aquí tienes/],
    ['des films avec tom cruise', 'sauf les mission impossible', /^Voici/],
    ['film con tom cruise', 'qualcuno che non sia mission impossible?', /^Ecco/],
    ['filme mit tom cruise', 'welche außer mission impossible?', /^Hier/],
    ['filmes com tom cruise', 'algum que não seja missão impossível?', /^Aqui/],
  ])('%s / %s: his films, none of the series', async (first, next, opening) => {
    const answer = await after(first, next);
    expect(answer).toMatch(opening);
    expect(moviesListedIn(answer).length).toBeGreaterThanOrEqual(1);
    const titles = [...answer.matchAll(/\*\*\[([^\]]+)\]/g)].map((match) => match[1]);
    for (const title of titles) expect(title).not.toMatch(/mission/i);
    expect(answer).toMatch(/Tom Cruise/);
  });
});
