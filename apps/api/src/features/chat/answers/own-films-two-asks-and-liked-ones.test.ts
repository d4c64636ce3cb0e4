import { beforeAll, describe, expect, it } from 'vitest';
import { FINDING_NEMO, TOY_STORY, UP } from '@marquee/catalog/testing';
import { askChat, postingAs } from '../../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../../testing/signed-in-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/chat: the signed-in user asking about their own films loosely', () => {
  const suite = useTestAppWithUsers('sqlite', { fan: {} }, { RATE_LIMIT_MAX: '10000' });
  const ask = (prompt: string) => askChat(suite.testApp, prompt, { cookie: suite.fan.cookie });

  beforeAll(async () => {
    const post = postingAs(suite.testApp, suite.fan.headers);
    for (const id of [TOY_STORY, UP, FINDING_NEMO]) await post('/api/likes', { tmdb_id: id });
    await post('/api/diary', { tmdb_id: UP, watched_on: isoDaysAgo(20) });
    await post('/api/diary', { tmdb_id: FINDING_NEMO, watched_on: isoDaysAgo(1) });
  });

  it('answers both questions of one message: how many this year, and the last one', async () => {
    const reply = await ask('¿cuántas pelis vi este año? ¿y cuál fue la última?');
    expect(reply).toMatch(/\b2\b/);
    expect(moviesShownIn(reply).map((film) => film.id)).toEqual([FINDING_NEMO]);
  });

  it('reads "the films I loved" after a word of likeness as their own liked films, no title', async () => {
    const reply = await ask('sugere algo no estilo dos filmes que eu amei');
    expect(reply).not.toMatch(/Não encontrei/);
    const listed = moviesListedIn(reply);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    const genres = await Promise.all(
      listed.map(async ({ id }) =>
        (await suite.testApp.context.catalog.getMovieFacts(id))!.movie.genres.map((g) => g.name),
      ),
    );
    const animated = genres.filter((names) => names.includes('Animation'));
    expect(animated.length / listed.length).toBeGreaterThanOrEqual(0.7);
  });
});
