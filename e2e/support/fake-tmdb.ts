import http from 'node:http';
import { freePort } from '@marquee/harness';

/**
 * A local server that speaks TMDB's v3 protocol for a handful of movies (and TMDB's own recommendations for
 * them: the others), so the API's TMDB live source runs
 * unchanged against it. `mode` switches it into the failures TMDB really shows: 500s, 429s with Retry-After,
 * and requests that never answer.
 */
export type FakeTmdbMode = 'ok' | '500' | '429' | 'hang';

export interface FakeTmdb {
  /** TMDB_BASE_URL for the API (the v3 root). */
  baseUrl: string;
  mode: FakeTmdbMode;
  /** Requests received per path (without the query), e.g. '/3/movie/603'. */
  hits: Map<string, number>;
  stop(): Promise<void>;
}

const MOVIES = [
  {
    id: 603,
    title: 'The Matrix',
    release_date: '1999-03-30',
    genres: [
      { id: 28, name: 'Action' },
      { id: 878, name: 'Science Fiction' },
    ],
  },
  {
    id: 27205,
    title: 'Inception',
    release_date: '2010-07-15',
    genres: [
      { id: 28, name: 'Action' },
      { id: 878, name: 'Science Fiction' },
    ],
  },
  {
    id: 157336,
    title: 'Interstellar',
    release_date: '2014-11-05',
    genres: [
      { id: 12, name: 'Adventure' },
      { id: 18, name: 'Drama' },
    ],
  },
].map((movie, index) => ({
  ...movie,
  overview: `Synthetic overview ${index}.`,
  original_language: 'en',
  poster_path: `/poster-${movie.id}.jpg`,
  backdrop_path: `/backdrop-${movie.id}.jpg`,
  vote_average: 8 - index / 10,
  vote_count: 20_000 - index,
  popularity: 100 - index,
  adult: false,
  runtime: 130 + index,
  tagline: null,
  production_companies: [{ id: 174, name: 'Synthetic Pictures', logo_path: null }],
}));

/**
 * Movies absent from the starter catalog, served only by /movie/{id} (the listings stay as they were): the API
 * meets them first through TMDB, as a live-TMDB site meets most movies.
 */
export const LIVE_ONLY_MOVIES = [
  {
    id: 335984,
    title: 'Blade Runner 2049',
    release_date: '2017-10-04',
    genres: [
      { id: 878, name: 'Science Fiction' },
      { id: 18, name: 'Drama' },
    ],
    keywords: { keywords: [{ id: 310, name: 'artificial intelligence' }] },
  },
].map((movie) => ({
  ...MOVIES[0],
  ...movie,
  overview: 'Synthetic overview of a live-only movie.',
  poster_path: `/poster-${movie.id}.jpg`,
  backdrop_path: `/backdrop-${movie.id}.jpg`,
}));

const summary = ({
  genres,
  runtime: _runtime,
  production_companies: _companies,
  tagline: _tagline,
  ...movie
}: (typeof MOVIES)[number]) => ({
  ...movie,
  genre_ids: genres.map((genre) => genre.id),
});
const listPage = (results: unknown[]) => ({
  page: 1,
  results,
  total_pages: 1,
  total_results: results.length,
});

function answer(path: string, url: URL): unknown {
  const recommendations = path.match(/^\/3\/movie\/(\d+)\/recommendations$/);
  if (recommendations) {
    const id = Number(recommendations[1]);
    if (![...MOVIES, ...LIVE_ONLY_MOVIES].some((candidate) => candidate.id === id)) return undefined;
    return listPage(MOVIES.filter((candidate) => candidate.id !== id).map(summary));
  }
  const movie = path.match(/^\/3\/movie\/(\d+)(\/credits)?$/);
  if (movie) {
    const found = [...MOVIES, ...LIVE_ONLY_MOVIES].find((candidate) => candidate.id === Number(movie[1]));
    if (!found) return undefined;
    if (movie[2])
      return {
        id: found.id,
        cast: [
          {
            id: 6384,
            name: 'Synthetic Actor',
            character: 'Lead',
            profile_path: null,
            order: 0,
            cast_id: 1,
            credit_id: 'x',
          },
        ],
        crew: [],
      };
    return found;
  }
  if (/^\/3\/(movie\/(popular|top_rated|now_playing)|trending\/movie\/week|discover\/movie)$/.test(path))
    return listPage(MOVIES.map(summary));
  if (path === '/3/search/movie') {
    const query = (url.searchParams.get('query') ?? '').toLowerCase();
    return listPage(MOVIES.filter((candidate) => candidate.title.toLowerCase().includes(query)).map(summary));
  }
  if (path === '/3/search/person') return listPage([]);
  if (path === '/3/configuration') return { images: { secure_base_url: 'https://image.tmdb.org/t/p/' } };
  const person = path.match(/^\/3\/person\/(\d+)\/movie_credits$/);
  if (person)
    return {
      id: Number(person[1]),
      cast: MOVIES.map((candidate) => ({ ...summary(candidate), character: 'Lead' })),
      crew: [],
    };
  return undefined;
}

export async function startFakeTmdb(): Promise<FakeTmdb> {
  const hanging = new Set<http.ServerResponse>();
  const fake: FakeTmdb = { baseUrl: '', mode: 'ok', hits: new Map(), stop: async () => undefined };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    fake.hits.set(url.pathname, (fake.hits.get(url.pathname) ?? 0) + 1);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
      response.end(JSON.stringify(body));
    };
    if (fake.mode === 'hang') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (fake.mode === '500')
      return json(500, {
        status_code: 11,
        status_message: 'Internal error: Something went wrong, contact TMDb.',
      });
    if (fake.mode === '429')
      return json(
        429,
        { status_code: 25, status_message: 'Your request count is over the allowed limit.' },
        { 'retry-after': '1' },
      );
    const body = answer(url.pathname, url);
    if (body === undefined)
      return json(404, { status_code: 34, status_message: 'The resource you requested could not be found.' });
    return json(200, body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${port}/3`;
  fake.stop = () =>
    new Promise<void>((resolve) => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
