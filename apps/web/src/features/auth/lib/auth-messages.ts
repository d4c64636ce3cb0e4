import { translate, type Message } from '../../../lib/i18n/i18n.ts';
import { apiText } from '../../../lib/i18n/known-text.ts';
import { authMessages as m } from '../messages.ts';

/** The messages sign-up and sign-in show, keyed by what our better-auth API answers: in the interface's language. */
export const AUTH_MESSAGES = {
  get invalidCredentials() {
    return translate(m.invalidCredentials);
  },
  get invalidEmail() {
    return translate(m.invalidEmail);
  },
  get tooManyRequests() {
    return translate(m.tooManyRequests);
  },
  get unverifiedEmail() {
    return translate(m.unverifiedEmail);
  },
  get googleCanceled() {
    return translate(m.googleCanceled);
  },
  get resetSent() {
    return translate(m.resetSent);
  },
  get resetUserNotFound() {
    return translate(m.resetUserNotFound);
  },
  get emailInUse() {
    return translate(m.emailInUse);
  },
  get weakPassword() {
    return translate(m.weakPassword);
  },
  get verificationSendFailed() {
    return translate(m.verificationSendFailed);
  },
  get verificationSent() {
    return translate(m.verificationSent);
  },
  // Form validation, before anything is sent.
  get enterValidEmail() {
    return translate(m.enterValidEmail);
  },
  get enterEmailForReset() {
    return translate(m.enterEmailForReset);
  },
  passwordTooShort: (min: number) => translate(m.passwordTooShort, { min }),
};

const BY_CODE: Record<string, Message> = {
  INVALID_EMAIL_OR_PASSWORD: m.invalidCredentials,
  USER_NOT_FOUND: m.resetUserNotFound,
  INVALID_EMAIL: m.invalidEmail,
  TOO_MANY_REQUESTS: m.tooManyRequests,
  EMAIL_NOT_VERIFIED: m.unverifiedEmail,
  USER_ALREADY_EXISTS: m.emailInUse,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: m.emailInUse,
  PASSWORD_TOO_SHORT: m.weakPassword,
  PASSWORD_TOO_LONG: m.weakPassword,
  access_denied: m.googleCanceled,
};

export interface AuthFailure {
  code?: string;
  message?: string;
  status?: number;
}

/**
 * The spec's message for a failed auth call; other codes show the raw message, in the interface's language when
 * the catalogs know it (our API's own refusals: "Name must not be blank", "Invalid callbackURL").
 */
export function authErrorMessage(error: AuthFailure | null | undefined): string {
  if (!error) return translate(m.somethingWentWrong);
  if (error.status === 429) return AUTH_MESSAGES.tooManyRequests;
  if (error.code && BY_CODE[error.code]) return translate(BY_CODE[error.code]!);
  const raw = error.message && apiText(error.message);
  if (error.status === 0 || error.status === undefined) return raw || translate(m.networkError);
  return raw || error.code || translate(m.somethingWentWrong);
}

/** An email address as the forms accept it: text, '@', text, '.', text. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
