import type { DeleteAccountBody, Locale } from '@marquee/contracts';
import type { AccountCredentials } from '../../platform/account-credentials.ts';
import type { AccountEvents } from '../../platform/account-events.ts';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../platform/errors.ts';
import type { AccountRepository } from './account.repository.ts';

export const WRONG_PASSWORD = 'Incorrect password.';
export const PASSWORD_REQUIRED = 'Enter your password to delete your account.';
export const WRONG_EMAIL_CONFIRMATION = 'Type the email address of your account to confirm.';

export function createAccountService({
  accounts,
  credentials,
  events,
}: {
  accounts: AccountRepository;
  credentials: AccountCredentials;
  /** Told before an account is deleted (federation tells the user's followers). */
  events?: AccountEvents;
}) {
  /** An account with a password proves it is its owner with it; one without types its email. */
  async function confirmOwnership(userId: string, email: string, body: DeleteAccountBody): Promise<void> {
    const password = await credentials.checkPassword(userId, body.password);
    if (password === 'correct') return;
    if (password === 'wrong')
      throw body.password ? new ForbiddenError(WRONG_PASSWORD) : new BadRequestError(PASSWORD_REQUIRED);
    if (body.confirm?.toLowerCase() !== email.toLowerCase())
      throw new BadRequestError(WRONG_EMAIL_CONFIRMATION);
  }

  return {
    languageOf: (userId: string): Promise<Locale | null> => accounts.findLanguage(userId),

    async setLanguage(userId: string, language: Locale | null): Promise<Locale | null> {
      await accounts.saveLanguage(userId, language);
      return language;
    },

    async deleteAccount(userId: string, body: DeleteAccountBody): Promise<void> {
      const email = await accounts.findEmail(userId);
      // Deleted by another request meanwhile: this session is as good as gone.
      if (email === undefined) throw new UnauthorizedError();
      await confirmOwnership(userId, email, body);
      await events?.beforeDeletion(userId);
      const endedSessions = await accounts.deleteEverythingOf(userId, email);
      await credentials.endSessions(endedSessions);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
