/** The spec's avatar letter: first letter of the display name or email, or '?' if neither exists. */
export function avatarLetter(user: { name?: string | null; email?: string | null } | null): string {
  const source = user?.name?.trim() || user?.email?.trim() || '';
  return source ? source[0]!.toUpperCase() : '?';
}

export function displayNameOrEmail(user: { name?: string | null; email?: string | null }): string {
  return user.name?.trim() || user.email || '';
}
