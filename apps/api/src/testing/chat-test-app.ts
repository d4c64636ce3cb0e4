import { afterAll, beforeAll, expect } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import type { DatabaseEngine } from '@marquee/db';
import { moviesListedIn, moviesShownIn } from '../features/chat/chat.markdown.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { useTestAppWithUsers } from './signed-in-app.ts';

/** What else a chat message is sent with: the conversation so far, the signed-in user's cookie, the page's movie. */
export interface ChatAskOptions {
  history?: ChatMessage[];
  cookie?: string;
  movieId?: number;
}

/** Asks `testApp`'s assistant one message (on a movie's page when `movieId` is given); the reply's markdown (status 200 checked). */
export async function askChat(
  testApp: TestApp,
  prompt: string,
  { history = [], cookie, movieId }: ChatAskOptions = {},
): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: cookie ? { cookie } : {},
    payload: { prompt, movieTitle: null, movieId, history },
  });
  expect(response.statusCode, prompt).toBe(200);
  return (response.json() as { data: string }).data;
}

/** How a list of recommended films opens, in each reply language. */
export const LIST_OPENINGS = {
  en: /^Here are/,
  es: /^Aquí tienes/,
  fr: /^Voici/,
  de: /^Hier sind/,
  pt: /^Aqui estão/,
  it: /^Ecco/,
} as const;

export interface ChatTestApp {
  /** The test app, once beforeAll has built it. */
  testApp(): TestApp;
  /** Asks the assistant one message with no page (and no history unless given); the reply's markdown. */
  ask(prompt: string, options?: ChatAskOptions): Promise<string>;
  /** Asks `first`, then `next` after it: both replies, and the ids of the films the first one listed. */
  askAfter(first: string, next: string): Promise<TwoTurns>;
}

export interface TwoTurns {
  reply: string;
  answer: string;
  before: number[];
}

/**
 * A test app on `engine` (with `env` added to its configuration) for the enclosing describe block. Suites that lift
 * the rate limit share one app per settings in their test process (see sharedChatApp); the others get their own,
 * built before their tests and closed after them.
 */
export function useChatTestApp(engine: DatabaseEngine, env: Record<string, string> = {}): ChatTestApp {
  let testApp: TestApp;
  const shared = Number(env.RATE_LIMIT_MAX) >= SHARED_APP_MIN_RATE_LIMIT;
  beforeAll(async () => {
    testApp = shared ? await sharedChatApp(engine, env) : await createTestApp(engine, env);
  });
  afterAll(async () => {
    if (!shared) await testApp?.close();
  });
  return {
    testApp: () => testApp,
    ask: (prompt, options) => askChat(testApp, prompt, options),
    async askAfter(first, next) {
      const reply = await askChat(testApp, first);
      const history = [
        { text: first, isBot: false },
        { text: reply, isBot: true },
      ];
      const answer = await askChat(testApp, next, { history });
      return { reply, answer, before: moviesListedIn(reply).map((film) => film.id) };
    },
  };
}

/**
 * An anonymous chat keeps nothing on the server, so suites of a test process can ask one app (Vitest runs a worker's
 * files one after another with their modules kept): building one cost about 0.4 CPU-seconds, and the chat suites
 * are some 200 files. Only where the rate limit cannot bite: a shared app counts the whole process's requests.
 */
const SHARED_APP_MIN_RATE_LIMIT = 1000;
const sharedApps = new Map<string, Promise<TestApp>>();

function sharedChatApp(engine: DatabaseEngine, env: Record<string, string>): Promise<TestApp> {
  const key = JSON.stringify([engine, Object.entries(env).sort()]);
  let app = sharedApps.get(key);
  if (!app) {
    if (sharedApps.size === 0) closeSharedAppsWhenStopped();
    app = createTestApp(engine, env);
    sharedApps.set(key, app);
  }
  return app;
}

/**
 * Vitest stops a worker with SIGTERM once the run is done: the shared apps are closed first, so a PostgreSQL test
 * schema is dropped and temporary files removed, as a suite's own afterAll would.
 */
function closeSharedAppsWhenStopped(): void {
  process.once('SIGTERM', () => {
    setTimeout(() => process.exit(0), 5_000).unref();
    const closing = [...sharedApps.values()].map((app) => app.then((opened) => opened.close()));
    void Promise.allSettled(closing).then(() => process.exit(0));
  });
}

/** What a test checks of a film a reply names, read through the catalog's public route. */
export interface FilmFacts {
  id: number;
  title: string;
  genres: string[];
  runtime: number;
  language: string;
  year: number;
  companies: string[];
  /** US certification ('PG-13'), null when the catalog has none. */
  certification: string | null;
}

export async function filmFacts(testApp: TestApp, id: number): Promise<FilmFacts> {
  const body = (await testApp.app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
  return {
    id,
    title: body.title as string,
    genres: (body.genres as { name: string }[]).map((genre) => genre.name),
    runtime: body.runtime as number,
    language: body.original_language as string,
    year: Number((body.release_date as string).slice(0, 4)),
    companies: ((body.production_companies ?? []) as { name: string }[]).map((company) => company.name),
    certification: (await testApp.context.catalog.getMovieFacts(id))?.certification ?? null,
  };
}

/** The facts of every film a reply links, in order. */
export async function shownFilmFacts(testApp: TestApp, reply: string): Promise<FilmFacts[]> {
  return Promise.all(moviesShownIn(reply).map(({ id }) => filmFacts(testApp, id)));
}

/** Each film a reply shows, with its own words: the English title and overview, read through the public route. */
export async function shownFilmWords(
  testApp: TestApp,
  reply: string,
): Promise<{ title: string; words: string }[]> {
  return Promise.all(
    moviesShownIn(reply).map(async ({ id }) => {
      const body = (await testApp.app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
      return { title: body.title as string, words: `${body.title} ${body.overview ?? ''}` };
    }),
  );
}

/** Posts as a signed-in user, each post checked to succeed: how chat tests seed a library ('/api/diary', likes...). */
export function postingAs(testApp: TestApp, headers: Record<string, string>) {
  return async (url: string, payload: object) => {
    const response = await testApp.app.inject({ method: 'POST', url, headers, payload });
    expect(response.statusCode, url).toBeLessThan(300);
  };
}

/** A signed-in member whose library is made by `posts` before the tests; asks the assistant as them (the reply). */
export function memberWith(posts: [url: string, body: Record<string, unknown>][]) {
  const suite = useTestAppWithUsers('sqlite', { member: {} }, { RATE_LIMIT_MAX: '10000' });
  beforeAll(async () => {
    const post = postingAs(suite.testApp, suite.member.headers);
    for (const [url, body] of posts) await post(url, body);
  });
  return (prompt: string) => askChat(suite.testApp, prompt, { cookie: suite.member.cookie });
}
