import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RecommendationItem,
  TONIGHT_MOODS,
  type TonightPicks,
  type TonightPicksBody,
} from '@marquee/contracts';
import { routeTestEngines } from '@marquee/db/testing';
import { startTestRecommender, type TestRecommender } from '@marquee/recommender/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { appleTv, createLiveTmdbApp, mubi, netflix, type LiveTmdbApp } from '../../testing/live-tmdb.ts';
import { signUpVerifiedUser, type TestUser } from '../../testing/test-users.ts';
import {
  ARRIVAL,
  FIGHT_CLUB,
  FINDING_NEMO,
  INCEPTION,
  INTERSTELLAR,
  THE_DARK_KNIGHT,
  TOY_STORY,
  UP,
} from '@marquee/catalog/testing';

describe.each(routeTestEngines())('Watch tonight picks over real HTTP to the recommender on %s', (engine) => {
  let recommender: TestRecommender;
  let api: TestApp;
  let ana: TestUser;
  let ben: TestUser;
  /** What each member liked or marked watched so far: the history the service sends the recommender. */
  const positives = new Map<TestUser, number[]>();
  const addPositive = (user: TestUser, tmdbId: number) =>
    positives.set(user, [...(positives.get(user) ?? []), tmdbId]);

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
    for (const tmdbId of [INTERSTELLAR, INCEPTION]) {
      await send(ana, 'POST', '/api/likes', { tmdb_id: tmdbId });
      addPositive(ana, tmdbId);
    }
    await send(ana, 'POST', '/api/watch/status', { tmdb_id: THE_DARK_KNIGHT, status: 'watched' });
    addPositive(ana, THE_DARK_KNIGHT);
    for (const tmdbId of [TOY_STORY, FINDING_NEMO]) {
      await send(ben, 'POST', '/api/likes', { tmdb_id: tmdbId });
      addPositive(ben, tmdbId);
    }
    await send(ben, 'POST', '/api/diary', { tmdb_id: UP, watched_on: '2026-01-02' });
    // A diary entry marks the movie watched too.
    addPositive(ben, UP);
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
    addPositive(ben, top!);
    addPositive(ben, second!);
    addPositive(ana, third!);
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

  it("names a member's movies only where their profile is public, and gives a private member a real reason", async () => {
    const titleOf = async (id: number) =>
      (await api.app.inject({ url: `/api/tmdb/movie/${id}` })).json<{ title: string }>().title;
    const bensTitles = await Promise.all(positives.get(ben)!.map(titleOf));
    const forAna = await picks(ana, { member_ids: [ben.userId] });
    for (const pick of forAna.picks) {
      expect(pick.reasons.map((reason) => reason.name)).toEqual(['You', 'Ben']);
      const bens = pick.reasons[1]!.reason;
      // Ben's profile is private: his reason says what his link shared (his watchlist, that his history led
      // to it), never one of his movies by name, and never a filler line.
      expect(bens).toMatch(
        /^(it's on their watchlist|close to (a film|\d+ films) in their watch history|new ground for them)$/,
      );
      for (const title of bensTitles) expect(bens).not.toContain(title);
      // Beside the English, its parts (for a client in another language): the same, and no movie of his.
      expect(pick.reasons.map((reason) => reason.parts?.subject)).toEqual(['you', 'they']);
      expect(['on_watchlist', 'history_count', 'new_ground']).toContain(pick.reasons[1]!.parts!.kind);
    }
    expect(forAna.picks.some((pick) => pick.reasons[1]!.reason.startsWith('close to'))).toBe(true);
    const forBen = await picks(ben, { member_ids: [ana.userId] });
    for (const pick of forBen.picks) {
      expect(pick.reasons.map((reason) => reason.name)).toEqual(['You', 'Ana']);
      expect(pick.reasons[1]!.reason).toMatch(/^(because they |it's on their watchlist|new ground for them)/);
      const { reason, parts } = pick.reasons[1]!;
      if (parts?.kind === 'history') for (const movie of parts.movies) expect(reason).toContain(movie.title);
      else expect(parts?.kind).toMatch(/^(on_watchlist|new_ground)$/);
    }
  });

  it("names each member's own largest contributions to that pick, as the recommender scores it", async () => {
    const titleOf = async (id: number) =>
      (await api.app.inject({ url: `/api/tmdb/movie/${id}` })).json<{ title: string }>().title;
    /** The member's terms in the model's score of the movie, asked of the recommender itself. */
    const contributions = async (user: TestUser, tmdbId: number) => {
      const history = positives.get(user)!.join(',');
      const response = await fetch(
        `${recommender.url}/recommend/history?tmdb_ids=${history}&top_n=1&candidate_ids=${tmdbId}`,
      );
      const body = (await response.json()) as RecommendationItem[];
      const [item] = body;
      return item?.because ?? [];
    };
    let named = 0;
    for (const [viewer, partner] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      const answer = await picks(viewer, { member_ids: [partner.userId] });
      for (const pick of answer.picks) {
        for (const { user_id, reason } of pick.reasons) {
          const member = user_id === ana.userId ? ana : ben;
          const terms = await contributions(member, pick.movie.id);
          if (terms.length === 0) {
            expect(reason).toMatch(/^new ground for/);
            continue;
          }
          // Ben's profile is private: Ana reads how many of his movies led to the pick, not which.
          if (member === ben && viewer === ana) {
            const count = terms.length === 1 ? 'a film' : `${terms.length} films`;
            expect(reason).toBe(`close to ${count} in their watch history`);
            continue;
          }
          expect(reason.startsWith(`because ${member === viewer ? 'you' : 'they'} `), reason).toBe(true);
          const mentioned: typeof terms = [];
          for (const term of terms) if (reason.includes(await titleOf(term.tmdbId))) mentioned.push(term);
          expect(mentioned.length, reason).toBe(Math.min(2, terms.length));
          // Every movie it names adds at least as much to the member's score as any movie it leaves out.
          const leftOut = terms.filter((term) => !mentioned.includes(term));
          for (const term of mentioned)
            for (const other of leftOut) expect(term.contribution).toBeGreaterThanOrEqual(other.contribution);
          // Only the member's own history is named, never the other member's movies.
          const others = positives.get(member === ana ? ben : ana)!;
          for (const id of others) expect(reason).not.toContain(await titleOf(id));
          named++;
        }
      }
    }
    expect(named, 'some pick is explained by contributions').toBeGreaterThan(0);
  });

  it("ranks a movie from another member's list by this member's own predicted score, and names why", async () => {
    const titleOf = async (id: number) =>
      (await api.app.inject({ url: `/api/tmdb/movie/${id}` })).json<{ title: string }>().title;
    const askRecommender = async (user: TestUser, query: string) => {
      const history = positives.get(user)!.join(',');
      const response = await fetch(`${recommender.url}/recommend/history?tmdb_ids=${history}&${query}`);
      return (await response.json()) as RecommendationItem[];
    };
    // Ben's own top list, as the recommender answers his history alone.
    const bensTop = new Set((await askRecommender(ben, 'top_n=50')).map((item) => item.tmdbId));
    // Walk down the group's ranking ("Another") until a pick Ben's own list does not hold shows up.
    const shown: number[] = [];
    let outside = 0;
    for (let round = 0; round < 8 && outside === 0; round++) {
      const answer = await picks(ben, { member_ids: [ana.userId], exclude: shown });
      if (answer.picks.length === 0) break;
      for (const pick of answer.picks) {
        shown.push(pick.movie.id);
        if (bensTop.has(pick.movie.id)) continue;
        const [own] = await askRecommender(ben, `top_n=1&candidate_ids=${pick.movie.id}`);
        if (!own?.because?.length) continue;
        // The model scores it for Ben from his own movies: his reason names his largest term, not "new ground".
        const reason = pick.reasons[0]!.reason;
        expect(reason.startsWith('because you '), reason).toBe(true);
        expect(reason).toContain(await titleOf(own.because[0]!.tmdbId));
        outside++;
      }
    }
    expect(outside, "a pick outside Ben's own top list, scored for him").toBeGreaterThan(0);
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
    // Without live TMDB nobody's services are known: "on my services" is refused, not ignored.
    const offline = await api.app.inject({
      method: 'POST',
      url: '/api/tonight/picks',
      headers: ana.headers,
      payload: { on_my_services: true },
    });
    expect(offline.statusCode).toBe(400);
    expect(offline.json().message).toMatch(/on_my_services/);
  });

  it('"from our watchlists only" picks from the members\' watchlists, and one click adds a pick to both', async () => {
    const COCO = 354912;
    await send(ana, 'POST', '/api/watch/status', { tmdb_id: ARRIVAL, status: 'want_to_watch' });
    await send(ben, 'POST', '/api/watch/status', { tmdb_id: COCO, status: 'want_to_watch' });
    const fromWatchlists = await picks(ana, { member_ids: [ben.userId], watchlists_only: true });
    expect(ids(fromWatchlists).sort()).toEqual([ARRIVAL, COCO].sort());
    expect(fromWatchlists.picks.find((pick) => pick.movie.id === ARRIVAL)!.reasons[0]!.reason).toBe(
      "it's on your watchlist",
    );

    // Each pick says whose watchlist has it.
    const arrival = fromWatchlists.picks.find((pick) => pick.movie.id === ARRIVAL)!;
    expect(arrival.reasons.map((reason) => reason.on_watchlist)).toEqual([true, false]);

    const pick = (await picks(ana, { member_ids: [ben.userId] })).picks[0]!.movie.id;
    const added = await send(ana, 'POST', '/api/tonight/watchlist', {
      tmdb_id: pick,
      member_ids: [ben.userId],
    });
    expect(added).toMatchObject({
      data: { members: 2, added: 2 },
      message: "Added to everyone's watchlists",
    });
    // A second click changes nothing, and says so instead of reporting a success.
    const again = await send(ana, 'POST', '/api/tonight/watchlist', {
      tmdb_id: pick,
      member_ids: [ben.userId],
    });
    expect(again).toMatchObject({
      data: { members: 2, added: 0 },
      message: "It's already on everyone's watchlist",
    });
    // Arrival was on Ana's list only: it goes on Ben's.
    const arrivalAdded = await send(ana, 'POST', '/api/tonight/watchlist', {
      tmdb_id: ARRIVAL,
      member_ids: [ben.userId],
    });
    expect(arrivalAdded).toMatchObject({
      data: { members: 2, added: 1 },
      message: 'Added to 1 of the 2 watchlists; the others already had it',
    });
    const onBoth = await picks(ana, { member_ids: [ben.userId], watchlists_only: true });
    expect(
      onBoth.picks.find((one) => one.movie.id === ARRIVAL)!.reasons.map((reason) => reason.on_watchlist),
    ).toEqual([true, true]);
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
      // Ben's private reason names the genres his history shares with the pick, not his movies.
      const bensTitles = ['Toy Story', 'Finding Nemo', 'Up'];
      for (const pick of answer.picks) {
        const bens = pick.reasons[1]!.reason;
        expect(bens).toMatch(/^(it's on their watchlist|.+, as in their watch history|.+ for their taste)$/);
        for (const title of bensTitles) expect(bens).not.toContain(title);
        expect(['on_watchlist', 'shared_genres', 'taste']).toContain(pick.reasons[1]!.parts!.kind);
      }
    } finally {
      recommender = await recommender.restart();
    }
  });
});

describe.each(routeTestEngines())('Watch tonight "on my services" with live TMDB on %s', (engine) => {
  let live: LiveTmdbApp;
  let api: TestApp;
  let cleo: TestUser;
  /** Four of TMDB's popular movies (live TMDB's catalog filters within its discover pages). */
  let first: number, second: number, third: number, fourth: number;

  beforeAll(async () => {
    live = await createLiveTmdbApp(engine, 'tonight-tmdb-key');
    api = live.testApp;
    const popular = await api.app.inject({ url: '/api/tmdb/movie/popular?page=1' });
    [first, second, third, fourth] = popular
      .json<{ results: { id: number }[] }>()
      .results.map((m) => m.id) as [number, number, number, number];
    const link = (id: number) => `https://www.themoviedb.org/movie/${id}/watch?locale=US`;
    // The first streams on Netflix in the US (MUBI in Germany), the second on MUBI in the US, the third only
    // rents there; the fourth streams on Netflix only in Germany.
    live.server.watchProviders.set(first, {
      US: { link: link(first), flatrate: [netflix], rent: [appleTv] },
      DE: { link: link(first), flatrate: [mubi] },
    });
    live.server.watchProviders.set(second, { US: { link: link(second), flatrate: [mubi] } });
    live.server.watchProviders.set(third, { US: { link: link(third), rent: [appleTv] } });
    live.server.watchProviders.set(fourth, { DE: { link: link(fourth), flatrate: [netflix] } });
    cleo = await signUpVerifiedUser(api, { name: 'Cleo' });
    for (const tmdbId of [first, second, third, fourth]) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/watch/status',
        headers: cleo.headers,
        payload: { tmdb_id: tmdbId, status: 'want_to_watch' },
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
  });
  afterAll(async () => {
    await live?.close();
  });

  const pickIds = async (body: TonightPicksBody) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/tonight/picks',
      headers: cleo.headers,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as TonightPicks).picks.map((pick) => pick.movie.id).sort((a, b) => a - b);
  };
  const chooseServices = async (region: string, providerIds: number[]) => {
    const response = await api.app.inject({
      method: 'PUT',
      url: '/api/where-to-watch/settings',
      headers: cleo.headers,
      payload: { region, provider_ids: providerIds },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it("keeps only picks streaming on the user's services in their region", async () => {
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect(await pickIds({ watchlists_only: true })).toEqual(sorted([first, second, third, fourth]));
    // No services chosen yet: nothing is on them.
    expect(await pickIds({ watchlists_only: true, on_my_services: true })).toEqual([]);

    await chooseServices('US', [netflix.provider_id]);
    expect(await pickIds({ watchlists_only: true, on_my_services: true })).toEqual([first]);
    await chooseServices('US', [netflix.provider_id, mubi.provider_id]);
    expect(await pickIds({ watchlists_only: true, on_my_services: true })).toEqual(sorted([first, second]));
    // Another region, other offers: in Germany Netflix has the fourth, not the first.
    await chooseServices('DE', [netflix.provider_id]);
    expect(await pickIds({ watchlists_only: true, on_my_services: true })).toEqual([fourth]);
    // Renting is not "on my services".
    await chooseServices('US', [appleTv.provider_id]);
    expect(await pickIds({ watchlists_only: true, on_my_services: true })).toEqual([]);
  });
});
