import { z } from 'zod';
import { successEnvelope } from './envelope.ts';
import { LOCALE_CODES } from './locales.ts';

/**
 * `DELETE /api/account`: an account with a password confirms with it (`{ password }`); an account that signs in
 * only through a provider (Google, OpenID Connect) has none, and confirms by typing its email (`{ confirm }`).
 */
export const deleteAccountBodySchema = z
  .object({
    password: z.string().min(1, 'must not be empty').max(256).optional(),
    confirm: z.string().trim().min(1, 'must not be empty').max(320).optional(),
  })
  .refine((body) => body.password !== undefined || body.confirm !== undefined, {
    message: 'Give your password, or your email if your account has no password',
  });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const accountDeletedResponseSchema = successEnvelope(z.object({ deleted: z.literal(true) }));

/** `GET /api/export` answers a zip named `marquee-export-YYYY-MM-DD.zip`. */
export const exportFileName = (date: Date) => `marquee-export-${date.toISOString().slice(0, 10)}.zip`;

/**
 * `GET`/`PUT /api/account/language`: the interface language the account chose (Settings → Language), which wins
 * over the browser's; null when it follows the browser.
 */
export const accountLanguageSchema = z.object({ language: z.enum(LOCALE_CODES).nullable() });
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;
export const accountLanguageResponseSchema = successEnvelope(accountLanguageSchema);
