import { useCallback, useState } from 'react';
import type { DiaryEntry } from '@marquee/contracts';
import { formatCalendarDate, formatMonthYear } from '../../../lib/calendar-date.ts';
import { useDeleteDiaryEntry } from '../api/use-diary-changes.ts';
import { DiaryEntryItem } from './diary-entry-item.tsx';
import { LazyDiaryEntryDialog } from './lazy-diary-entry-dialog.tsx';
import { translate, useLocale } from '../../../lib/i18n/i18n.ts';
import { diaryMessages as m } from '../messages.ts';

interface Month {
  /** `YYYY-MM`. */
  key: string;
  entries: DiaryEntry[];
}

/** Entries (newest first) in runs of the same month, in the same order. */
export function groupByMonth(entries: DiaryEntry[]): Month[] {
  const months: Month[] = [];
  for (const entry of entries) {
    const key = entry.watched_on.slice(0, 7);
    const last = months.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else months.push({ key, entries: [entry] });
  }
  return months;
}

/** The diary's entries under month headings ("November 2026"), each with Edit (the log dialog) and Delete. */
export function DiaryMonths({ entries }: { entries: DiaryEntry[] }) {
  const [editing, setEditing] = useState<DiaryEntry | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);
  const deleteEntry = useDeleteDiaryEntry();
  useLocale();

  const remove = (entry: DiaryEntry) => {
    const day = formatCalendarDate(entry.watched_on) ?? entry.watched_on;
    if (window.confirm(translate(m.confirmDelete, { title: entry.title, day })))
      deleteEntry.mutate(entry.entry_id);
  };

  return (
    <div className="flex flex-col gap-8">
      {groupByMonth(entries).map((month) => {
        const headingId = `diary-month-${month.key}`;
        return (
          <section key={month.key} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-3 text-xl font-semibold tracking-tight md:text-2xl">
              {formatMonthYear(`${month.key}-01`)}
            </h2>
            <ul className="flex flex-col gap-3">
              {month.entries.map((entry) => (
                <li key={entry.entry_id}>
                  <DiaryEntryItem
                    entry={entry}
                    onEdit={() => setEditing(entry)}
                    onDelete={() => remove(entry)}
                    deleting={deleteEntry.isPending && deleteEntry.variables === entry.entry_id}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {editing && (
        <LazyDiaryEntryDialog
          movie={{ id: editing.tmdb_id, title: editing.title }}
          entry={editing}
          onClose={closeEditor}
        />
      )}
    </div>
  );
}
