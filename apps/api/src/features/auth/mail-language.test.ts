import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import {
  chooseLanguage,
  latestMailLink,
  mailsTo,
  originHeaders,
  signUpVerifiedUser,
} from '../../testing/test-users.ts';

describe.each(routeTestEngines())('mails in the recipient’s language on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, {});
  const newEmail = () => `mail-${crypto.randomBytes(5).toString('hex')}@example.test`;
  const lastMailTo = (email: string) => mailsTo(suite.testApp, email).at(-1)!;
  /** A sign-up from the register page of a browser sending these headers; the mail it received. */
  const signUpFrom = async (headers: Record<string, string>) => {
    const email = newEmail();
    const answer = await suite.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { ...originHeaders(suite.testApp), ...headers },
      payload: { email, name: 'Camille', password: 'long-enough-secret', callbackURL: '/login' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return { email, mail: lastMailTo(email) };
  };
  const resetRequestFrom = (email: string, headers: Record<string, string>) =>
    suite.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { ...originHeaders(suite.testApp), ...headers },
      payload: { email, redirectTo: '/reset-password' },
    });

  it('sends the verification mail of a sign-up from a French browser in French, with a working link', async () => {
    const { email, mail } = await signUpFrom({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour Marquee');
    expect(mail.text).toContain('Bienvenue sur Marquee !');
    expect(mail.text).toMatch(/Confirmer mon adresse: https?:\/\/\S+\/verify-email\S*/);
    expect(mail.html).toContain('Ou ouvrez ce lien :');
    const open = await suite.testApp.app.inject({
      url: latestMailLink(suite.testApp, email, '/verify-email'),
    });
    expect(open.statusCode).toBeLessThan(400);
  });

  it('keeps the English mails word for word for an English browser, or one without a language', async () => {
    const browsers: Record<string, string>[] = [{ 'accept-language': 'en-GB,en;q=0.8' }, {}];
    for (const headers of browsers) {
      const { mail } = await signUpFrom(headers);
      const link = /https?:\/\/\S+/.exec(mail.text)![0];
      expect(mail.subject).toBe('Verify your email for Marquee');
      expect(mail.text).toBe(
        `Marquee\n\nWelcome to Marquee! Please confirm that this is your email address.\n\nVerify email: ${link}\n\n` +
          'If you did not create an account, you can ignore this email.\n',
      );
      expect(mail.html).toContain('Or open this link:');
    }
  });

  it('prefers the language cookie to Accept-Language, and writes English for a language without mail text', async () => {
    const chosen = await signUpFrom({ cookie: 'marquee-language=es', 'accept-language': 'fr' });
    expect(chosen.mail.subject).toBe('Verifica tu correo en Marquee');
    const german = await signUpFrom({ 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.mail.subject).toBe('Bestätige deine E-Mail-Adresse für Marquee');
    // Not a language of the mails (Japanese): English, as the interface would show.
    const other = await signUpFrom({ 'accept-language': 'ja-JP,ja' });
    expect(other.mail.subject).toBe('Verify your email for Marquee');
  });

  it('writes a reset mail in the account’s language, whatever the requesting browser says', async () => {
    const user = await signUpVerifiedUser(suite.testApp);
    await chooseLanguage(suite.testApp, user, 'es');
    expect((await resetRequestFrom(user.email, { 'accept-language': 'en-US,en' })).statusCode).toBe(200);
    const mail = lastMailTo(user.email);
    expect(mail.subject).toBe('Restablece tu contraseña de Marquee');
    expect(mail.text).toContain('Alguien ha pedido restablecer la contraseña de tu cuenta de Marquee.');
    expect(mail.text).toMatch(/Elegir una contraseña nueva: https?:\/\/\S+\/reset-password\/\S+/);
    expect(mail.text).toContain('El enlace caduca dentro de una hora.');
  });

  it('writes a reset mail in the requesting browser’s language for an account that follows the browser', async () => {
    const user = await signUpVerifiedUser(suite.testApp);
    expect((await resetRequestFrom(user.email, { 'accept-language': 'es-ES' })).statusCode).toBe(200);
    expect(lastMailTo(user.email).subject).toBe('Restablece tu contraseña de Marquee');
  });
});
