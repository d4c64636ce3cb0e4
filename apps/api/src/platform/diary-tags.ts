/** Diary tags as `diary_entries.tags` stores them: a JSON array in text, null when there are none. */
export const tagsColumn = (tags: readonly string[]): string | null =>
  tags.length === 0 ? null : JSON.stringify(tags);

export function tagsOf(column: string | null): string[] {
  if (column === null) return [];
  const parsed: unknown = JSON.parse(column);
  return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string') : [];
}

/** Letterboxd's `Tags` cell: tags separated by commas. */
export const tagsFromCell = (cell: string | undefined): string[] =>
  (cell ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

export const tagsCell = (tags: readonly string[]): string | null =>
  tags.length === 0 ? null : tags.join(', ');
