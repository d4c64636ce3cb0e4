import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '@marquee/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moviesShownIn } from './chat.markdown.ts';
import { createChatService } from './chat.service.ts';
import { createLlmClient } from './llm.client.ts';

interface CompletionRequest {
  authorization: string | undefined;
  url: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

type Behaviour = 'answer' | 'error' | 'garbage' | 'hang';

/** A local server speaking the OpenAI chat-completions protocol, answering from the catalog it was given. */
function startFakeLlm() {
  const requests: CompletionRequest[] = [];
  let behaviour: Behaviour = 'answer';
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw) as CompletionRequest['body'];
      requests.push({ authorization: request.headers.authorization, url: request.url, body });
      if (behaviour === 'hang') return;
      if (behaviour === 'error') {
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"error":{"message":"overloaded"}}');
        return;
      }
      if (behaviour === 'garbage') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"nope":true}');
        return;
      }
      const system = body.messages[0]?.content ?? '';
      const catalog = [...system.matchAll(/\{\{movie:(\d+)\}\} (.+?) \(\d{4}\)/g)].map((match) => ({
        id: match[1],
        title: match[2],
      }));
      const [first, second, third] = catalog;
      const content = [
        'Great choice! Here are a few picks:',
        `1. {{movie:${first?.id}}} because it is clever.`,
        `2. {{ movie: ${second?.id} }} for the twists.`,
        `3. ${third?.title} is a classic too.`,
        '4. {{movie:999999999}} is my personal favourite.',
        'Also see [Hackers 2077](https://evil.example/hack) and [this](javascript:alert(1)) <img src=x onerror=alert(1)>.',
      ].join('\n');
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  return {
    requests,
    setBehaviour(next: Behaviour) {
      behaviour = next;
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each(testEngines())('POST /api/chat with an OpenAI-compatible provider on %s', (engine) => {
  const llm = startFakeLlm();
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await llm.listen();
    testApp = await createTestApp(engine, {
      LLM_BASE_URL: baseUrl,
      LLM_API_KEY: 'sk-test-key',
      LLM_MODEL: 'test-model',
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await llm.close();
  });
  beforeEach(() => {
    llm.setBehaviour('answer');
    llm.requests.length = 0;
  });

  async function ask(prompt: string) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { prompt, movieTitle: null },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: string }).data;
  }

  it('grounds the model in catalog movies and turns its mentions into catalog links only', async () => {
    const reply = await ask('something mind-bending like Inception');
    const [request] = llm.requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test-key');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.messages.at(-1)).toEqual({
      role: 'user',
      content: 'something mind-bending like Inception',
    });
    expect(request?.body.messages[0]?.content).toContain('{{movie:27205}} Inception (2010)');

    const linked = moviesShownIn(reply);
    expect(linked.length).toBe(3);
    for (const { id } of linked) expect(await testApp.context.catalog.getMovie(id)).not.toBeNull();
    expect(reply).toContain('Great choice!');
    expect(reply).not.toMatch(/999999999|Hackers 2077|evil\.example|javascript:|<img|\{\{/);
  });

  it('answers with the built-in assistant when the provider fails or answers nonsense', async () => {
    for (const behaviour of ['error', 'garbage'] as const) {
      llm.setBehaviour(behaviour);
      const reply = await ask('scary movies from the 80s');
      expect(llm.requests.length).toBeGreaterThan(0);
      expect(reply).toMatch(/Horror movies from the 1980s/);
      expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('falls back when the provider does not answer in time', async () => {
    llm.setBehaviour('hang');
    const chat = createChatService({
      catalog: testApp.context.catalog,
      recommender: testApp.context.recommender,
      log: testApp.context.log,
      llm: createLlmClient({ baseUrl, apiKey: 'sk-test-key', model: 'test-model', timeoutMs: 300 }),
    });
    const reply = await chat.reply({ prompt: 'movies with Tom Hanks', history: [] });
    expect(llm.requests).toHaveLength(1);
    expect(reply).toContain('Tom Hanks as Forrest Gump');
  });
});
