import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import { engineTestEngines } from '@marquee/db/testing';
import type { Stats } from '@marquee/contracts';
import { CITY_LIGHTS, FIGHT_CLUB, INCEPTION, INTERSTELLAR, THE_DARK_KNIGHT } from '@marquee/catalog/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';

interface Watch {
  tmdbId: number;
  title: string;
  on: string;
  rating?: number;
}

/** Diary rows as the diary feature writes them (that feature isn't needed to read them). */
async function logWatches(db: Kysely<Database>, userId: string, watches: Watch[]): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('diary_entries')
    .values(
      watches.map((watch) => ({
        user_id: userId,
        tmdb_id: watch.tmdbId,
        title: watch.title,
        poster_path: null,
        vote_average: 0,
        release_date: null,
        watched_on: watch.on,
        rating: watch.rating ?? null,
        review: null,
        is_rewatch: 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

async function rateMovies(db: Kysely<Database>, userId: string, ratings: [number, number][]): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('ratings')
    .values(
      ratings.map(([tmdbId, rating]) => ({
        user_id: userId,
        tmdb_id: tmdbId,
        rating,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

// Starter-catalog movies: runtime, genres, director and top-billed cast come from the catalog.
const fightClub = { tmdbId: FIGHT_CLUB, title: 'Fight Club' }; // 139 min, Drama, David Fincher
const inception = { tmdbId: INCEPTION, title: 'Inception' }; // 148 min, Action Thriller SF Mystery Adventure, Nolan
const interstellar = { tmdbId: INTERSTELLAR, title: 'Interstellar' }; // 169 min, Adventure Drama SF, Nolan, Michael Caine
const darkKnight = { tmdbId: THE_DARK_KNIGHT, title: 'The Dark Knight' }; // 152 min, Drama Action Crime Thriller, Nolan, Caine
// Comedy Drama Romance; the starter knows its runtime and director, the test removes both (see seedAlice).
const cityLights = { tmdbId: CITY_LIGHTS, title: 'City Lights' };

describe.each(engineTestEngines())('stats API on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { alice: {}, bob: {}, heavy: {} });
  const db = () => suite.testApp.context.database.db;
  const stats = (user: TestUser | null, query = '') =>
    suite.testApp.app.inject({ method: 'GET', url: `/api/stats${query}`, headers: user?.headers });

  let seeded = false;
  async function seedAlice(): Promise<void> {
    if (seeded) return;
    seeded = true;
    // Every starter movie has a runtime and a director, but a movie mirrored from TMDB may lack both.
    await db().updateTable('movies').set({ runtime: null }).where('id', '=', cityLights.tmdbId).execute();
    await db().deleteFrom('movie_crew').where('movie_id', '=', cityLights.tmdbId).execute();
    await logWatches(db(), suite.alice.userId, [
      { ...fightClub, on: '2023-03-10', rating: 8 },
      { ...inception, on: '2023-11-02', rating: 9 },
      { ...interstellar, on: '2024-01-05', rating: 10 },
      { ...fightClub, on: '2024-01-20' },
      { ...darkKnight, on: '2024-02-14', rating: 7 },
      { ...cityLights, on: '2024-06-01' },
      { ...interstellar, on: '2024-06-01', rating: 9 },
      { ...inception, on: '2024-12-31' },
    ]);
    // The Godfather was rated but never logged; City Lights only rated here; Fight Club's diary rating wins.
    await rateMovies(db(), suite.alice.userId, [
      [238, 6],
      [901, 5],
      [550, 3],
    ]);
  }

  it('answers 401 JSON to a visitor', async () => {
    const response = await stats(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Authentication required. Please log in.' });
  });

  it('answers 400 naming the year for a bad year', async () => {
    for (const bad of ['abc', '1800', '20245', '2024.5', '-2024', '']) {
      const response = await stats(suite.alice, `?year=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json(), bad).toMatchObject({
        success: false,
        message: expect.stringContaining('year'),
      });
    }
  });

  it('gives per-year films, distinct films and hours, counting a movie without runtime apart', async () => {
    await seedAlice();
    const response = await stats(suite.alice);
    expect(response.statusCode).toBe(200);
    const data: Stats = response.json().data;
    expect(data.years).toEqual([
      { year: 2023, watches: 2, films: 2, minutes: 139 + 148, films_without_runtime: 0 },
      { year: 2024, watches: 6, films: 5, minutes: 169 + 139 + 152 + 169 + 148, films_without_runtime: 1 },
    ]);
    expect(data.totals).toEqual({ watches: 8, films: 5, minutes: 1064, films_without_runtime: 1 });
  });

  it('rates each film once: latest rated watch, else the movie rating, including movies never logged', async () => {
    await seedAlice();
    const data: Stats = (await stats(suite.alice)).json().data;
    // Fight Club 8 (not 3), Inception 9, Interstellar 9 (its later watch), Dark Knight 7, City Lights 5, Godfather 6.
    const expected = [0, 0, 0, 0, 1, 1, 1, 1, 2, 0];
    expect(data.ratings).toEqual(expected.map((films, index) => ({ rating: index + 1, films })));
  });

  it('ranks genres, directors and top-billed actors by films watched, ties by name', async () => {
    await seedAlice();
    const data: Stats = (await stats(suite.alice)).json().data;
    expect(data.top_genres.map(({ name, films }) => [name, films])).toEqual([
      ['Drama', 4],
      ['Action', 2],
      ['Adventure', 2],
      ['Science Fiction', 2],
      ['Thriller', 2],
      ['Comedy', 1],
      ['Crime', 1],
      ['Mystery', 1],
      ['Romance', 1],
    ]);
    expect(data.top_directors.map(({ name, films }) => [name, films])).toEqual([
      ['Christopher Nolan', 3],
      ['David Fincher', 1],
    ]);
    expect(data.top_actors).toHaveLength(10);
    expect(data.top_actors[0]).toMatchObject({ name: 'Michael Caine', films: 2 });
    expect(data.top_actors.slice(1).every((actor) => actor.films === 1)).toBe(true);
    // Billed sixth in Fight Club: not top-billed.
    expect(data.top_actors.map((actor) => actor.name)).not.toContain('Zach Grenier');
  });

  it('reviews the latest year by default: months, top rated, first and last, rewatches, longest', async () => {
    await seedAlice();
    const review = (await stats(suite.alice)).json().data.review as Stats['review'];
    expect(review).toEqual({
      year: 2024,
      watches: 6,
      films: 5,
      minutes: 777,
      films_without_runtime: 1,
      months: [2, 1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 1],
      top_rated: [
        { tmdb_id: 157336, title: 'Interstellar', poster_path: null, rating: 9 },
        { tmdb_id: 27205, title: 'Inception', poster_path: null, rating: 9 },
        { tmdb_id: 550, title: 'Fight Club', poster_path: null, rating: 8 },
        { tmdb_id: 155, title: 'The Dark Knight', poster_path: null, rating: 7 },
        { tmdb_id: 901, title: 'City Lights', poster_path: null, rating: 5 },
      ],
      top_genre: { id: 18, name: 'Drama', watches: 5 },
      first_film: { tmdb_id: 157336, title: 'Interstellar', poster_path: null, watched_on: '2024-01-05' },
      last_film: { tmdb_id: 27205, title: 'Inception', poster_path: null, watched_on: '2024-12-31' },
      // Fight Club and Inception (first seen in 2023) and Interstellar's second watch.
      rewatches: 3,
      longest_film: { tmdb_id: 157336, title: 'Interstellar', poster_path: null, runtime: 169 },
    });
  });

  it('reviews the chosen year, and a year without watches as empty', async () => {
    await seedAlice();
    const review2023 = (await stats(suite.alice, '?year=2023')).json().data.review as Stats['review'];
    expect(review2023).toMatchObject({
      year: 2023,
      watches: 2,
      months: [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0],
      top_rated: [
        { title: 'Inception', rating: 9 },
        { title: 'Fight Club', rating: 8 },
      ],
      // One watch each: the tie goes to the first name.
      top_genre: { name: 'Action', watches: 1 },
      first_film: { title: 'Fight Club', watched_on: '2023-03-10' },
      last_film: { title: 'Inception', watched_on: '2023-11-02' },
      rewatches: 0,
      longest_film: { title: 'Inception', runtime: 148 },
    });

    const empty = (await stats(suite.alice, '?year=2019')).json().data as Stats;
    expect(empty.review).toEqual({
      year: 2019,
      watches: 0,
      films: 0,
      minutes: 0,
      films_without_runtime: 0,
      months: Array(12).fill(0),
      top_rated: [],
      top_genre: null,
      first_film: null,
      last_film: null,
      rewatches: 0,
      longest_film: null,
    });
    expect(empty.totals.watches).toBe(8);
  });

  it("gives a user with no diary empty figures and no review, and never another user's", async () => {
    await seedAlice();
    const data: Stats = (await stats(suite.bob)).json().data;
    expect(data).toEqual({
      totals: { watches: 0, films: 0, minutes: 0, films_without_runtime: 0 },
      years: [],
      ratings: Array.from({ length: 10 }, (_, index) => ({ rating: index + 1, films: 0 })),
      top_genres: [],
      top_directors: [],
      top_actors: [],
      review: null,
      watched_list: { films: 0, without_diary_entry: 0 },
    });
  });

  it('says what the Watched list counts beside the diary: films marked watched, and those without a diary entry', async () => {
    await seedAlice();
    // Marked watched: two films of the diary, and two the diary lacks (imported without dates, say).
    const now = new Date().toISOString();
    await db()
      .insertInto('watch_status')
      .values(
        [
          [fightClub.tmdbId, fightClub.title, 'watched'],
          [inception.tmdbId, inception.title, 'watched'],
          [238, 'The Godfather', 'watched'],
          [680, 'Pulp Fiction', 'watched'],
          [13, 'Forrest Gump', 'want_to_watch'],
        ].map(([tmdbId, title, status]) => ({
          user_id: suite.alice.userId,
          tmdb_id: tmdbId as number,
          title: title as string,
          poster_path: null,
          vote_average: 0,
          status: status as 'watched' | 'want_to_watch',
          updated_at: now,
        })),
      )
      .execute();
    const data: Stats = (await stats(suite.alice)).json().data;
    expect(data.watched_list).toEqual({ films: 4, without_diary_entry: 2 });
    expect(data.totals.films).toBe(5);
  });

  it('adds up a diary of 5,000 entries across fourteen years', async () => {
    const movies = await db().selectFrom('movies').select(['id', 'title']).orderBy('id').execute();
    const watches: Watch[] = Array.from({ length: 5000 }, (_, index) => {
      const movie = movies[(index * 7) % movies.length];
      const day = new Date(Date.UTC(2010, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
      return { tmdbId: movie.id, title: movie.title, on: day, rating: (index % 10) + 1 };
    });
    for (let start = 0; start < watches.length; start += 500)
      await logWatches(db(), suite.heavy.userId, watches.slice(start, start + 500));

    const data: Stats | undefined = (await stats(suite.heavy)).json().data;
    expect(data?.totals.watches).toBe(5000);
    expect(data?.years.map((year) => year.year)).toEqual([
      2010, 2011, 2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023,
    ]);
  });
});
