import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRIVATE_MEMBER_REASON,
  TONIGHT_MOODS,
  type TonightPicks,
  type TonightPicksBody,
} from '@marquee/contracts';
import { routeTestEngines } from '@marquee/db/testing';
import { startTestRecommender, type TestRecommender } from '@marquee/recommender/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser, type TestUser } from '../../testing/test-users.ts';

const INTERSTELLAR = 157336;
const INCEPTION = 27205;
const THE_DARK_KNIGHT = 155;
const TOY_STORY = 862;
const FINDING_NEMO = 12;
const UP = 14160;
const FIGHT_CLUB = 550;

describe.each(routeTestEngines())('Watch tonight picks over real HTTP to the recommender on %s', (engine) => {
  let recommender: TestRecommender;
  let api: TestApp;
  let ana: TestUser;
  let ben: TestUser;

  const send = async (user: TestUser, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) => {
    const response = await api.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json<{ data: unknown; message: string }>();
  };
  const picks = async (user: TestUser, body: TonightPicksBody) =>
    (await send(user, 'POST', '/api/tonight/picks', body)).data as TonightPicks;
  const ids = (answer: TonightPicks) => answer.picks.map((pick) => pick.movie.id);
  const watchedBy = async (user: TestUser) => {
    const statuses = (await send(user, 'GET', '/api/watch/status')).data as {
      tmdb_id: number;
      status: string;
    }[];
    return statuses.filter((row) => row.status === 'watched').map((row) => row.tmdb_id);
  };
  const runtimeOf = async (id: number) =>
    (await api.app.inject({ url: `/api/tmdb/movie/${id}` })).json<{ runtime: number | null }>().runtime;

  beforeAll(async () => {
    recommender = await startTestRecommender(engine);
    api = await createTestApp(engine, { RECOMMENDER_URL: recommender.url });
    ana = await signUpVerifiedUser(api, { name: 'Ana' });
    ben = await signUpVerifiedUser(api, { name: 'Ben' });
    // Ana's activity is public, Ben's is not; Ana invites Ben by handle and Ben accepts.
    await send(ana, 'PUT', '/api/profile', { handle: 'ana', is_public: true });
    await send(ben, 'PUT', '/api/profile', { handle: 'ben', is_public: false });
    const invitation = (await send(ana, 'POST', '/api/watch-together/invitations', { handle: 'ben' }))
      .data as {
      invitation_id: number;
    };
    await send(ben, 'POST', `/api/watch-together/invitations/${invitation.invitation_id}/accept`);
    for (const tmdbId of [INTERSTELLAR, INCEPTION])
      await send(ana, 'POST', '/api/likes', { tmdb_id: tmdbId });
    await send(ana, 'POST', '/api/watch/status', { tmdb_id: THE_DARK_KNIGHT, status: 'watched' });
    for (const tmdbId of [TOY_STORY, FINDING_NEMO])
      await send(ben, 'POST', '/api/likes', { tmdb_id: tmdbId });
    await send(ben, 'POST', '/api/diary', { tmdb_id: UP, watched_on: '2026-01-02' });
  });
  afterAll(async () => {
    await api?.close();
    await recommender?.close();
  });

  it('gives 5 picks no member has watched; what a member logs as watched drops out at once', async () => {
    const first = await picks(ana, { member_ids: [ben.userId] });
    expect(first.limited).toBe(false);
    expect(first.picks).toHaveLength(5);
    const seen = [INTERSTELLAR, INCEPTION, THE_DARK_KNIGHT, TOY_STORY, FINDING_NEMO, UP];
    for (const id of seen) expect(ids(first)).not.toContain(id);

    // Ben watches the top pick and logs the second in his diary; Ana marks the third watched.
    const [top, second, third] = ids(first);
    await send(ben, 'POST', '/api/watch/status', { tmdb_id: top, status: 'watched' });
    await send(ben, 'POST', '/api/diary', { tmdb_id: second, watched_on: '2026-02-03' });
    await send(ana, 'POST', '/api/watch/status', { tmdb_id: third, status: 'watched' });
    const after = await picks(ana, { member_ids: [ben.userId] });
    expect(after.picks).toHaveLength(5);
    const watchedByAnyone = new Set([...(await watchedBy(ana)), ...(await watchedBy(ben)), ...seen]);
    for (const id of ids(after)) expect(watchedByAnyone.has(id), String(id)).toBe(false);
    expect(ids(after)).not.toContain(top);
    expect(ids(after)).not.toContain(second);
    // Picking alone, Ana's own watched movie stays out too.
    const alone = await picks(ana, {});
    expect(ids(alone)).not.toContain(third);
  });

  it("shows each member's reason only where their profile is public", async () => {
    const forAna = await picks(ana, { member_ids: [ben.userId] });
    for (const pick of forAna.picks) {
      expect(pick.reasons.map((reason) => reason.name)).toEqual(['You', 'Ben']);
      expect(pick.reasons[0]!.reason).not.toBe(PRIVATE_MEMBER_REASON);
      // A reason names only a movie the member liked, never one they only watched.
      expect(pick.reasons[0]!.reason).not.toMatch(/The Dark Knight/);
      expect(pick.reasons[1]!.reason).toBe(PRIVATE_MEMBER_REASON);
    }
    const forBen = await picks(ben, { member_ids: [ana.userId] });
    for (const pick of forBen.picks) {
      expect(pick.reasons.map((reason) => reason.name)).toEqual(['You', 'Ana']);
      expect(pick.reasons[1]!.reason).not.toBe(PRIVATE_MEMBER_REASON);
    }
  });

  it('"Another" never repeats a pick, and the limits hold', async () => {
    const shown = ids(await picks(ana, { member_ids: [ben.userId] }));
    for (let round = 0; round < 3; round++) {
      const next = await picks(ana, { member_ids: [ben.userId], exclude: shown, count: 1 });
      expect(next.picks).toHaveLength(1);
      expect(shown).not.toContain(next.picks[0]!.movie.id);
      shown.push(next.picks[0]!.movie.id);
    }

    const short = await picks(ana, { member_ids: [ben.userId], max_runtime: 100 });
    expect(short.picks.length).toBeGreaterThan(0);
    for (const id of ids(short)) expect(await runtimeOf(id)).toBeLessThanOrEqual(100);
    const light = await picks(ana, { member_ids: [ben.userId], mood: 'light' });
    for (const pick of light.picks)
      expect(
        pick.movie.genre_ids.some((genre) =>
          (TONIGHT_MOODS.light.genreIds as readonly number[]).includes(genre),
        ),
      ).toBe(true);

    const bad = await api.app.inject({
      method: 'POST',
      url: '/api/tonight/picks',
      headers: ana.headers,
      payload: { max_runtime: 5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/max_runtime/);
  });

  it('"from our watchlists only" picks from the members\' watchlists, and one click adds a pick to both', async () => {
    const ARRIVAL = 329865;
    const COCO = 354912;
    await send(ana, 'POST', '/api/watch/status', { tmdb_id: ARRIVAL, status: 'want_to_watch' });
    await send(ben, 'POST', '/api/watch/status', { tmdb_id: COCO, status: 'want_to_watch' });
    const fromWatchlists = await picks(ana, { member_ids: [ben.userId], watchlists_only: true });
    expect(ids(fromWatchlists).sort()).toEqual([ARRIVAL, COCO].sort());
    expect(fromWatchlists.picks.find((pick) => pick.movie.id === ARRIVAL)!.reasons[0]!.reason).toBe(
      "it's on your watchlist",
    );

    const pick = (await picks(ana, { member_ids: [ben.userId] })).picks[0]!.movie.id;
    const added = await send(ana, 'POST', '/api/tonight/watchlist', {
      tmdb_id: pick,
      member_ids: [ben.userId],
    });
    expect(added.data).toEqual({ members: 2 });
    for (const user of [ana, ben]) {
      const statuses = (await send(user, 'GET', '/api/watch/status')).data as {
        tmdb_id: number;
        status: string;
      }[];
      expect(statuses).toContainEqual(expect.objectContaining({ tmdb_id: pick, status: 'want_to_watch' }));
    }
  });

  it('the recommender down: still 5 unseen picks, from genres and popularity, marked simpler', async () => {
    // A new like: the predictions kept for Ana's earlier history no longer apply.
    await send(ana, 'POST', '/api/likes', { tmdb_id: FIGHT_CLUB });
    await recommender.stop();
    try {
      const response = await send(ana, 'POST', '/api/tonight/picks', { member_ids: [ben.userId] });
      const answer = response.data as TonightPicks;
      expect(answer.limited).toBe(true);
      expect(response.message).toMatch(/simpler right now/);
      expect(answer.picks).toHaveLength(5);
      const watchedByAnyone = new Set([...(await watchedBy(ana)), ...(await watchedBy(ben))]);
      for (const id of [...ids(answer)]) expect(watchedByAnyone.has(id)).toBe(false);
      for (const id of [INTERSTELLAR, INCEPTION, TOY_STORY, FINDING_NEMO, UP])
        expect(ids(answer)).not.toContain(id);
    } finally {
      recommender = await recommender.restart();
    }
  });
});
