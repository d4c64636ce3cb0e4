import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportFileName } from '@marquee/contracts';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import type { createExportService } from './export.service.ts';

export const exportRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof createExportService>;
}> = async (app, { service }) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/export',
    {
      // Reads every personal table at once: a handful a minute is plenty for a person.
      config: { rateLimit: { max: 10 } },
      schema: {
        tags: ['export'],
        summary:
          'Download everything the signed-in user owns: a zip of marquee.json and Letterboxd import-format CSVs',
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const now = new Date();
      const zip = await service.exportZip(user.id, now);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );
};
