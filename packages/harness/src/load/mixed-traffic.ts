import { seededRandom } from '@marquee/contracts';
import type { HttpUser } from './http-users.ts';

/**
 * Mixed traffic from signed-in users (browse, search, like/unlike, rate, comment, playlist edits), each user
 * one request at a time, with a client-side ledger of every acknowledged write. A write whose answer never
 * came (the server died or hung) is marked uncertain: afterwards either outcome is accepted for it, and only
 * for it. verifyLedger() then reads everything back and lists every disagreement.
 */

export interface TrafficOptions {
  baseUrl: string;
  users: HttpUser[];
  durationMs: number;
  /** Upper bound per user, so a run is bounded in count as well as time. */
  maxRequestsPerUser?: number;
  /** A request unanswered after this long counts as hung. */
  hangLimitMs?: number;
  /** Movie ids the users act on (a small pool, so likes and playlist entries collide and toggle). */
  movieIds: number[];
  searchTerms: string[];
  seed?: number;
  /** Crash runs: a user stops at its first transport failure (the server is gone) instead of counting it. */
  stopOnTransportError?: boolean;
  /** Called with each answer; lets a crash test pull the plug after some acknowledged writes. */
  onResponse?: (report: TrafficReport) => void;
  /** Go on from an earlier run's ledgers (updated in place), e.g. after a restart. */
  startFrom?: UserLedger[];
}

export interface Sample {
  method: string;
  path: string;
  status: number | 'hung' | 'transport';
  body: string;
}

interface Entry {
  present: boolean;
  certain: boolean;
}

export interface UserLedger {
  likes: Map<number, Entry>;
  ratings: Map<number, { rating: number; certain: boolean }>;
  comments: Map<number, { text: string; certain: boolean }>;
  /** Comment creations that were sent but never answered: each may or may not exist. */
  unansweredComments: number;
  playlists: Map<number, { name: string; movies: Map<number, Entry> }>;
  unansweredPlaylists: number;
}

export interface TrafficReport {
  requests: number;
  reads: number;
  acknowledgedWrites: number;
  byStatus: Record<string, number>;
  serverErrors: Sample[];
  hung: Sample[];
  transportErrors: Sample[];
  /** Answers that contradict the ledger (e.g. 409 on a like the user does not have). */
  unexpected: Sample[];
  ledgers: UserLedger[];
  elapsedMs: number;
}

export function emptyLedger(): UserLedger {
  return {
    likes: new Map(),
    ratings: new Map(),
    comments: new Map(),
    unansweredComments: 0,
    playlists: new Map(),
    unansweredPlaylists: 0,
  };
}

type Outcome =
  | { kind: 'answer'; status: number; body: string; json: unknown }
  | { kind: 'hung' }
  | { kind: 'transport'; error: string };

export async function callApi(
  baseUrl: string,
  user: HttpUser | undefined,
  method: string,
  path: string,
  body?: unknown,
  hangLimitMs = 20_000,
): Promise<Outcome> {
  try {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        ...(user?.headers ?? {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(hangLimitMs),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { kind: 'answer', status: response.status, body: text, json };
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      return { kind: 'hung' };
    return {
      kind: 'transport',
      error:
        error instanceof Error
          ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`
          : String(error),
    };
  }
}

export async function runMixedTraffic(options: TrafficOptions): Promise<TrafficReport> {
  const hangLimitMs = options.hangLimitMs ?? 20_000;
  const maxRequests = options.maxRequestsPerUser ?? Number.POSITIVE_INFINITY;
  const report: TrafficReport = {
    requests: 0,
    reads: 0,
    acknowledgedWrites: 0,
    byStatus: {},
    serverErrors: [],
    hung: [],
    transportErrors: [],
    unexpected: [],
    ledgers: options.startFrom ?? options.users.map(() => emptyLedger()),
    elapsedMs: 0,
  };
  const started = Date.now();
  const deadline = started + options.durationMs;

  const runUser = async (user: HttpUser, index: number) => {
    const ledger = report.ledgers[index]!;
    const rand = seededRandom((options.seed ?? 1) * 7919 + index);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
    let sent = 0;
    let stopped = false;

    /** Sends one request; returns the answer, or undefined when it did not come (already recorded). */
    const send = async (method: string, path: string, body?: unknown) => {
      sent += 1;
      report.requests += 1;
      const outcome = await callApi(options.baseUrl, user, method, path, body, hangLimitMs);
      if (outcome.kind === 'hung') {
        report.hung.push({ method, path, status: 'hung', body: '' });
        return undefined;
      }
      if (outcome.kind === 'transport') {
        report.transportErrors.push({ method, path, status: 'transport', body: outcome.error });
        if (options.stopOnTransportError) stopped = true;
        return undefined;
      }
      report.byStatus[outcome.status] = (report.byStatus[outcome.status] ?? 0) + 1;
      if (outcome.status >= 500)
        report.serverErrors.push({ method, path, status: outcome.status, body: outcome.body.slice(0, 300) });
      options.onResponse?.(report);
      return outcome;
    };
    const expectStatus = (
      answer: Awaited<ReturnType<typeof send>>,
      expected: number,
      method: string,
      path: string,
    ): answer is NonNullable<typeof answer> => {
      if (!answer) return false;
      if (answer.status === expected) {
        if (method !== 'GET') report.acknowledgedWrites += 1;
        else report.reads += 1;
        return true;
      }
      if (answer.status < 500)
        report.unexpected.push({ method, path, status: answer.status, body: answer.body.slice(0, 300) });
      return false;
    };
    const read = async (path: string) => {
      const answer = await send('GET', path);
      expectStatus(answer, 200, 'GET', path);
    };

    const actions: [number, () => Promise<void>][] = [
      [12, () => read(`/api/tmdb/movie/popular?page=${1 + Math.floor(rand() * 3)}`)],
      [12, () => read(`/api/tmdb/movie/${pick(options.movieIds)}`)],
      [5, () => read(`/api/tmdb/movie/${pick(options.movieIds)}/credits`)],
      [
        12,
        () => read(`/api/tmdb/search/movie?query=${encodeURIComponent(pick(options.searchTerms))}&page=1`),
      ],
      [6, () => read('/api/likes')],
      [
        16,
        async () => {
          const movie = pick(options.movieIds);
          const entry = ledger.likes.get(movie);
          if (entry && !entry.certain) return;
          if (entry?.present) {
            const path = `/api/likes/${movie}`;
            const answer = await send('DELETE', path);
            if (expectStatus(answer, 200, 'DELETE', path))
              ledger.likes.set(movie, { present: false, certain: true });
            else if (!answer) ledger.likes.set(movie, { present: true, certain: false });
          } else {
            const answer = await send('POST', '/api/likes', { tmdb_id: movie });
            if (expectStatus(answer, 201, 'POST', '/api/likes'))
              ledger.likes.set(movie, { present: true, certain: true });
            else if (!answer) ledger.likes.set(movie, { present: false, certain: false });
          }
        },
      ],
      [
        6,
        async () => {
          const movie = pick(options.movieIds);
          const rating = 1 + Math.floor(rand() * 10);
          const answer = await send('POST', '/api/ratings', { tmdb_id: movie, rating });
          const ok = answer && (answer.status === 200 || answer.status === 201);
          if (ok) {
            report.acknowledgedWrites += 1;
            ledger.ratings.set(movie, { rating, certain: true });
          } else if (answer) {
            if (answer.status < 500)
              report.unexpected.push({
                method: 'POST',
                path: '/api/ratings',
                status: answer.status,
                body: answer.body.slice(0, 300),
              });
          } else ledger.ratings.set(movie, { rating, certain: false });
        },
      ],
      [
        10,
        async () => {
          const own = [...ledger.comments.entries()].filter(([, comment]) => comment.certain);
          if (own.length > 0 && rand() < 0.25) {
            const [commentId] = pick(own);
            const text = `edited ${index}-${sent}`;
            const path = `/api/comments/${commentId}`;
            const answer = await send('PUT', path, { comment_text: text });
            if (expectStatus(answer, 200, 'PUT', path))
              ledger.comments.set(commentId, { text, certain: true });
            else if (!answer) ledger.comments.set(commentId, { text, certain: false });
            return;
          }
          const text = `load comment ${index}-${sent}`;
          const answer = await send('POST', '/api/comments', {
            tmdb_id: pick(options.movieIds.slice(0, 4)),
            comment_text: text,
          });
          if (expectStatus(answer, 201, 'POST', '/api/comments')) {
            ledger.comments.set((answer.json as { data: { comment_id: number } }).data.comment_id, {
              text,
              certain: true,
            });
          } else if (!answer) ledger.unansweredComments += 1;
        },
      ],
      [
        14,
        async () => {
          const playlists = [...ledger.playlists.entries()];
          if (playlists.length < 2 || rand() < 0.05) {
            const name = `list ${index}-${sent}`;
            const answer = await send('POST', '/api/playlists', { name });
            if (expectStatus(answer, 201, 'POST', '/api/playlists')) {
              ledger.playlists.set((answer.json as { data: { playlist_id: number } }).data.playlist_id, {
                name,
                movies: new Map(),
              });
            } else if (!answer) ledger.unansweredPlaylists += 1;
            return;
          }
          const [playlistId, playlist] = pick(playlists);
          const movie = pick(options.movieIds);
          const entry = playlist.movies.get(movie);
          if (entry && !entry.certain) return;
          if (entry?.present) {
            const path = `/api/playlists/${playlistId}/movies/${movie}`;
            const answer = await send('DELETE', path);
            if (expectStatus(answer, 200, 'DELETE', path))
              playlist.movies.set(movie, { present: false, certain: true });
            else if (!answer) playlist.movies.set(movie, { present: true, certain: false });
          } else {
            const path = `/api/playlists/${playlistId}/movies`;
            const answer = await send('POST', path, { tmdb_id: movie });
            if (expectStatus(answer, 201, 'POST', path))
              playlist.movies.set(movie, { present: true, certain: true });
            else if (!answer) playlist.movies.set(movie, { present: false, certain: false });
          }
        },
      ],
    ];
    const total = actions.reduce((sum, [weight]) => sum + weight, 0);
    while (!stopped && Date.now() < deadline && sent < maxRequests) {
      let roll = rand() * total;
      const action = actions.find(([weight]) => (roll -= weight) < 0)?.[1] ?? actions[0]![1];
      await action();
    }
  };

  await Promise.all(options.users.map(runUser));
  report.elapsedMs = Date.now() - started;
  return report;
}

/** Reads every user's data back through the API and lists each disagreement with the ledger (empty = exact). */
export async function verifyLedger(
  baseUrl: string,
  users: HttpUser[],
  ledgers: UserLedger[],
  commentMovieIds: number[],
): Promise<string[]> {
  const problems: string[] = [];
  const getJson = async <T>(user: HttpUser | undefined, path: string): Promise<T> => {
    const outcome = await callApi(baseUrl, user, 'GET', path);
    if (outcome.kind !== 'answer' || outcome.status !== 200)
      throw new Error(
        `GET ${path}: ${outcome.kind === 'answer' ? `${outcome.status} ${outcome.body}` : outcome.kind}`,
      );
    return (outcome.json as { data: T }).data ?? (outcome.json as T);
  };
  const compareSet = (label: string, expected: Map<number, Entry>, actual: Set<number>) => {
    for (const [id, entry] of expected) {
      if (entry.certain && entry.present !== actual.has(id))
        problems.push(`${label}: movie ${id} expected ${entry.present ? 'present' : 'absent'}`);
    }
    for (const id of actual)
      if (!expected.has(id)) problems.push(`${label}: movie ${id} present but never written`);
  };

  const commentsByUser = new Map<string, Map<number, string>>();
  for (const movieId of commentMovieIds) {
    for (let page = 1; ; page += 1) {
      const data = await getJson<{
        comments: { comment_id: number; user_id: string; comment_text: string }[];
        pagination: { totalPages: number };
      }>(users[0], `/api/comments/${movieId}?page=${page}&limit=50`);
      for (const comment of data.comments) {
        const own = commentsByUser.get(comment.user_id) ?? new Map<number, string>();
        own.set(comment.comment_id, comment.comment_text);
        commentsByUser.set(comment.user_id, own);
      }
      if (page >= data.pagination.totalPages) break;
    }
  }

  for (const [index, user] of users.entries()) {
    const ledger = ledgers[index]!;
    const who = `user ${index}`;
    const likes = await getJson<{ tmdb_id: number }[]>(user, '/api/likes');
    compareSet(`${who} likes`, ledger.likes, new Set(likes.map((like) => like.tmdb_id)));

    for (const [movieId, expected] of ledger.ratings) {
      const rating = await getJson<{ rating: number | null }>(user, `/api/ratings/user/${movieId}`);
      if (expected.certain && rating.rating !== expected.rating)
        problems.push(`${who} rating of ${movieId}: expected ${expected.rating}, found ${rating.rating}`);
    }

    const comments = commentsByUser.get(user.userId) ?? new Map<number, string>();
    for (const [commentId, expected] of ledger.comments) {
      const found = comments.get(commentId);
      if (found === undefined) problems.push(`${who} comment ${commentId} acknowledged but missing`);
      else if (expected.certain && found !== expected.text)
        problems.push(`${who} comment ${commentId}: expected "${expected.text}", found "${found}"`);
    }
    const strayComments = [...comments.keys()].filter((id) => !ledger.comments.has(id)).length;
    if (strayComments > ledger.unansweredComments)
      problems.push(
        `${who}: ${strayComments} comments never acknowledged (only ${ledger.unansweredComments} unanswered attempts)`,
      );

    const playlists = await getJson<{ playlist_id: number; name: string }[]>(user, '/api/playlists');
    const stored = new Map(playlists.map((playlist) => [playlist.playlist_id, playlist.name]));
    for (const [playlistId, expected] of ledger.playlists) {
      if (stored.get(playlistId) !== expected.name) {
        problems.push(
          `${who} playlist ${playlistId} "${expected.name}" acknowledged but ${stored.has(playlistId) ? `named "${stored.get(playlistId)}"` : 'missing'}`,
        );
        continue;
      }
      const movies = await getJson<{ tmdb_id: number }[]>(user, `/api/playlists/${playlistId}/movies`);
      compareSet(
        `${who} playlist ${playlistId}`,
        expected.movies,
        new Set(movies.map((movie) => movie.tmdb_id)),
      );
    }
    const strayPlaylists = playlists.filter((playlist) => !ledger.playlists.has(playlist.playlist_id)).length;
    if (strayPlaylists > ledger.unansweredPlaylists)
      problems.push(`${who}: ${strayPlaylists} playlists never acknowledged`);
  }
  return problems;
}

/** Movie ids and search terms from the running catalog, so the load works on any dataset. */
export async function discoverCatalog(
  baseUrl: string,
  movieCount = 24,
): Promise<{ movieIds: number[]; searchTerms: string[] }> {
  const movies: { id: number; title: string }[] = [];
  for (let page = 1; movies.length < movieCount && page <= 5; page += 1) {
    const outcome = await callApi(baseUrl, undefined, 'GET', `/api/tmdb/movie/popular?page=${page}`);
    if (outcome.kind !== 'answer' || outcome.status !== 200)
      throw new Error(`catalog listing failed: ${outcome.kind === 'answer' ? outcome.body : outcome.kind}`);
    movies.push(...(outcome.json as { results: { id: number; title: string }[] }).results);
  }
  const chosen = movies.slice(0, movieCount);
  const searchTerms = chosen.flatMap((movie) => [
    movie.title,
    movie.title.slice(0, 4),
    movie.title.toLowerCase().replace(/[aeiou]/, 'x'),
  ]);
  return { movieIds: chosen.map((movie) => movie.id), searchTerms };
}

export function summarize(report: TrafficReport): string {
  const statuses = Object.entries(report.byStatus)
    .map(([status, count]) => `${status}:${count}`)
    .join(' ');
  return `${report.requests} requests in ${(report.elapsedMs / 1000).toFixed(1)} s (${Math.round((report.requests * 1000) / Math.max(1, report.elapsedMs))}/s), ${report.acknowledgedWrites} acknowledged writes, statuses ${statuses}, 5xx ${report.serverErrors.length}, hung ${report.hung.length}, transport errors ${report.transportErrors.length}, unexpected ${report.unexpected.length}`;
}
