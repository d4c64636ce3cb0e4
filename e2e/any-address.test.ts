import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { linkIn, startSmtpCapture, type SmtpCapture } from '@marquee/harness';
import { browserSuite, launchBrowser, openPage, startServer, type RunningServer } from './support/index.ts';

/** Where mailed links point; nobody opens the site there in this suite, as on a home server opened by IP. */
const PUBLIC_URL = 'http://movies.example.org';
const LAN_NAME = 'media-box.lan';

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

browserSuite('signing up and in at any address the server is reached by', () => {
  let smtp: SmtpCapture;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL } });
    // The home network's DNS: the server's LAN name leads to this machine.
    browser = await launchBrowser([`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
  });

  const addresses = () => {
    const { port } = new URL(server.baseUrl);
    return [`http://127.0.0.1:${port}`, `http://${LAN_NAME}:${port}`];
  };

  it.each([0, 1])('registers, verifies and signs in at address %i', async (index) => {
    const site = addresses()[index]!;
    const { page, context, pageErrors } = await openPage(browser, site, 'desktop');
    const email = `anywhere-${index}-${Date.now().toString(36)}@example.test`;
    await page.goto('/register');
    await page.getByLabel('Name').fill('Home Viewer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('cinema-42');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await poll(() =>
      page
        .getByText(
          'Verification email sent! Please check your inbox and verify your email before logging in.',
        )
        .isVisible(),
    ).toBe(true);

    // The mail points at PUBLIC_URL; the person opens its path where they use the site.
    const link = new URL(linkIn(await smtp.waitForMail(email), '/verify-email'));
    expect(link.origin).toBe(PUBLIC_URL);
    await page.goto(`${site}${link.pathname}${link.search}`);
    await poll(() => page.getByText('Your email is verified.').isVisible()).toBe(true);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('cinema-42');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await poll(() => page.getByRole('button', { name: 'Account menu for Home Viewer' }).isVisible()).toBe(
      true,
    );
    expect(new URL(page.url()).origin).toBe(site);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
