/**
 * What features other than auth may ask of the accounts better-auth keeps. The auth feature makes it (it alone
 * holds better-auth) and the composition root hands it on, so no feature imports another's files.
 */
export interface AccountCredentials {
  /**
   * Checks the user's password (`'wrong'` when none was given); `'none'` when the account has no password
   * because it signs in only through a provider (Google, OpenID Connect).
   */
  checkPassword(userId: string, password: string | undefined): Promise<'correct' | 'wrong' | 'none'>;
  /** Sessions deleted outside better-auth (account deletion): no API instance may honour them from now on. */
  endSessions(tokens: string[]): Promise<void>;
}
