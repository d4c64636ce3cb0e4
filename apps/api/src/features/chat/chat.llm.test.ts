import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moviesShownIn } from './chat.markdown.ts';
import { createChatService } from './chat.service.ts';
import { createCircuitBreaker } from '@marquee/contracts';
import { createLlmClient } from './llm/llm.client.ts';
import { ALIEN, HORROR, INCEPTION, JAWS, TITANIC } from '@marquee/catalog/testing';

interface CompletionBody {
  model: string;
  tools?: { function: { name: string } }[];
  messages: { role: string; content: string | null; tool_call_id?: string }[];
}

/** What the fake provider answers to one request: a completion message, an HTTP error, garbage, or nothing. */
type Script = (body: CompletionBody) => { message: object } | 'error' | 'garbage' | 'hang';

const toolCall = (id: string, name: string, args: unknown) => ({
  id,
  type: 'function',
  function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) },
});
const toolResults = (body: CompletionBody) =>
  body.messages.filter((message) => message.role === 'tool').map((message) => JSON.parse(message.content!));

/** A local server speaking the OpenAI chat-completions protocol, driven by the test's script. */
function startFakeProvider() {
  const requests: { authorization: string | undefined; url: string | undefined; body: CompletionBody }[] = [];
  let script: Script = () => 'error';
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw) as CompletionBody;
      requests.push({ authorization: request.headers.authorization, url: request.url, body });
      const answer = script(body);
      if (answer === 'hang') return;
      if (answer === 'error') {
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"error":{"message":"overloaded"}}');
        return;
      }
      if (answer === 'garbage') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"nope":true}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', ...answer.message }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  return {
    requests,
    play(next: Script) {
      script = next;
    },
    async listen() {
      // The client closes its idle kept-alive connections first: a server closing one as a starved event loop hands
      // it to the next request would fail that request before the provider saw it.
      server.keepAliveTimeout = 120_000;
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each(routeTestEngines())(
  'POST /api/chat with a tool-calling OpenAI-compatible provider on %s',
  (engine) => {
    const provider = startFakeProvider();
    let testApp: TestApp;
    let baseUrl: string;

    beforeAll(async () => {
      baseUrl = await provider.listen();
      testApp = await createTestApp(engine, {
        LLM_BASE_URL: baseUrl,
        LLM_API_KEY: 'sk-test-key',
        LLM_MODEL: 'test-model',
      });
    });
    afterAll(async () => {
      await testApp?.close();
      await provider.close();
    });
    beforeEach(() => {
      provider.requests.length = 0;
    });

    async function ask(prompt: string, movieId?: number) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { prompt, movieTitle: null, movieId },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: string }).data;
    }

    /** A service of its own, so breaker tests do not trip the app's breaker. */
    function service(
      options: { timeoutMs?: number; budgetMs?: number; now?: () => number; shareLibrary?: boolean } = {},
    ) {
      return createChatService({
        ...(options.budgetMs ? { llmBudgetMs: options.budgetMs } : {}),
        shareLibraryWithLlm: options.shareLibrary ?? false,
        catalog: testApp.context.catalog,
        recommender: testApp.context.recommender,
        log: testApp.context.log,
        llm: createLlmClient({
          baseUrl,
          apiKey: undefined,
          model: 'test-model',
          timeoutMs: options.timeoutMs ?? 5_000,
        }),
        breaker: createCircuitBreaker({ failureThreshold: 2, cooldownMs: 60_000, now: options.now }),
      });
    }

    it('executes the tool calls and links only catalog movies the tools returned', async () => {
      provider.play((body) => {
        const results = toolResults(body);
        if (!results.length)
          return {
            message: {
              content: null,
              tool_calls: [
                toolCall('call-1', 'search_movies', { genres: ['Horror'], year_from: 1980, year_to: 1989 }),
              ],
            },
          };
        const [first, second, third] = results[0].results as { id: number; title: string }[];
        return {
          message: {
            content: [
              'Spooky picks from the catalog:',
              `1. {{movie:${first?.id}}} for the scares.`,
              `2. {{ movie: ${second?.id} }} is a classic.`,
              `3. ${third?.title} too.`,
              '4. **Hackers 2077** (1995), my personal favourite.',
              `5. {{movie:999999999}} is great.`,
              'See [this](https://evil.example/x) and [that](javascript:alert(1)) <img src=x onerror=alert(1)>.',
            ].join('\n'),
          },
        };
      });
      const reply = await ask('scary movies from the 80s');

      const [first, second] = provider.requests;
      expect(first?.url).toBe('/v1/chat/completions');
      expect(first?.authorization).toBe('Bearer sk-test-key');
      expect(first?.body.model).toBe('test-model');
      expect(first?.body.tools?.map((tool) => tool.function.name)).toEqual([
        'search_movies',
        'search_by_meaning',
        'movie_facts',
        'similar_movies',
      ]);
      const toolMessage = second?.body.messages.find((message) => message.role === 'tool');
      expect(toolMessage?.tool_call_id).toBe('call-1');
      const returned = (JSON.parse(toolMessage!.content!) as { results: { id: number }[] }).results;
      expect(returned.length).toBeGreaterThanOrEqual(3);
      for (const { id } of returned) {
        const movie = await testApp.context.catalog.getMovie(id);
        expect(movie?.genres.map((genre) => genre.id)).toContain(HORROR);
        expect(Number(movie?.release_date.slice(0, 4))).toBeGreaterThanOrEqual(1980);
        expect(Number(movie?.release_date.slice(0, 4))).toBeLessThanOrEqual(1989);
      }

      expect(moviesShownIn(reply).map((movie) => movie.id)).toEqual(
        returned.slice(0, 3).map((movie) => movie.id),
      );
      expect(reply).toContain('Spooky picks');
      expect(reply).not.toMatch(/Hackers 2077|999999999|evil\.example|javascript:|<img|\{\{/);
    });

    it('searches by studio through the tools, both wanted and left out', async () => {
      provider.play((body) => {
        const results = toolResults(body);
        if (!results.length)
          return {
            message: {
              content: null,
              tool_calls: [
                toolCall('call-1', 'search_movies', { studios: ['Pixar'] }),
                toolCall('call-2', 'search_by_meaning', {
                  text: 'animated adventure for the family',
                  genres: ['Animation'],
                  exclude_studios: ['Disney', 'Pixar'],
                }),
                toolCall('call-3', 'search_movies', { studios: ['Pixar'], exclude_studios: ['Pixar'] }),
                toolCall('call-4', 'search_movies', { studios: ['Some Studio Nobody Knows'] }),
              ],
            },
          };
        const pixar = results[0].results as { id: number }[];
        return { message: { content: pixar.map((movie) => `{{movie:${movie.id}}}`).join('\n') } };
      });
      const reply = await ask('some pixar films, and animated ones not from disney');

      const [, second] = provider.requests;
      const [pixar, notDisney, none, unknown] = toolResults(second!.body) as {
        results?: { id: number }[];
        error?: string;
      }[];
      const companiesOf = async (id: number) =>
        (await testApp.context.catalog.getMovie(id))!.production_companies
          .map((company) => company.name)
          .join(', ');
      expect(pixar!.results!.length).toBeGreaterThanOrEqual(3);
      for (const { id } of pixar!.results!) expect(await companiesOf(id)).toMatch(/pixar/i);
      expect(notDisney!.results!.length).toBeGreaterThanOrEqual(1);
      for (const { id } of notDisney!.results!) expect(await companiesOf(id)).not.toMatch(/disney|pixar/i);
      expect(none!.results).toEqual([]);
      expect(unknown!.error).toMatch(/studios/);
      expect(moviesShownIn(reply).map((movie) => movie.id)).toEqual(pixar!.results!.map((movie) => movie.id));
    });

    it('answers a fact with what movie_facts read from the catalog', async () => {
      provider.play((body) => {
        const results = toolResults(body);
        if (!results.length)
          return {
            message: { content: null, tool_calls: [toolCall('call-1', 'movie_facts', { title: 'Titanic' })] },
          };
        const facts = results[0] as { id: number; directors: string[]; runtime_minutes: number };
        return {
          message: {
            content: `{{movie:${facts.id}}} runs ${facts.runtime_minutes} minutes; directed by ${facts.directors.join(', ') || 'someone the catalog does not know'}.`,
          },
        };
      });
      const reply = await ask('how long is Titanic?');
      const titanic = await testApp.context.catalog.getMovie(TITANIC);
      expect(reply).toContain(`(/movie/${TITANIC})`);
      expect(reply).toContain(`runs ${titanic!.runtime} minutes`);
    });

    it('tells the model when its tool calls are malformed, and never trusts movies no tool returned', async () => {
      provider.play((body) => {
        const results = toolResults(body);
        if (!results.length)
          return {
            message: {
              content: null,
              tool_calls: [
                toolCall('call-1', 'search_movies', '{not json'),
                toolCall('call-2', 'search_movies', { genres: ['Cartoons'] }),
                toolCall('call-3', 'delete_everything', {}),
              ],
            },
          };
        return {
          message: {
            content: `Sorry, I found nothing. Maybe {{movie:${INCEPTION}}}?\n1. **Imaginary Movie**`,
          },
        };
      });
      const reply = await ask('cartoons please');
      const errors = toolResults(provider.requests[1]!.body).map(
        (result) => (result as { error: string }).error,
      );
      expect(errors[0]).toMatch(/not valid JSON/);
      expect(errors[1]).toMatch(/genres/);
      expect(errors[2]).toMatch(/unknown tool/);
      expect(reply).toContain('Sorry, I found nothing');
      expect(reply).not.toMatch(/Imaginary Movie|\/movie\//);
    });

    // A starved event loop (a CI machine under load) can outlast the production timeouts before the request to the
    // provider is even written: these tests are about what happens after it answers, so they wait for it.
    const patient = { timeoutMs: 60_000, budgetMs: 60_000 };

    it(
      'answers with the built-in assistant when the provider fails or answers nonsense',
      { timeout: 180_000 },
      async () => {
        for (const behaviour of ['error', 'garbage'] as const) {
          provider.play(() => behaviour);
          const reply = await service(patient).reply({ prompt: 'scary movies from the 80s', history: [] });
          expect(provider.requests.length).toBeGreaterThan(0);
          expect(reply).toMatch(/Horror movies from the 1980s/);
          expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(3);
          provider.requests.length = 0;
        }
      },
    );

    it(
      'stops calling a failing provider for a while, then tries it again',
      { timeout: 180_000 },
      async () => {
        let now = 0;
        const chat = service({ ...patient, now: () => now });
        provider.play(() => 'error');
        for (let i = 0; i < 2; i++) await chat.reply({ prompt: 'movies with Tom Hanks', history: [] });
        expect(provider.requests).toHaveLength(2);

        const whileOpen = await chat.reply({ prompt: 'movies with Tom Hanks', history: [] });
        expect(provider.requests).toHaveLength(2);
        expect(whileOpen).toContain('Tom Hanks as Forrest Gump');

        now = 61_000;
        provider.play(() => ({ message: { content: 'The provider is back.' } }));
        expect(await chat.reply({ prompt: 'hello', history: [] })).toBe('The provider is back.');
        expect(await chat.reply({ prompt: 'hello again', history: [] })).toBe('The provider is back.');
        expect(provider.requests).toHaveLength(4);
      },
    );

    it('falls back when the provider does not answer in time', async () => {
      provider.play(() => 'hang');
      const reply = await service({ timeoutMs: 300 }).reply({ prompt: 'movies with Tom Hanks', history: [] });
      expect(provider.requests).toHaveLength(1);
      expect(reply).toContain('Tom Hanks as Forrest Gump');
    });

    describe("a signed-in user's films", () => {
      const library = {
        seen: new Set([INCEPTION]),
        watchlist: [JAWS, ALIEN],
        lastLoved: INCEPTION,
        loved: [INCEPTION],
        rated: [],
        diary: [],
      };
      const searchThenAnswer: Script = (body) =>
        toolResults(body).length
          ? { message: { content: 'Here you go.' } }
          : {
              message: {
                content: null,
                tool_calls: [toolCall('call-1', 'search_movies', { genres: ['Science Fiction'], limit: 10 })],
              },
            };

      it('sends nothing personal to the provider by default, and leaves seen films out of tool results', async () => {
        provider.play(searchThenAnswer);
        await service().reply({ prompt: 'some sci-fi please', history: [], library });
        const sent = JSON.stringify(provider.requests.map((request) => request.body.messages));
        expect(sent).not.toMatch(new RegExp(`movie:(${JAWS}|${ALIEN}|${INCEPTION})\\b`));
        expect(sent).not.toMatch(/watchlist|loved/i);
        const results = provider.requests.flatMap((request) => toolResults(request.body));
        const ids = results.flatMap((result) =>
          (result.results as { id: number }[]).map((movie) => movie.id),
        );
        expect(ids.length).toBeGreaterThan(0);
        expect(ids).not.toContain(INCEPTION);
      });

      it('answers "from my watchlist" on the server, without the provider, unless sharing is enabled', async () => {
        provider.play(searchThenAnswer);
        const reply = await service().reply({ prompt: 'something from my watchlist', history: [], library });
        expect(provider.requests).toHaveLength(0);
        expect(
          moviesShownIn(reply)
            .map((movie) => movie.id)
            .sort(),
        ).toEqual([ALIEN, JAWS].sort());
      });

      it('shares the watchlist as movie tokens when LLM_SHARE_LIBRARY is on', async () => {
        provider.play(() => ({ message: { content: `From your list: {{movie:${JAWS}}}` } }));
        const reply = await service({ shareLibrary: true }).reply({
          prompt: 'something from my watchlist',
          history: [],
          library,
        });
        const system = provider.requests[0]?.body.messages[0]?.content ?? '';
        expect(system).toContain(`{{movie:${JAWS}}}`);
        expect(moviesShownIn(reply).map((movie) => movie.id)).toEqual([JAWS]);
      });
    });
  },
);
