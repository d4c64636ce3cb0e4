import { Readable } from 'node:stream';
import { IMPORT_MAX_BYTES, importQuerySchema, type ImportStreamLine } from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/errors.ts';
import { requireUser } from '../../platform/request-user.ts';
import type { createImportService } from './import.service.ts';
import { createImportSlots } from './import-slots.ts';

/** Imports running at once on this process (each person may run one). */
const MAX_RUNNING_IMPORTS = 2;

const TOO_LARGE_MESSAGE = `The file is larger than the import limit of ${IMPORT_MAX_BYTES / 1024 / 1024} MB`;

async function* ndjson(lines: AsyncIterable<ImportStreamLine>): AsyncGenerator<string> {
  for await (const line of lines) yield `${JSON.stringify(line)}\n`;
}

export const importRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof createImportService>;
}> = async (app, { service }) => {
  const slots = createImportSlots(MAX_RUNNING_IMPORTS);

  // Visitors and oversized uploads are turned away before the body is read.
  app.addHook('onRequest', async (request) => {
    await requireUser(request);
    if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES)
      throw new HttpError(413, TOO_LARGE_MESSAGE);
  });
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags: ['import'],
        summary: 'Import a film history (Letterboxd, IMDb, Trakt or Marquee export)',
        description:
          "Body: the file's raw bytes (application/octet-stream). 400 JSON when the file can't be read, 413 when it (or a zip's contents) is over a limit, 429 while the person's previous import runs or the server runs its maximum of imports; otherwise 200 application/x-ndjson: `progress` lines, then one `report` (or `error`) line.",
        querystring: importQuerySchema,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const body = request.body instanceof Buffer ? request.body : Buffer.alloc(0);
      const release = slots.claim(user.id);
      // Released when the stream ends or the client goes away, whichever comes first.
      reply.raw.once('close', release);
      const parsed = await service.readUpload(request.query.file_name, body).catch((error: unknown) => {
        release();
        throw error;
      });
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(Readable.from(ndjson(service.run(user.id, parsed, release))));
    },
  );
};
