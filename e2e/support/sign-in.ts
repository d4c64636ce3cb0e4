import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import type { RunningServer } from './server.ts';

/** Registers through the real API, opens the verification link the console mailer wrote, and signs the browser context in. */
export async function signInContext(
  server: RunningServer,
  context: BrowserContext,
  name: string,
): Promise<void> {
  const email = `library-${Date.now().toString(36)}@example.test`;
  const password = 'popcorn-and-film';
  const origin = { origin: server.baseUrl };
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    headers: origin,
    data: { email, name, password, callbackURL: '/login' },
  });
  expect(signUp.status()).toBe(200);
  const mailDir = path.join(server.dataDir, 'mail');
  let link: string | undefined;
  await expect
    .poll(() => {
      const texts = fs.existsSync(mailDir)
        ? fs
            .readdirSync(mailDir)
            .filter((file) => file.endsWith('.json'))
            .map((file) => fs.readFileSync(path.join(mailDir, file), 'utf8'))
        : [];
      link = texts
        .flatMap((text) =>
          text.includes(email) ? (text.match(/https?:\/\/[^\s"\\]+verify-email[^\s"\\]*/g) ?? []) : [],
        )
        .at(-1);
      return link;
    })
    .toBeTruthy();
  const verify = await context.request.get(link!, { maxRedirects: 0 });
  expect(verify.status()).toBeLessThan(400);
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    headers: origin,
    data: { email, password },
  });
  expect(signIn.status()).toBe(200);
}
