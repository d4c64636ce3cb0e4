import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineTestEngines, routeTestEngines } from '@marquee/db/testing';
import { CONNECTION_SOURCES, type ConnectionSource } from '@marquee/contracts';
import { connectionClient, fixture, multipartBody } from '../testing/webhook-deliveries.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { originHeaders, signUpVerifiedUser, type TestUser } from '../testing/test-users.ts';
import {
  fuzzedText,
  fuzzedValue,
  hostileString,
  hostileValue,
  postgresRefusedText,
  postgresRefusedValue,
  type JsonSchema,
} from './schema-arbitraries.ts';

/**
 * Every documented API route (the OpenAPI document is generated from the routes' zod contracts) driven with
 * malformed, oversized and type-confused input: the answer is never a 5xx, never hangs, never shows a stack,
 * and a JSON error is always `{ success: false, message }`. FUZZ_RUNS raises the runs per route for a long run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const HANG_LIMIT_MS = 15_000;
const STACK_TRACE =
  /\n\s+at\s|\bat\s+\S+\s+\([^)]*:\d+:\d+\)|node:internal|node_modules|\/src\/\S+\.ts\b|SQLITE_|syntax error at or near/;

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}
interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }
    >
  >;
}

function documentedOperations(testApp: TestApp): Operation[] {
  const document = testApp.app.swagger() as unknown as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type Identity = 'visitor' | 'user' | 'forged';
const ENDS_SESSION = new Set(['POST /api/auth/sign-out']);

/** A lone surrogate cannot be percent-encoded: replace it as String.prototype.toWellFormed does (ES2024). */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Anything hostile, or only what PostgreSQL refuses and SQLite stores, sent by the user as JSON to reach the SQL. */
type Values = 'hostile' | 'postgres-refused';

function requestArbitrary(
  operation: Operation,
  knownIds: readonly number[],
  values: Values = 'hostile',
): fc.Arbitrary<Omit<FuzzRequest, 'headers'> & { identity: Identity; contentType: string }> {
  const text = (schema: JsonSchema, kind: 'path' | 'query') =>
    values === 'postgres-refused' ? postgresRefusedText : fuzzedText(schema, knownIds, kind);
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc
    .tuple(...pathParameters.map((parameter) => text(parameter.schema, 'path')))
    .map((values) =>
      pathParameters.reduce(
        (url, parameter, index) =>
          url.replace(`{${parameter.name}}`, encodeURIComponent(wellFormed(values[index]!))),
        operation.path,
      ),
    );
  const query = fc
    .tuple(
      ...queryParameters.map((parameter) =>
        fc.option(
          fc.oneof(
            text(parameter.schema, 'query').map((value) => [value]),
            fc.array(hostileString, { minLength: 2, maxLength: 3 }),
          ),
          { nil: undefined },
        ),
      ),
      fc.option(fc.tuple(hostileString, hostileString), { nil: undefined }),
    )
    .map((values) => {
      const search = new URLSearchParams();
      queryParameters.forEach((parameter, index) => {
        for (const value of (values[index] as string[] | undefined) ?? [])
          search.append(parameter.name, value);
      });
      const stray = values.at(-1) as [string, string] | undefined;
      if (stray) search.append(stray[0], stray[1]);
      const text = search.toString();
      return text ? `?${text}` : '';
    });
  if (values === 'postgres-refused')
    return fc.record({
      method: fc.constant(operation.method),
      url: fc.tuple(path, query).map(([pathname, search]) => pathname + search),
      payload: operation.body
        ? postgresRefusedValue(operation.body, knownIds).map((value) => JSON.stringify(value) ?? 'null')
        : fc.constant(undefined),
      identity: fc.constant<Identity>(
        ENDS_SESSION.has(`${operation.method} ${operation.path}`) ? 'visitor' : 'user',
      ),
      contentType: fc.constant('application/json'),
    });
  const payload: fc.Arbitrary<string | undefined> = operation.body
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: fuzzedValue(operation.body, knownIds).map((value) => JSON.stringify(value) ?? 'null'),
        },
        { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
        {
          weight: 1,
          arbitrary: fc.constantFrom('{', '{"tmdb_id":', '[1,2', 'nul', '{"a":1}}', '\u0000', ''),
        },
        { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
      )
    : fc.option(
        hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
        { nil: undefined, freq: 4 },
      );
  return fc.record({
    method: fc.constant(operation.method),
    url: fc.tuple(path, query).map(([pathname, search]) => pathname + search),
    payload,
    // Ending the session is what sign-out is for: sent without the user's cookie, the user stays signed in.
    identity: ENDS_SESSION.has(`${operation.method} ${operation.path}`)
      ? fc.constantFrom<Identity>('visitor', 'forged')
      : fc.constantFrom<Identity>('user', 'user', 'visitor', 'forged'),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
    ),
  });
}

async function send(testApp: TestApp, request: FuzzRequest) {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`hung: ${request.method} ${request.url.slice(0, 200)}`)),
      HANG_LIMIT_MS,
    );
  });
  try {
    return await Promise.race([
      testApp.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
      }),
      hung,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The property every answer must have, whatever was sent. */
function expectWellFormedRefusalOrSuccess(
  request: FuzzRequest,
  response: Awaited<ReturnType<TestApp['app']['inject']>>,
): void {
  const context = `${request.method} ${request.url.slice(0, 300)} body=${String(request.payload ?? '').slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 500)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  expect(STACK_TRACE.test(response.body), `stack trace or internals in body: ${context}`).toBe(false);
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  if (
    response.statusCode >= 400 &&
    request.url.startsWith('/api/') &&
    !request.url.startsWith('/api/auth/')
  ) {
    expect(isJson, context).toBe(true);
    const body = response.json() as { success?: unknown; message?: unknown };
    expect(body.success, context).toBe(false);
    expect(typeof body.message, context).toBe('string');
  }
}

const FIXTURES = path.join(import.meta.dirname, '../features/connections/fixtures');

/** A source's recorded deliveries with one field made hostile, or dropped, or with a hostile field added. */
function mutatedFixture(source: ConnectionSource): fc.Arbitrary<unknown> {
  const names = fs.readdirSync(path.join(FIXTURES, source)).map((file) => file.replace(/\.json$/, ''));
  return fc
    .tuple(fc.constantFrom(...names), fc.nat(), hostileValue, fc.constantFrom('replace', 'drop', 'add'))
    .map(([name, pick, value, how]) => {
      const body = fixture(source, name);
      const keys = Object.keys(body);
      const key = how === 'add' ? `x${pick}` : keys[pick % keys.length]!;
      if (how === 'drop') delete body[key];
      else body[key] = value;
      return body;
    });
}

/**
 * What a misconfigured server, a script or an attacker might post to a valid address: real-shaped bodies with a
 * hostile field, hostile JSON, broken text, as JSON, text, multipart (the JSON in Plex's `payload` or Emby's
 * `data` part, or broken forms) or a content type the route does not read.
 */
function webhookDelivery(
  source: ConnectionSource,
): fc.Arbitrary<{ payload: string | Buffer | undefined; contentType: string | undefined }> {
  const json = fc.oneof(
    { weight: 4, arbitrary: mutatedFixture(source).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"Event":', '[1,2', 'nul', '{"a":1}}', '\u0000', '', ' ') },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  );
  const asText = fc.tuple(
    json,
    fc.constantFrom(
      'application/json',
      'text/plain; charset=utf-8',
      'text/plain',
      'application/json; charset=latin1',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'application/xml',
    ),
  );
  const asForm = fc
    .tuple(json, fc.constantFrom('payload', 'data', 'other'), fc.boolean())
    .map(([text, field, withThumbnail]) =>
      multipartBody({ [field]: text }, withThumbnail ? Buffer.alloc(2048, 0xff) : undefined),
    )
    .map(({ body, contentType }) => [body, contentType] as const);
  const brokenForm = fc.tuple(
    fc.constantFrom('--x\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{', '', '--', 'payload={}'),
    fc.constantFrom(
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'multipart/form-data; boundary=',
    ),
  );
  return fc
    .oneof(
      { weight: 3, arbitrary: asText },
      { weight: 2, arbitrary: asForm },
      { weight: 1, arbitrary: brokenForm },
      { weight: 1, arbitrary: fc.constant([undefined, undefined] as const) },
    )
    .map(([payload, contentType]) => ({ payload, contentType }));
}

describe.each(engineTestEngines())('API fuzzing (%s)', (engine) => {
  /**
   * PostgreSQL refuses some values SQLite stores (NUL bytes in text, integers past 32 or 64 bits): its pass
   * sends a quarter of the cases, enough for the hostile strings and numbers that carry them to reach its SQL.
   */
  const runs = engine === 'postgres' ? Math.ceil(RUNS / 4) : RUNS;
  /** Refused before any SQL runs (router, body limit) or no SQL at all: the engine changes nothing there. */
  const onRouteEngines = routeTestEngines().includes(engine);
  let testApp: TestApp;
  let user: TestUser;
  /** Signed up before the barrage (which exhausts the sign-up attempts of its address) and never fuzzed. */
  let bystander: TestUser;
  const knownIds: number[] = [1, 2, 3];
  /** Each source's valid secret address, of a user the route fuzzer never touches (it could rotate them). */
  const webhookPaths = new Map<ConnectionSource, string>();

  beforeAll(async () => {
    testApp = await createTestApp(engine, { RATE_LIMIT_MAX: '100000' });
    user = await signUpVerifiedUser(testApp);
    bystander = await signUpVerifiedUser(testApp);
    const webhookOwner = await signUpVerifiedUser(testApp);
    for (const source of CONNECTION_SOURCES)
      webhookPaths.set(source, await connectionClient(testApp).connect(webhookOwner, source));
    // Real rows, so fuzzed ids sometimes hit existing playlists, comments and movies.
    const popular = (await testApp.app.inject({ url: '/api/tmdb/movie/popular' })).json() as {
      results: { id: number }[];
    };
    const movieIds = popular.results.slice(0, 5).map((movie) => movie.id);
    const playlist = await testApp.app.inject({
      method: 'POST',
      url: '/api/playlists',
      headers: user.headers,
      payload: { name: 'fuzz' },
    });
    const comment = await testApp.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: user.headers,
      payload: { tmdb_id: movieIds[0], comment_text: 'fuzz' },
    });
    knownIds.push(
      ...movieIds,
      (playlist.json() as { data: { playlist_id: number } }).data.playlist_id,
      (comment.json() as { data: { comment_id: number } }).data.comment_id,
    );
    // The first chat message loads the sentence encoder (production loads it at start, tests on first use): loaded
    // here, so a hostile message is timed alone. On a busy 2-core machine the load took 8 s and, with one fuzzed
    // message, passed the hang limit.
    const warmChat = await testApp.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: originHeaders(testApp),
      payload: { prompt: 'a funny film', history: [] },
    });
    expect(warmChat.statusCode).toBe(200);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  function headersFor(identity: Identity, contentType: string, hasPayload: boolean): Record<string, string> {
    const headers: Record<string, string> = { ...originHeaders(testApp) };
    if (hasPayload) headers['content-type'] = contentType;
    if (identity === 'user') headers.cookie = user.cookie;
    if (identity === 'forged') headers.authorization = `Bearer ${user.token.slice(0, -4)}AAAA`;
    return headers;
  }

  if (onRouteEngines)
    it('documents every product route, so the fuzzer reaches each of them', () => {
      const routes = documentedOperations(testApp).map(
        (operation) => `${operation.method} ${operation.path}`,
      );
      for (const expected of [
        'GET /api/likes',
        'POST /api/likes',
        'POST /api/comments',
        'PUT /api/comments/{commentId}',
        'POST /api/playlists/{id}/movies',
        'GET /api/tmdb/search/movie',
        'POST /api/chat',
      ]) {
        expect(routes).toContain(expected);
      }
    });

  /** Every documented route, `numRuns` requests each, must answer with a clean 2xx-4xx. */
  async function sweepRoutes(values: Values, numRuns: number) {
    for (const operation of documentedOperations(testApp)) {
      await fc.assert(
        fc.asyncProperty(
          requestArbitrary(operation, knownIds, values),
          async ({ identity, contentType, ...request }) => {
            const full = {
              ...request,
              headers: headersFor(identity, contentType, request.payload !== undefined),
            };
            expectWellFormedRefusalOrSuccess(full, await send(testApp, full));
          },
        ),
        { numRuns, seed: SEED, endOnFailure: true },
      );
    }
  }

  it('every documented route answers hostile input with a clean 2xx-4xx', { timeout: 600_000 }, () =>
    sweepRoutes('hostile', runs),
  );

  if (engine === 'postgres')
    it('values only PostgreSQL refuses (NUL bytes, integers past 32 and 64 bits) get a clean 2xx-4xx on every route', () =>
      sweepRoutes('postgres-refused', 4));

  it('the webhook routes answer hostile bodies at a valid address with a clean 2xx-4xx', async () => {
    // Below the address's 60 deliveries a minute at the default runs, so the bodies reach the readers.
    for (const source of CONNECTION_SOURCES) {
      const url = webhookPaths.get(source)!;
      await fc.assert(
        fc.asyncProperty(webhookDelivery(source), async ({ payload, contentType }) => {
          const request: FuzzRequest = {
            method: 'POST',
            url,
            payload,
            headers: contentType === undefined ? {} : { 'content-type': contentType },
          };
          expectWellFormedRefusalOrSuccess(request, await send(testApp, request));
        }),
        {
          numRuns: runs * 2,
          seed: SEED,
          endOnFailure: true,
          // Always tried: a form busboy cannot parse (it was a 500 once).
          examples: [[{ payload: 'payload={}', contentType: 'multipart/form-data; boundary=x' }]],
        },
      );
    }
  });

  it('the auth endpoints answer hostile bodies without a 5xx or a stack', async () => {
    const endpoints = [
      '/api/auth/sign-up/email',
      '/api/auth/sign-in/email',
      '/api/auth/request-password-reset',
      '/api/auth/reset-password',
      '/api/auth/update-user',
      '/api/auth/send-verification-email',
    ];
    const body = fc.oneof(
      fc
        .record(
          {
            email: fc.oneof(fc.emailAddress(), hostileString),
            password: hostileString,
            name: fc.oneof(hostileString, hostileValue),
          },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
      hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
      fc.constantFrom('{', '', 'nul', '{"email":'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        body,
        fc.constantFrom<Identity>('user', 'visitor', 'forged'),
        async (url, payload, identity) => {
          const request = {
            method: 'POST',
            url,
            payload,
            headers: headersFor(identity, 'application/json', true),
          };
          expectWellFormedRefusalOrSuccess(request, await send(testApp, request));
        },
      ),
      { numRuns: runs * 2, seed: SEED, endOnFailure: true },
    );
  });

  if (onRouteEngines)
    it('an oversized body is refused with 413, never buffered into a crash', async () => {
      const payload = JSON.stringify({ tmdb_id: 1, comment_text: 'x'.repeat(2 * 1024 * 1024) });
      // A user the barrage above never used: a long run spends the fuzzed user's chat allowance (429 first).
      const headers = {
        ...originHeaders(testApp),
        'content-type': 'application/json',
        cookie: bystander.cookie,
      };
      for (const url of ['/api/comments', '/api/playlists', '/api/chat', '/api/auth/sign-in/email']) {
        const request = { method: 'POST', url, payload, headers };
        const response = await send(testApp, request);
        expect(response.statusCode, url).toBe(413);
        expectWellFormedRefusalOrSuccess(request, response);
      }
    });

  if (onRouteEngines)
    it('refusals by the router itself (over-long or badly encoded URL) use the same JSON error shape', async () => {
      for (const url of [
        `/api/tmdb/movie/${'9'.repeat(500)}`,
        `/api/playlists/${'x'.repeat(300)}/movies`,
        '/api/tmdb/movie/%E0%A4%A',
        '/api/likes/%',
      ]) {
        for (const identity of ['visitor', 'user'] as const) {
          const method = url.startsWith('/api/likes') ? 'DELETE' : 'GET';
          const request = { method, url, headers: headersFor(identity, 'application/json', false) };
          const response = await send(testApp, request);
          expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
          expectWellFormedRefusalOrSuccess(request, response);
        }
      }
    });

  it('the signed-in user is still served normally after the barrage', async () => {
    const likes = await testApp.app.inject({ url: '/api/likes', headers: user.headers });
    expect(likes.statusCode).toBe(200);
    const health = await testApp.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
