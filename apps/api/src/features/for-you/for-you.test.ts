import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FOR_YOU_STARTER_MOVIES,
  forYouStarterResponseSchema,
  historyReason,
  recommendationListSchema,
  type ForYou,
} from '@marquee/contracts';
import { routeTestEngines } from '@marquee/db/testing';
import { startTestRecommender, type TestRecommender } from '@marquee/recommender/testing';
import { allowFriendsRatings, followFriendWithRatings } from '../../testing/friends-posts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser, type TestUser } from '../../testing/test-users.ts';
import { ANIMATION, FINDING_NEMO, INTERSTELLAR, SCIENCE_FICTION, TOY_STORY } from '@marquee/catalog/testing';

describe.each(routeTestEngines())('"For you" over real HTTP on %s', (engine) => {
  let recommender: TestRecommender;
  let api: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    recommender = await startTestRecommender(engine);
    api = await createTestApp(engine, { RECOMMENDER_URL: recommender.url });
    alice = await signUpVerifiedUser(api);
  });
  afterAll(async () => {
    await api?.close();
    await recommender?.close();
  });

  const forYou = async (user: TestUser) => {
    const response = await api.app.inject({ method: 'GET', url: '/api/for-you', headers: user.headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ success: true; data: ForYou }>().data;
  };
  const send = async (method: 'POST', url: string, user: TestUser, payload: object) => {
    const response = await api.app.inject({ method, url, headers: user.headers, payload });
    expect(response.statusCode, `${method} ${url}`).toBeLessThan(300);
  };
  const listed = (answer: ForYou) => [
    ...answer.recommended.map((movie) => movie.id),
    ...answer.because_you_liked.flatMap((row) => row.movies.map((movie) => movie.id)),
  ];
  const share = (answer: { genre_ids: number[] }[], genre: number) =>
    answer.filter((movie) => movie.genre_ids.includes(genre)).length / answer.length;

  it('answers a visitor with 401 JSON, and someone with no history with empty lists', async () => {
    const visitor = await api.app.inject({ method: 'GET', url: '/api/for-you' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false });
    expect(await forYou(alice)).toEqual({
      recommended: [],
      because_you_liked: [],
      limited: false,
      taste_movies: 0,
    });
  });

  it('reflects a new like at once, and never lists a liked, rated or watched movie', async () => {
    await send('POST', '/api/likes', alice, { tmdb_id: INTERSTELLAR });
    const first = await forYou(alice);
    expect(first.limited).toBe(false);
    expect(first.recommended.length).toBeGreaterThanOrEqual(10);
    expect(share(first.recommended.slice(0, 10), SCIENCE_FICTION)).toBeGreaterThanOrEqual(0.6);
    expect(first.because_you_liked).toEqual([]); // it would only repeat the row above
    expect(listed(first)).not.toContain(INTERSTELLAR);

    // The next request after a like already answers from the new history: no stale answer is kept.
    await send('POST', '/api/likes', alice, { tmdb_id: TOY_STORY });
    const second = await forYou(alice);
    expect(second.because_you_liked.map((row) => row.liked)).toEqual([
      { id: TOY_STORY, title: 'Toy Story' },
      { id: INTERSTELLAR, title: 'Interstellar' },
    ]);
    expect(share(second.because_you_liked[0].movies, ANIMATION)).toBeGreaterThanOrEqual(0.5);
    expect(second.recommended.filter((movie) => movie.genre_ids.includes(ANIMATION)).length).toBeGreaterThan(
      first.recommended.filter((movie) => movie.genre_ids.includes(ANIMATION)).length,
    );
    expect(listed(second)).not.toContain(INTERSTELLAR);
    expect(listed(second)).not.toContain(TOY_STORY);
    // Every pick says why: the "Recommended for you" row by the user's own movies, the liked rows by the item.
    for (const movie of second.recommended)
      expect(movie.reason.text).toMatch(/^Because you liked (Toy Story|Interstellar)/);
    for (const movie of second.because_you_liked.flatMap((row) => row.movies))
      expect(movie.reason.movies.map((named) => named.id)).toEqual([
        second.because_you_liked.find((row) => row.movies.includes(movie))!.liked.id,
      ]);

    // Watching one of them, and rating another (even badly), takes each out everywhere.
    const [watched, rated] = second.recommended;
    await send('POST', '/api/watch/status', alice, { tmdb_id: watched.id, status: 'watched' });
    await send('POST', '/api/ratings', alice, { tmdb_id: rated.id, rating: 2 });
    const third = await forYou(alice);
    expect(third.recommended.length).toBeGreaterThanOrEqual(10);
    for (const id of [INTERSTELLAR, TOY_STORY, watched.id, rated.id]) expect(listed(third)).not.toContain(id);
  });

  it('three ratings are enough: each pick names the rated movies that add most to its score', async () => {
    const newcomer = await signUpVerifiedUser(api);
    const rated = [
      [INTERSTELLAR, 9],
      [TOY_STORY, 8],
      [FINDING_NEMO, 10],
    ] as const;
    for (const [tmdbId, rating] of rated)
      await send('POST', '/api/ratings', newcomer, { tmdb_id: tmdbId, rating });
    const answer = await forYou(newcomer);
    expect(answer.taste_movies).toBe(3);
    expect(answer.limited).toBe(false);
    expect(answer.recommended.length).toBeGreaterThanOrEqual(10);
    // The service's own contributions for the same history: the reason names its largest terms, in order.
    const history = rated.map(([id]) => id).reverse(); // most recent first
    const direct = recommendationListSchema.parse(
      await (
        await fetch(`${recommender.url}/recommend/history?tmdb_ids=${history.join(',')}&top_n=50`)
      ).json(),
    );
    const titles = {
      [INTERSTELLAR]: 'Interstellar',
      [TOY_STORY]: 'Toy Story',
      [FINDING_NEMO]: 'Finding Nemo',
    };
    const ratingOf = new Map<number, number>(rated);
    for (const movie of answer.recommended) {
      const contributors = direct.find((item) => item.tmdbId === movie.id)!.because!;
      expect(movie.reason).toEqual(
        historyReason(
          contributors.map(({ tmdbId }) => ({
            id: tmdbId,
            title: titles[tmdbId as keyof typeof titles],
            rating: ratingOf.get(tmdbId),
          })),
        ),
      );
      expect(movie.reason.text).toMatch(/^Because you rated (Interstellar|Toy Story|Finding Nemo) (9|8|10)/);
    }
  });

  it('draws on what the people a user follows rated highly only once they turn that on, and says so', async () => {
    // Carol, with no history of her own, follows Dora on another server, who posted Finding Nemo ★ 9/10 and
    // Toy Story ★ 4/10 (as the inbox keeps delivered posts).
    const carol = await signUpVerifiedUser(api);
    const { db } = api.database;
    await followFriendWithRatings(db, carol.userId, 'dora', [
      [FINDING_NEMO, 9],
      [TOY_STORY, 4],
    ]);

    expect(await forYou(carol)).toMatchObject({ recommended: [], taste_movies: 0 });

    await allowFriendsRatings(db, carol.userId, true);
    const drawn = await forYou(carol);
    expect(drawn.recommended.length).toBeGreaterThanOrEqual(10);
    expect(share(drawn.recommended.slice(0, 10), ANIMATION)).toBeGreaterThanOrEqual(0.5);
    expect(listed(drawn)).not.toContain(FINDING_NEMO);
    for (const movie of drawn.recommended) {
      expect(movie.reason).toMatchObject({
        text: 'Because friends rated Finding Nemo 9',
        short: 'Friends rated Finding Nemo 9',
        subject: 'friends',
      });
      expect(movie.reason.movies).toEqual([{ id: FINDING_NEMO, title: 'Finding Nemo', rating: 9 }]);
    }
  });

  it('offers a newcomer a varied grid to like from, without what they already liked', async () => {
    const newcomer = await signUpVerifiedUser(api);
    await send('POST', '/api/likes', newcomer, { tmdb_id: TOY_STORY });
    const response = await api.app.inject({ url: '/api/for-you/starter', headers: newcomer.headers });
    expect(response.statusCode).toBe(200);
    const grid = forYouStarterResponseSchema.parse(response.json()).data;
    expect(grid).toHaveLength(FOR_YOU_STARTER_MOVIES);
    expect(new Set(grid.map((movie) => movie.id)).size).toBe(grid.length);
    expect(grid.map((movie) => movie.id)).not.toContain(TOY_STORY);
    // Varied: the films' genres together cover most of the catalog's, not one kind of film.
    expect(new Set(grid.flatMap((movie) => movie.genre_ids)).size).toBeGreaterThanOrEqual(10);
    expect((await forYou(newcomer)).taste_movies).toBe(1);
    const visitor = await api.app.inject({ url: '/api/for-you/starter' });
    expect(visitor.statusCode).toBe(401);
  });

  it('the service down: popular movies in the genres the user likes most, marked limited', async () => {
    const fan = await signUpVerifiedUser(api);
    // Two animated movies and one science fiction: animation is what this user likes most.
    for (const tmdbId of [TOY_STORY, INTERSTELLAR, FINDING_NEMO])
      await send('POST', '/api/likes', fan, { tmdb_id: tmdbId });
    const up = await forYou(fan);
    await send('POST', '/api/watch/status', fan, { tmdb_id: up.recommended[0]!.id, status: 'watched' });
    await recommender.stop();
    try {
      const answer = await forYou(fan);
      expect(answer.limited).toBe(true);
      expect(answer.because_you_liked).toEqual([]);
      expect(answer.recommended.length).toBeGreaterThanOrEqual(10);
      for (const id of [TOY_STORY, INTERSTELLAR, FINDING_NEMO, up.recommended[0]!.id])
        expect(listed(answer)).not.toContain(id);
      // Every pick is in a genre of the liked movies, and animation (liked most) is among them.
      const likedGenres = new Set<number>();
      for (const tmdbId of [TOY_STORY, INTERSTELLAR, FINDING_NEMO]) {
        const movie = await api.app.inject({ url: `/api/tmdb/movie/${tmdbId}` });
        for (const genre of movie.json<{ genres: { id: number }[] }>().genres) likedGenres.add(genre.id);
      }
      expect(likedGenres.has(ANIMATION)).toBe(true);
      for (const movie of answer.recommended)
        expect(
          movie.genre_ids.some((genre) => likedGenres.has(genre)),
          movie.title,
        ).toBe(true);
      expect(answer.recommended.some((movie) => movie.genre_ids.includes(ANIMATION))).toBe(true);
      // Each pick says it is the simpler pick: popular in a liked genre that it has.
      for (const movie of answer.recommended) {
        expect(movie.reason.kind).toBe('popular_in_genres');
        expect(movie.reason.text).toMatch(/^Popular in .+, which you like$/);
        // and names those genres by id, for a client that says them in its own language.
        const named = movie.reason.genre_ids ?? [];
        expect(named.length > 0 && named.every((genre) => movie.genre_ids.includes(genre)), movie.title).toBe(
          true,
        );
      }
      // The most popular first.
      const popularity = answer.recommended.map((movie) => movie.popularity);
      expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
      const home = await api.app.inject({ method: 'GET', url: '/api/tmdb/movie/popular' });
      expect(home.statusCode).toBe(200);
    } finally {
      recommender = await recommender.restart();
    }
  });
});
