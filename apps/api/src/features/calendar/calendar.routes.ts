import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedResponseSchema, calendarFileParamsSchema } from '@marquee/contracts';
import type { AppContext } from '../../context.ts';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import { readWatchRegion } from '../../platform/watch-region.ts';
import { createCalendarRepository } from './calendar.repository.ts';
import { createCalendarService } from './calendar.service.ts';

export const calendarRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const db = context.database.db;
  const service = createCalendarService({
    feeds: createCalendarRepository(db),
    availability: context.catalog.availability,
    regionOf: (userId) => readWatchRegion(db, userId),
    publicUrl: context.config.publicUrl,
  });
  requireUserOnEveryRoute(app);
  const tags = ['calendar'];

  app.get(
    '/calendar',
    {
      schema: {
        tags,
        summary: 'The address of the release calendar',
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (request) => ok(await service.feed((await requireUser(request)).id), 'Calendar retrieved'),
  );

  app.post(
    '/calendar',
    {
      schema: {
        tags,
        summary: 'Make a new secret calendar address (the old one stops working)',
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (request) => ok(await service.rotate((await requireUser(request)).id), 'Calendar address created'),
  );

  app.delete(
    '/calendar',
    {
      schema: {
        tags,
        summary: 'Turn the calendar address off',
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (request) => {
      await service.revoke((await requireUser(request)).id);
      return ok({ feed_path: null }, 'Calendar address revoked');
    },
  );

  app.get(
    '/calendar/:file',
    {
      // Calendar apps fetch it without a session: the secret in the address is the credential.
      config: { visitorsMayRead: true, rateLimit: { max: 60 } },
      schema: {
        tags,
        summary: 'The iCalendar feed: release dates of the watchlist, upcoming and of the last 90 days',
        params: calendarFileParamsSchema,
      },
    },
    async (request, reply) => {
      const text = await service.calendar(request.params.file.slice(0, -'.ics'.length));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=900')
        .send(text);
    },
  );
};
