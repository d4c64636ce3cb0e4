/** The messages sign-up and sign-in show, keyed by what our better-auth API answers. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  invalidEmail: 'Invalid email address. Please check and try again.',
  tooManyRequests: 'Too many attempts. Please try again later.',
  unverifiedEmail:
    'Please verify your email address before logging in. Check your inbox for a verification email.',
  googleCanceled: 'Google sign-in was canceled. Please try again.',
  resetSent: 'Password reset email sent! Please check your inbox.',
  resetUserNotFound: 'No user found with this email address.',
  emailInUse: 'This email is already in use. Please log in or use a different email.',
  weakPassword: 'Password is too weak. Please use a stronger password.',
  verificationSendFailed: 'Could not send verification email. Please try again later.',
  verificationSent:
    'Verification email sent! Please check your inbox and verify your email before logging in.',
  // Form validation, before anything is sent.
  enterValidEmail: 'Please enter a valid email address',
  enterEmailForReset: 'Please enter your email address to reset your password.',
  passwordTooShort: (min: number) => `Password must be at least ${min} characters long`,
} as const;

const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  USER_NOT_FOUND: AUTH_MESSAGES.resetUserNotFound,
  INVALID_EMAIL: AUTH_MESSAGES.invalidEmail,
  TOO_MANY_REQUESTS: AUTH_MESSAGES.tooManyRequests,
  EMAIL_NOT_VERIFIED: AUTH_MESSAGES.unverifiedEmail,
  USER_ALREADY_EXISTS: AUTH_MESSAGES.emailInUse,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_MESSAGES.emailInUse,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.weakPassword,
  PASSWORD_TOO_LONG: AUTH_MESSAGES.weakPassword,
  access_denied: AUTH_MESSAGES.googleCanceled,
};

export interface AuthFailure {
  code?: string;
  message?: string;
  status?: number;
}

/** The spec's message for a failed auth call; other codes show the raw message. */
export function authErrorMessage(error: AuthFailure | null | undefined): string {
  if (!error) return 'Something went wrong. Please try again.';
  if (error.status === 429) return AUTH_MESSAGES.tooManyRequests;
  if (error.code && BY_CODE[error.code]) return BY_CODE[error.code]!;
  if (error.status === 0 || error.status === undefined)
    return error.message || 'Network error: could not reach the server.';
  return error.message || error.code || 'Something went wrong. Please try again.';
}

/** An email address as the forms accept it: text, '@', text, '.', text. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
