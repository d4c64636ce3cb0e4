import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { engineTestEngines, routeTestEngines } from '@marquee/db/testing';
import { browserSuite, openPage, saveScreenshot, useBrowserServer, useServer } from './support/index.ts';
import {
  linkIn,
  startOidcProvider,
  startSmtpCapture,
  type OidcProvider,
  type SmtpCapture,
} from '@marquee/harness';

const MESSAGES = {
  verificationSent:
    'Verification email sent! Please check your inbox and verify your email before logging in.',
  unverified:
    'Please verify your email address before logging in. Check your inbox for a verification email.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  resetSent: 'Password reset email sent! Please check your inbox.',
  tooMany: 'Too many attempts. Please try again later.',
};

// Sign-up hashes a password and hands a mail to SMTP before it answers: give the UI time on a busy 2-core machine.
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}@example.test`;

async function register(page: Page, name: string, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await poll(() => new URL(page.url()).pathname).toBe('/login');
  await poll(() => page.getByText(MESSAGES.verificationSent).isVisible()).toBe(true);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const accountMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: `Account menu for ${name}` });

for (const engine of routeTestEngines()) {
  browserSuite(`accounts by email on ${engine}`, () => {
    let smtp: SmtpCapture;
    beforeAll(async () => {
      smtp = await startSmtpCapture();
    });
    afterAll(async () => {
      await smtp?.stop();
    });
    const suite = useBrowserServer(() => ({ engine, env: { SMTP_URL: smtp.url } }));

    it('register, verify through the mailed link, sign in, see the name in the user menu, log out', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      const email = uniqueEmail('journey');
      await page.goto('/register');
      await poll(() => page.getByRole('heading', { name: 'Create Account' }).isVisible()).toBe(true);
      await poll(() => page.getByText('Must be at least 6 characters').isVisible()).toBe(true);
      await saveScreenshot(page, 'auth-register-desktop');
      await register(page, 'Ada Viewer', email, 'cinema-42');
      await saveScreenshot(page, 'auth-login-after-register-desktop');

      const mail = await smtp.waitForMail(email);
      expect(mail.subject).toContain('Marquee');
      expect(mail.html).toContain('Verify email');
      await page.goto(linkIn(mail, '/verify-email'));
      await poll(() => new URL(page.url()).pathname).toBe('/login');
      await poll(() => page.getByText('Your email is verified.').isVisible()).toBe(true);

      await signIn(page, email, 'cinema-42');
      await poll(() => new URL(page.url()).pathname).toBe('/');
      await poll(() => accountMenu(page, 'Ada Viewer').isVisible()).toBe(true);
      await accountMenu(page, 'Ada Viewer').click();
      await poll(() => page.getByRole('link', { name: 'Liked Movies' }).isVisible()).toBe(true);
      await saveScreenshot(page, 'auth-user-menu-desktop');
      await page.getByRole('button', { name: 'Logout' }).click();
      await poll(() => page.getByRole('link', { name: 'Login', exact: true }).isVisible()).toBe(true);
      // Signed out for real: a reload still shows the Login button.
      await page.reload();
      await poll(() => page.getByRole('link', { name: 'Login', exact: true }).isVisible()).toBe(true);
      expect(pageErrors).toEqual([]);
      await context.close();
    });

    it('refuses to sign in before the email is verified and stays signed out; the mail can be sent again', async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
      const email = uniqueEmail('unverified');
      await register(page, 'Not Yet', email, 'popcorn-7');
      await smtp.waitForMail(email);
      await signIn(page, email, 'popcorn-7');
      const notice = page.getByText(MESSAGES.unverified);
      await poll(() => notice.isVisible()).toBe(true);
      // A verify notice is green, like a success.
      expect(await page.locator('[data-tone="success"]').count()).toBe(1);
      await saveScreenshot(page, 'auth-unverified-phone');
      expect(new URL(page.url()).pathname).toBe('/login');
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await poll(() =>
        page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Log In' }).isVisible(),
      ).toBe(true);

      await page.goto('/login');
      await signIn(page, email, 'popcorn-7');
      await page.getByRole('button', { name: 'Resend verification email' }).click();
      await smtp.waitForMail(email, { since: 1 });
      await poll(() => page.getByText(MESSAGES.verificationSent).isVisible()).toBe(true);
      await context.close();
    });

    it('shows the spec messages for a wrong password, a malformed email, a taken email and a short password', async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      const email = uniqueEmail('messages');
      await register(page, 'Message Tester', email, 'secret-99');
      await signIn(page, 'not-an-email', 'whatever');
      await poll(() => page.getByText('Please enter a valid email address').isVisible()).toBe(true);
      await signIn(page, email, 'wrong-password');
      await poll(() => page.getByText(MESSAGES.invalidCredentials).isVisible()).toBe(true);
      expect(await page.locator('[data-tone="error"]').count()).toBe(1);
      await page.getByLabel('Email').fill('');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await poll(() =>
        page.getByText('Please enter your email address to reset your password.').isVisible(),
      ).toBe(true);
      await page.getByLabel('Email').fill(uniqueEmail('nobody'));
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await poll(() => page.getByText('No user found with this email address.').isVisible()).toBe(true);

      await page.goto('/register');
      await page.getByLabel('Name').fill('Copy Cat');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('12345');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await poll(() => page.getByText('Password must be at least 6 characters long').isVisible()).toBe(true);
      await page.getByLabel('Password').fill('123456');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await poll(() =>
        page.getByText('This email is already in use. Please log in or use a different email.').isVisible(),
      ).toBe(true);
      await context.close();
    });

    it('forgot password: the reset mail leads to a new password that works while the old one no longer does', async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      const email = uniqueEmail('reset');
      await register(page, 'Forgetful', email, 'old-password');
      await page.goto(linkIn(await smtp.waitForMail(email), '/verify-email'));
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await poll(() => page.getByText(MESSAGES.resetSent).isVisible()).toBe(true);

      const mail = await smtp.waitForMail(email, { since: 1 });
      await page.goto(linkIn(mail, '/reset-password/'));
      await poll(() => new URL(page.url()).pathname).toBe('/reset-password');
      await page.getByLabel('New password').fill('new-password');
      await saveScreenshot(page, 'auth-reset-password-desktop');
      await page.getByRole('button', { name: 'Save Password' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/login');

      await signIn(page, email, 'old-password');
      await poll(() => page.getByText(MESSAGES.invalidCredentials).isVisible()).toBe(true);
      await signIn(page, email, 'new-password');
      await poll(() => accountMenu(page, 'Forgetful').isVisible()).toBe(true);
      await context.close();
    });

    it('after many wrong passwords in a row the screen says to try again later', async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      const email = uniqueEmail('locked');
      await page.goto('/login');
      const tooMany = page.getByText(MESSAGES.tooMany);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const answered = page.waitForResponse((response) =>
          response.url().includes('/api/auth/sign-in/email'),
        );
        await signIn(page, email, `guess-${attempt}`);
        statuses.push((await answered).status());
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      await poll(() => tooMany.isVisible()).toBe(true);
      await signIn(page, email, 'one-more-guess');
      await poll(() => tooMany.isVisible()).toBe(true);
      await context.close();
    });
  });
}

browserSuite('accounts with Google (a local OpenID Connect server stands in for Google)', () => {
  let smtp: SmtpCapture;
  let google: OidcProvider;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    google = await startOidcProvider();
  });
  afterAll(async () => {
    await google?.stop();
    await smtp?.stop();
  });
  const suite = useBrowserServer(() => ({
    engine: engineTestEngines().at(-1),
    env: {
      SMTP_URL: smtp.url,
      GOOGLE_CLIENT_ID: 'marquee-test',
      GOOGLE_CLIENT_SECRET: 'marquee-secret',
      GOOGLE_ISSUER_URL: google.issuerUrl,
      // The same local server stands in for a self-hosted OpenID Connect provider too.
      OIDC_ISSUER_URL: google.issuerUrl,
      OIDC_CLIENT_ID: 'marquee-oidc',
      OIDC_CLIENT_SECRET: 'marquee-oidc-secret',
      OIDC_NAME: 'Authelia',
      // Accounts come only through the providers here.
      PASSWORD_SIGNUP: 'false',
    },
  }));
  // A server without the providers: plain settings, so borrowed from the run's pool.
  const plain = useServer();

  it('a verified Google account with a name lands on / signed in', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    google.setProfile({
      sub: 'g-named',
      email: uniqueEmail('named'),
      email_verified: true,
      name: 'Grace Google',
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await poll(() => accountMenu(page, 'Grace Google').isVisible()).toBe(true);
    await poll(() => new URL(page.url()).pathname).toBe('/');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a verified Google account without a name chooses one on /profile-setup, then lands on /', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    google.setProfile({ sub: 'g-unnamed', email: uniqueEmail('unnamed'), email_verified: true });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/profile-setup');
    await saveScreenshot(page, 'auth-profile-setup-phone');
    await page.getByLabel('Display name').fill('Nameless No More');
    await page.getByRole('button', { name: 'Continue' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await poll(() =>
      page.getByRole('dialog', { name: 'Menu' }).getByText('Nameless No More').isVisible(),
    ).toBe(true);
    await context.close();
  });

  it('an unverified Google account gets a verification mail and stays signed out', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    const email = uniqueEmail('unverified-google');
    google.setProfile({ sub: 'g-unverified', email, email_verified: false, name: 'Una Verified' });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await poll(() => page.getByText(MESSAGES.unverified).isVisible())
      .toBe(true)
      .catch(async (error: unknown) => {
        throw new Error(
          `${String(error)}\nat ${page.url()}: ${(await page.content()).slice(0, 2000)}\n${suite.server.logs()}`,
        );
      });
    const mail = await smtp.waitForMail(email);
    expect(linkIn(mail, '/verify-email')).toContain(suite.server.baseUrl);
    await page.goto('/');
    await poll(() => page.getByRole('link', { name: 'Login', exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('"Sign in with Authelia" signs in through the server\'s OpenID Connect provider and lands on /', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    google.setProfile({
      sub: 'oidc-named',
      email: uniqueEmail('oidc'),
      email_verified: true,
      name: 'Olive Oidc',
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Authelia' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await poll(() => page.getByRole('dialog', { name: 'Menu' }).getByText('Olive Oidc').isVisible()).toBe(
      true,
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('with password sign-up off, /register says so and offers the providers instead', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await page.goto('/register');
    await poll(() =>
      page.getByText('This server creates accounts only through a sign-in provider.').isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign Up' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in with Authelia' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('closing Google consent shows the canceled message', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    google.denyNext();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await poll(() => page.getByText('Google sign-in was canceled. Please try again.').isVisible()).toBe(true);
    await context.close();
  });

  it('without Google or OpenID Connect keys no provider button is offered', async () => {
    const { page, context } = await openPage(suite.browser, plain.server.baseUrl, 'desktop');
    await page.goto('/login');
    await poll(() => page.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: /^Sign in with / }).count()).toBe(0);
    expect(await page.getByText('or', { exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'auth-login-desktop');
    await context.close();
  });
});
