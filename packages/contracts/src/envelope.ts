import { z } from 'zod';
import { MAX_ID } from './limits.ts';

/** Every product API answer: `{ success, message, data }`. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

export const errorResponseSchema = z.object({ success: z.literal(false), message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A positive integer id in a JSON body. */
export const idField = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(MAX_ID, `must be at most ${MAX_ID}`);

/** A positive integer id from a URL segment or query string. */
export const idParam = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(MAX_ID, `must be at most ${MAX_ID}`);

/** Movie ids as a query string carries them, `550,680,27205`: at most `max`, each a valid id. */
export const idListParam = (max: number) =>
  z
    .string({ message: 'must be a comma-separated list of movie ids' })
    .regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of movie ids')
    .transform((value) => value.split(',').map(Number))
    .pipe(z.array(idField).max(max, `may name at most ${max} movies`));
