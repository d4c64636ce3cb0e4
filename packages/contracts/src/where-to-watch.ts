import { z } from 'zod';
import { idField, successEnvelope } from './envelope.ts';
import { WATCH_SERVICES_MAX } from './integration-values.ts';

/** Contract of "where to watch" (live-TMDB mode): providers of a movie in a region, and the user's services. */

export const regionSchema = z
  .string({ message: 'must be text' })
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
  .transform((code) => code.toUpperCase());

export const watchProviderSchema = z.object({
  provider_id: z.number().int(),
  provider_name: z.string(),
  logo_path: z.string().nullable(),
});
export type WatchProvider = z.infer<typeof watchProviderSchema>;

export const movieWatchProvidersSchema = z.object({
  region: z.string(),
  /** TMDB's page for the movie's offers in the region (the attribution links there). */
  link: z.string().nullable(),
  stream: z.array(watchProviderSchema),
  rent: z.array(watchProviderSchema),
  buy: z.array(watchProviderSchema),
  /** Whether one of the signed-in user's services streams it. */
  on_my_services: z.boolean(),
});
export type MovieWatchProviders = z.infer<typeof movieWatchProvidersSchema>;
/** Null without live TMDB: the movie page then shows no section (and its console no failed request). */
export const movieWatchProvidersResponseSchema = successEnvelope(movieWatchProvidersSchema.nullable());

export const watchServicesSchema = z.object({
  /** Whether where-to-watch data exists here (live-TMDB mode); without it the product shows none of it. */
  available: z.boolean(),
  region: z.string(),
  provider_ids: z.array(z.number().int()),
});
export type WatchServices = z.infer<typeof watchServicesSchema>;
export const watchServicesResponseSchema = successEnvelope(watchServicesSchema);
export const watchServicesBodySchema = z.object({
  region: regionSchema,
  provider_ids: z.array(idField).max(WATCH_SERVICES_MAX, `must be at most ${WATCH_SERVICES_MAX}`),
});
export type WatchServicesBody = z.input<typeof watchServicesBodySchema>;

/** The services TMDB knows in a region, for the picker. */
export const regionProvidersResponseSchema = successEnvelope(z.array(watchProviderSchema));
export const regionQuerySchema = z.object({ region: regionSchema.optional() });

/** Which of these movies stream on the user's services ("available on my services" filter). */
export const availableOnMyServicesQuerySchema = z.object({
  ids: z
    .string({ message: 'must be a list of ids' })
    .regex(/^\d{1,9}(,\d{1,9}){0,59}$/, 'must be up to 60 comma-separated ids')
    .transform((value) => value.split(',').map(Number)),
});
export const availableOnMyServicesResponseSchema = successEnvelope(
  z.object({ ids: z.array(z.number().int()) }),
);
export const onMyServicesQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1)
    .max(20)
    .default(1),
});
