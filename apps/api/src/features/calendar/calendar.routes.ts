import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedResponseSchema, calendarFileParamsSchema } from '@marquee/contracts';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import { NO_CALENDAR_FEED, type createCalendarService } from './calendar.service.ts';

type CalendarService = ReturnType<typeof createCalendarService>;

export const calendarRoutes: FastifyPluginAsyncZod<{ service: CalendarService }> = async (
  app,
  { service },
) => {
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
      // A secret address is a credential, made like a token: with a signed-in session only.
      config: { refusesApiTokens: true },
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
      return ok(NO_CALENDAR_FEED, 'Calendar address revoked');
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
