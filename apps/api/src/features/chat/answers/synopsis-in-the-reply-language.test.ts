import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

/** Each listed film's line of a reply, with that film's catalog overview (in English). */
async function listedLines(testApp: TestApp, reply: string): Promise<{ line: string; overview: string }[]> {
  const lines = reply.split('\n').filter((line) => /^\d+\. /.test(line));
  return Promise.all(
    moviesListedIn(reply).map(async ({ id }, index) => {
      const body = (await testApp.app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
      return { line: lines[index] ?? '', overview: String(body.overview ?? '') };
    }),
  );
}

/** The first words of an overview, as a list item would quote them. */
const opening = (overview: string) => overview.split(' ').slice(0, 5).join(' ');

describe('POST /api/chat: a list in another language quotes no English synopsis', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    'recomiéndame unas pelis de miedo',
    'des comédies romantiques à voir ce soir ?',
    'ein paar gute kriegsfilme bitte',
    'filmes de animação pra ver com as crianças',
    'qualche film di fantascienza anni 80',
  ])('%s: its films without their English overviews', async (prompt) => {
    const lines = await listedLines(testApp(), await ask(prompt));
    expect(lines.length, prompt).toBeGreaterThanOrEqual(3);
    for (const { line, overview } of lines) expect(line, prompt).not.toContain(opening(overview));
  });

  it('an English list still gives each film a taste of its story', async () => {
    const lines = await listedLines(testApp(), await ask('some good war movies please'));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const { line, overview } of lines) expect(line).toContain(opening(overview));
  });
});
