const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The first character a reader sees (an emoji, a flag, a letter with its accents), never half of a surrogate
 * pair; in upper case. Empty for empty text.
 */
export function firstGrapheme(text: string): string {
  const [first] = graphemes.segment(text.trim());
  return first ? first.segment.toUpperCase() : '';
}

/** Up to two initials of a person's name ("Ana Lima" -> "AL"), for a photo's placeholder. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => firstGrapheme(word))
    .join('');
}

/** The spec's avatar letter: first letter of the display name or email, or '?' if neither exists. */
export function avatarLetter(user: { name?: string | null; email?: string | null } | null): string {
  return firstGrapheme(user?.name?.trim() || user?.email?.trim() || '') || '?';
}

export function displayNameOrEmail(user: { name?: string | null; email?: string | null }): string {
  return user.name?.trim() || user.email || '';
}
