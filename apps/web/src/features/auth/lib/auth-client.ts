import { createAuthClient } from 'better-auth/react';

/** better-auth's client for the endpoints our API mounts under /api/auth (same origin: the session cookie flows). */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
  fetchOptions: { credentials: 'same-origin' },
});

/** Where a verification link lands: the sign-in screen, which then says the email is verified. */
export const VERIFIED_CALLBACK = '/login?verified=1';
