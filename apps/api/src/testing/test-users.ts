import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { mailDirectory, type StoredMail } from '../platform/mailer/mailer.ts';
import { cookieHeader } from './http-client.ts';
import type { TestApp } from './test-app.ts';

export interface TestUser {
  userId: string;
  email: string;
  name: string;
  password: string;
  /** `Cookie` header value of the signed-in session. */
  cookie: string;
  /** Send as `Authorization: Bearer <token>`. */
  token: string;
  /** Ready to spread into `app.inject({ headers })`. */
  headers: { cookie: string };
}

/** What a test may fix about a new user; the rest is made unique. */
export interface NewTestUser {
  email?: string;
  name?: string;
  password?: string;
}

/** Headers of a same-origin browser request: better-auth refuses cookie-carrying POSTs from another origin. */
export function originHeaders(testApp: TestApp): { origin: string } {
  return { origin: testApp.context.config.publicUrl };
}

/** A password sign-in as the login form sends it, from `remoteAddress` when given; the raw answer. */
export function signInWithPassword(
  testApp: TestApp,
  credentials: { email: string; password: string },
  remoteAddress?: string,
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: originHeaders(testApp),
    payload: { email: credentials.email, password: credentials.password },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

/** The mails the console mailer wrote for this address, oldest first. */
export function mailsTo(testApp: TestApp, email: string): StoredMail[] {
  const directory = mailDirectory(testApp.dataDir);
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(directory, file), 'utf8')) as StoredMail)
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

/** The path and query (for `app.inject`) of the newest link in this address's mails that contains `marker`. */
export function latestMailLink(testApp: TestApp, email: string, marker: string): string {
  const links = mailsTo(testApp, email)
    .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
    .filter((link) => link.includes(marker));
  const link = links.at(-1);
  if (!link) throw new Error(`No mail to ${email} with a link containing ${marker}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * Registers a user through the real HTTP endpoints, opens the verification link of the mail it received,
 * signs in and returns the session as a cookie and as a bearer token.
 */
export async function signUpVerifiedUser(testApp: TestApp, input: NewTestUser = {}): Promise<TestUser> {
  const id = crypto.randomBytes(5).toString('hex');
  const email = input.email ?? `user-${id}@example.test`;
  const name = input.name ?? `User ${id}`;
  const password = input.password ?? `pw-${id}-secret`;
  const { app } = testApp;

  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: originHeaders(testApp),
    payload: { email, name, password, callbackURL: '/login' },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);

  const verify = await app.inject({ method: 'GET', url: latestMailLink(testApp, email, '/verify-email') });
  if (verify.statusCode >= 400) throw new Error(`verification failed: ${verify.statusCode} ${verify.body}`);

  const signIn = await signInWithPassword(testApp, { email, password });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const token = signIn.headers['set-auth-token'];
  if (typeof token !== 'string') throw new Error('sign-in returned no bearer token');
  const cookie = cookieHeader(signIn.headers['set-cookie']);
  const userId = (signIn.json() as { user: { id: string } }).user.id;
  return { userId, email: email.toLowerCase(), name, password, cookie, token, headers: { cookie } };
}

/** Asks for a password-reset mail, as the login page's "Forgot password" does. */
export function requestPasswordReset(testApp: TestApp, email: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: originHeaders(testApp),
    payload: { email, redirectTo: '/reset-password' },
  });
}

/** Requests a reset mail, opens its link and chooses `newPassword`; returns the final answer's status. */
export async function resetPasswordByMail(
  testApp: TestApp,
  email: string,
  newPassword: string,
): Promise<number> {
  const request = await requestPasswordReset(testApp, email);
  if (request.statusCode !== 200)
    throw new Error(`reset request failed: ${request.statusCode} ${request.body}`);
  const open = await testApp.app.inject({ url: latestMailLink(testApp, email, '/reset-password/') });
  const token = new URL(String(open.headers.location), 'http://x').searchParams.get('token');
  const reset = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: originHeaders(testApp),
    payload: { token, newPassword },
  });
  return reset.statusCode;
}

/** Chooses the user's interface language in Settings (`null`: follow the browser again). */
export async function chooseLanguage(
  testApp: TestApp,
  user: TestUser,
  language: string | null,
): Promise<void> {
  const answer = await testApp.app.inject({
    method: 'PUT',
    url: '/api/account/language',
    headers: { ...originHeaders(testApp), ...user.headers },
    payload: { language },
  });
  if (answer.statusCode !== 200) throw new Error(`language not saved: ${answer.statusCode} ${answer.body}`);
}
