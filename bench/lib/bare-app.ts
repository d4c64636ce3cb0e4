import Fastify, { type FastifyInstance } from 'fastify';

export interface RecordedAnswer {
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

/**
 * The baselines: the same framework with no work behind its answers. `/bare` answers a small JSON object;
 * `/replay/<path>` answers, byte for byte and with the same headers, what the API answered for <path>
 * (recorded by the benchmark and loaded with PUT /answers), so a route can also be compared with the fastest
 * possible server of the very same answer.
 */
export function createBareApp(): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 * 1024 });
  const answers = new Map<string, { headers: Record<string, string>; body: Buffer }>();
  app.get('/bare', async () => ({ success: true, message: 'ok', data: [] }));
  app.put<{ Body: Record<string, RecordedAnswer> }>('/answers', async (request) => {
    for (const [path, answer] of Object.entries(request.body)) {
      answers.set(path, { headers: answer.headers, body: Buffer.from(answer.body, 'base64') });
    }
    return { loaded: answers.size };
  });
  app.get('/replay/*', (request, reply) => {
    const answer = answers.get(request.url.slice('/replay'.length));
    if (!answer) return reply.status(404).send({ message: 'not recorded' });
    return reply.headers(answer.headers).send(answer.body);
  });
  return app;
}
