import { FINISHED_SHARE } from '@marquee/contracts';
import { z } from 'zod';
import { BadRequestError } from '../../../platform/errors.ts';

/** Who played it, as the media server names its users. */
export interface ServerUser {
  id: string | null;
  name: string | null;
}

/** What a play says about its movie; the matcher tries TMDB id, then IMDb id, then title and year. */
export interface PlayedMovie {
  tmdbId: number | null;
  imdbId: string | null;
  title: string | null;
  year: number | null;
}

/** One delivery read: a finished movie, or something else with the reason it does not count. */
export type PlayReport =
  | {
      counts: true;
      event: string;
      player: ServerUser;
      movie: PlayedMovie;
      /** When the server says it happened; null: when it arrived. */
      watchedAt: Date | null;
      /** `YYYY-MM-DD` when the sender gave a calendar date rather than a moment. */
      watchedOn: string | null;
      rating: number | null;
    }
  | {
      counts: false;
      event: string;
      player: ServerUser;
      reason: string;
      title: string | null;
      year: number | null;
    };

/** A body that is not what the source sends; the route answers 400 with this message. */
export class MalformedPayloadError extends BadRequestError {}

/** Reads a source's body into a report, or throws MalformedPayloadError. */
export type PayloadReader = (body: unknown) => PlayReport;

/** A whole number written as a number or as text (templates render everything as text); null otherwise. */
export const looseInteger = z
  .unknown()
  .optional()
  .transform((value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
  });

/** `true`, `"true"` or .NET's `"True"`. */
export const looseBoolean = z
  .unknown()
  .optional()
  .transform((value) => value === true || (typeof value === 'string' && value.toLowerCase() === 'true'));

/** Text, or null when missing or blank. */
export const looseText = z
  .unknown()
  .optional()
  .transform((value) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 500) : null,
  );

/** A positive TMDB id, from a number or text; null otherwise. */
export const tmdbIdOf = (value: number | null) =>
  value !== null && value > 0 && value < 2 ** 31 ? value : null;

/** `tt0137523`, or null. */
export const imdbIdOf = (value: string | null) => (value && /^tt\d{1,10}$/.test(value) ? value : null);

/** A date the server wrote, or null when it is missing or unreadable. */
export function momentOf(value: string | null): Date | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** The played share of the runtime, 0-1, or null when either is unknown. */
export function playedShare(position: number | null, runtime: number | null): number | null {
  if (position === null || runtime === null || runtime <= 0) return null;
  return Math.min(1, Math.max(0, position / runtime));
}

/** A finished play: the server says it was played to completion, or at least 90% of it ran. */
export function isFinished(playedToCompletion: boolean, share: number | null): boolean {
  return playedToCompletion || (share !== null && share >= FINISHED_SHARE);
}

export function stoppedEarlyReason(share: number | null): string {
  const at = share === null ? 'before the end' : `at ${Math.round(share * 100)}%`;
  return `Stopped ${at}: a play counts once it is finished or ${Math.round(FINISHED_SHARE * 100)}% watched`;
}

/** What the server calls the item, in words: "an episode", "a trailer or extra", "music". */
export function notAMovieReason(type: string | null): string {
  const kind = (type ?? '').toLowerCase();
  const what =
    kind === 'episode' || kind === 'season' || kind === 'series' || kind === 'show'
      ? 'an episode'
      : kind === 'trailer' || kind === 'clip'
        ? 'a trailer or extra'
        : kind === 'audio' || kind === 'track' || kind === 'musicvideo' || kind === 'audiobook'
          ? 'music'
          : type
            ? `a ${type}`
            : 'of no type';
  return `Not a movie: this is ${what}`;
}

/** The body as an object, or a 400. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new MalformedPayloadError('The body is not a JSON object');
  return body as Record<string, unknown>;
}

/** The body read through a source's lenient schema; what still fails it is a 400 naming the field. */
export function readObject<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(objectBody(body));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new MalformedPayloadError(
    `Unexpected ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
  );
}

/** What a media server's event names first: the event, and which of the server's users played. */
export interface ServerEvent<Payload> {
  payload: Payload;
  event: string;
  player: ServerUser;
}

/**
 * The opening every media server's reader shares: the body through the source's schema, then its event (a body
 * naming none is not the source's: `noEvent` says what to fix) and the server user who played.
 */
export function readServerEvent<T extends z.ZodType>(
  schema: T,
  body: unknown,
  fields: {
    event: (payload: z.output<T>) => string | null;
    player: (payload: z.output<T>) => ServerUser;
    noEvent: string;
  },
): ServerEvent<z.output<T>> {
  const payload = readObject(schema, body);
  const event = fields.event(payload);
  if (!event) throw new MalformedPayloadError(fields.noEvent);
  return { payload, event, player: fields.player(payload) };
}
