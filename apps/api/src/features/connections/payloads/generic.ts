import { genericWebhookBodySchema, invalidInputMessage } from '@marquee/contracts';
import { MalformedPayloadError, objectBody, type PayloadReader } from './play-report.ts';

/** The documented generic body: the sender decides what counts, so every valid delivery is a finished watch. */
export const readGenericPayload: PayloadReader = (body) => {
  const parsed = genericWebhookBodySchema.safeParse(objectBody(body));
  if (!parsed.success)
    throw new MalformedPayloadError(
      invalidInputMessage(
        'body',
        parsed.error.issues.map((issue) => ({
          instancePath: `/${issue.path.join('/')}`,
          message: issue.message,
        })),
      ),
    );
  const { tmdb_id, imdb_id, title, year, watched_at, rating } = parsed.data;
  const dateOnly = watched_at !== undefined && watched_at.length === 10;
  return {
    counts: true,
    event: 'generic',
    player: { id: null, name: null },
    movie: { tmdbId: tmdb_id ?? null, imdbId: imdb_id ?? null, title: title ?? null, year: year ?? null },
    watchedAt: watched_at !== undefined && !dateOnly ? new Date(watched_at) : null,
    watchedOn: dateOnly ? watched_at : null,
    rating: rating ?? null,
  };
};
