import type { FastifyRequest } from 'fastify';
import { WEBHOOK_BODY_MAX_BYTES } from '@marquee/contracts';
import { HttpError } from '../../platform/errors.ts';
import { MalformedPayloadError } from './payloads/index.ts';

/** The multipart fields that carry the JSON: Plex's `payload`, Emby's `data` (its multipart content type). */
const JSON_FIELDS = new Set(['payload', 'data']);

export class PayloadTooLargeError extends HttpError {
  constructor() {
    super(413, `The body is larger than ${WEBHOOK_BODY_MAX_BYTES / 1024} KB`);
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') throw new MalformedPayloadError('The body is empty');
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedPayloadError('The body is not valid JSON');
  }
}

/**
 * Reads a delivery's body into a function that gives its JSON (or throws MalformedPayloadError), so the service
 * logs a malformed body before it is refused. JSON and text bodies arrive as text (the route's parser); from
 * multipart the JSON field is kept and a thumbnail is read and dropped.
 */
export async function readDelivery(request: FastifyRequest): Promise<() => unknown> {
  if (!request.isMultipart()) {
    const body = request.body;
    return () => parseJson(typeof body === 'string' ? body : '');
  }
  let found: { text: string } | { value: unknown } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        await part.toBuffer();
        continue;
      }
      if (!JSON_FIELDS.has(part.fieldname) || found) continue;
      if (part.valueTruncated) throw new PayloadTooLargeError();
      found = typeof part.value === 'string' ? { text: part.value } : { value: part.value };
    }
  } catch (error) {
    // A part declared as JSON that is not: the plugin's own refusal, reported like any malformed body.
    if ((error as { code?: string }).code === 'FST_INVALID_JSON_FIELD_ERROR')
      return () => {
        throw new MalformedPayloadError('The payload part is not valid JSON');
      };
    // The plugin's limits carry their status (413); busboy's parse errors (no boundary, a truncated form) don't.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    return () => {
      throw new MalformedPayloadError('The body is not a valid multipart form');
    };
  }
  return () => {
    if (!found) throw new MalformedPayloadError('The form has no payload part');
    return 'text' in found ? parseJson(found.text) : found.value;
  };
}
