import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import { latestMailLink, mailsTo, originHeaders, signInWithPassword } from '../../testing/test-users.ts';

describe.each(routeTestEngines())('changing the email on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { alice: {}, bob: {}, carol: {} });
  const signIn = (email: string, password: string) => signInWithPassword(suite.testApp, { email, password });
  const requestChange = (headers: object, newEmail: string) =>
    suite.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: { ...originHeaders(suite.testApp), ...headers },
      payload: { newEmail, callbackURL: '/settings?email=changed' },
    });

  it('changes the address only once the link sent to the new one is opened', async () => {
    const { alice } = suite;
    const newEmail = `moved-${alice.userId.slice(0, 8).toLowerCase()}@example.test`;
    const requested = await requestChange(alice.headers, newEmail);
    expect(requested.statusCode, requested.body).toBe(200);
    expect((await signIn(newEmail, alice.password)).statusCode).toBe(401);
    expect(mailsTo(suite.testApp, newEmail).map((mail) => mail.subject)).toEqual([
      'Confirm your new email for Marquee',
    ]);

    const opened = await suite.testApp.app.inject({
      method: 'GET',
      url: latestMailLink(suite.testApp, newEmail, '/verify-email'),
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/settings?email=changed');

    expect((await signIn(newEmail, alice.password)).statusCode).toBe(200);
    expect((await signIn(alice.email, alice.password)).statusCode).toBe(401);
  });

  it("refuses a visitor, and never moves an account onto someone else's address", async () => {
    expect((await requestChange({}, 'anyone@example.test')).statusCode).toBe(401);
    const { bob, carol } = suite;
    const mailsBefore = mailsTo(suite.testApp, bob.email).length;
    const taken = await requestChange(carol.headers, bob.email);
    // The answer doesn't tell whether the address is taken; no link is sent and nothing changes.
    expect(taken.statusCode).toBe(200);
    expect(mailsTo(suite.testApp, bob.email)).toHaveLength(mailsBefore);
    expect((await signIn(carol.email, carol.password)).statusCode).toBe(200);
    expect((await signIn(bob.email, bob.password)).statusCode).toBe(200);
  });
});
