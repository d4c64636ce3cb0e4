import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n.ts';
import { authErrorMessage } from './auth-messages.ts';

describe('what a failed sign-in or sign-up says', () => {
  afterEach(() => activateLocale('en'));

  it('shows a refusal the spec does not word as the API wrote it in English, and in Spanish for a Spanish reader', async () => {
    const blankName = { status: 400, code: 'INVALID_NAME', message: 'Name must not be blank' };
    expect(authErrorMessage(blankName)).toBe('Name must not be blank');
    await activateLocale('es');
    expect(authErrorMessage(blankName)).toBe('Nombre: no puede estar en blanco');
    expect(
      authErrorMessage({
        status: 401,
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid email or password',
      }),
    ).toBe('El correo o la contraseña no son correctos. Inténtalo de nuevo.');
    expect(
      authErrorMessage({ status: 400, code: 'SOMETHING_NEW', message: 'Something new went wrong' }),
    ).toBe('Something new went wrong');
  });
});
