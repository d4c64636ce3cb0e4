import { beforeAll, describe, expect, it } from 'vitest';
import { HEAT, JAWS } from '@marquee/catalog/testing';
import { askChat, postingAs } from '../../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../../testing/signed-in-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

/** The most recent March up to today, as a question naming March without a year means it. */
const today = new Date();
const marchYear = today.getUTCMonth() >= 2 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;

describe('POST /api/chat: their own last film and a month, however typed', () => {
  const suite = useTestAppWithUsers('sqlite', { member: {} }, { RATE_LIMIT_MAX: '10000' });
  const ask = (prompt: string) => askChat(suite.testApp, prompt, { cookie: suite.member.cookie });

  beforeAll(async () => {
    const post = postingAs(suite.testApp, suite.member.headers);
    await post('/api/diary', { tmdb_id: JAWS, watched_on: `${marchYear}-03-12` });
    await post('/api/diary', { tmdb_id: HEAT, watched_on: `${marchYear}-02-20` });
  });

  // 'Maerz' is März typed without its umlaut: the month, as the lexicons name it.
  it('reads a month typed with an umlaut digraph', async () => {
    const films = moviesListedIn(await ask('welche filme hab ich im maerz gesehen')).map((movie) => movie.id);
    expect(films).toEqual([JAWS]);
  });

  // 'last' as each language inflects it ('letztes', 'letzter'), and 'my last film' with no verb of watching.
  it.each([
    'welchen film hab ich als letztes geschaut?',
    'und mein letzter film, welcher war das?',
    'quel a été mon dernier film ?',
    'qual foi o meu último filme?',
  ])('%s', async (prompt) => {
    const films = moviesListedIn(await ask(prompt)).map((movie) => movie.id);
    expect(films[0]).toBe(JAWS);
  });
});
