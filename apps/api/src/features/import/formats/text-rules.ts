import {
  cleanText,
  COMMENT_MAX_LENGTH,
  createCommentBodySchema,
  createDiaryEntryBodySchema,
  DIARY_EARLIEST_DATE,
  DIARY_REVIEW_MAX_LENGTH,
  diaryTagsField,
  PLAYLIST_NAME_MAX_LENGTH,
  playlistBodySchema,
  utcDate,
  watchedOnField,
} from '@marquee/contracts';
import type { ZodType } from 'zod';
import type { ImportRecord, ParsedImport, RowNote } from './import-records.ts';

/** What a list is called when its name would show as nothing. */
export const UNNAMED_LIST = 'Imported list';

const reviewField = createDiaryEntryBodySchema.shape.review.unwrap();
const commentField = createCommentBodySchema.shape.comment_text;
const listNameField = playlistBodySchema.shape.name;

/** Cuts at a character boundary (never half of a surrogate pair). */
const cut = (text: string, max: number) => {
  const head = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
};

/**
 * The API's own rules for what people write, applied to every imported field: the same zod schemas that check
 * a diary entry, a comment and a playlist name, and the diary's dates (1870 to today). Nothing is refused for
 * them: a text over its limit is cut, a date out of range is moved to the nearest allowed one, a blank list
 * name gets a name, a blank comment is left out; each change is noted against its row for the report.
 */
export function applyTextRules(parsed: ParsedImport, now = new Date()): ParsedImport {
  const adjusted: RowNote[] = [...(parsed.adjusted ?? [])];
  const skipped: RowNote[] = [...(parsed.skipped ?? [])];
  const today = utcDate(now);
  // A list's name is checked once, and a change to it noted once, against its first row.
  const listNames = new Map<string, string>();

  const records: ImportRecord[] = [];
  for (const original of parsed.records) {
    const row = { ...original.row, title: cleanText(original.row.title, { singleLine: true }) };
    const note = (reason: string) => adjusted.push({ row, reason });

    /** A date or timestamp from 1870 to now, moved into that range when outside it. */
    const inRange = <T extends string | null>(value: T, what: string): T => {
      if (value === null) return value;
      const day = value.slice(0, 10);
      if (day > today) {
        note(`${what} ${day} is in the future: saved as ${today}`);
        return (value.length === 10 ? today : now.toISOString()) as T;
      }
      if (day < DIARY_EARLIEST_DATE) {
        note(`${what} ${day} is before ${DIARY_EARLIEST_DATE}: saved as ${DIARY_EARLIEST_DATE}`);
        return (value.length === 10 ? DIARY_EARLIEST_DATE : `${DIARY_EARLIEST_DATE}T00:00:00.000Z`) as T;
      }
      return value;
    };
    const clean = (field: ZodType, text: string, max: number, what: string): string | null => {
      const checked = field.safeParse(text);
      if (checked.success) return checked.data as string | null;
      const cleaned = cleanText(text);
      if (cleaned.length > max) {
        note(`${what} cut to ${max} characters (it had ${cleaned.length})`);
        return field.safeParse(cut(cleaned, max)).data as string | null;
      }
      return null;
    };

    switch (original.kind) {
      case 'diary': {
        const watchedOn = watchedOnField.safeParse(original.watchedOn).success
          ? original.watchedOn
          : inRange(original.watchedOn, 'Watched date');
        const review =
          original.review === null
            ? null
            : clean(reviewField, original.review, DIARY_REVIEW_MAX_LENGTH, 'Review');
        const tags = original.tags && diaryTagsField.parse(original.tags);
        records.push({ ...original, row, watchedOn, review, ...(tags ? { tags } : {}) });
        break;
      }
      case 'comment': {
        const text = clean(commentField, original.text, COMMENT_MAX_LENGTH, 'Comment');
        if (text === null) {
          skipped.push({ row, reason: 'The comment is blank' });
          break;
        }
        records.push({ ...original, row, text, createdAt: inRange(original.createdAt, 'Comment date') });
        break;
      }
      case 'playlist': {
        let name = listNames.get(original.playlist);
        if (name === undefined) {
          const cleaned = clean(listNameField, original.playlist, PLAYLIST_NAME_MAX_LENGTH, 'List name');
          if (cleaned === null) note(`The list name is blank: saved as "${UNNAMED_LIST}"`);
          name = cleaned ?? UNNAMED_LIST;
          listNames.set(original.playlist, name);
        }
        records.push({ ...original, row, playlist: name, date: inRange(original.date, 'Date') });
        break;
      }
      case 'visit':
        records.push({ ...original, row, visitedAt: inRange(original.visitedAt, 'Visit date') });
        break;
      default:
        records.push({ ...original, row, date: inRange(original.date, 'Date') });
    }
  }
  const playlistNames = parsed.playlistNames?.map(
    (name) =>
      listNames.get(name) ??
      (listNameField.safeParse(cut(cleanText(name, { singleLine: true }), PLAYLIST_NAME_MAX_LENGTH)).data as
        string | undefined) ??
      UNNAMED_LIST,
  );
  return { ...parsed, records, skipped, adjusted, ...(playlistNames ? { playlistNames } : {}) };
}
