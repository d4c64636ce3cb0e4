import { z } from 'zod';

/** Every product API answer (spec section 7): `{ success, message, data }`. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

export const errorResponseSchema = z.object({ success: z.literal(false), message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A positive integer id from a URL segment or query string. */
export const idParam = z.coerce.number({ message: 'must be a number' }).int('must be a whole number').positive('must be positive');
