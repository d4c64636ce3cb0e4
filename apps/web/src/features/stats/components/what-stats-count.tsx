import { Link } from 'react-router';
import type { Stats } from '@marquee/contracts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { statsMessages as m } from '../messages.ts';
import { films as filmCount } from './format.ts';

/**
 * What the figures count, beside what the Watched page counts: the diary (each watch on its day, rewatches
 * included) against films marked watched, some of which may have no diary entry.
 */
export function WhatStatsCount({ stats }: { stats: Stats }) {
  const t = useT();
  const { films, without_diary_entry } = stats.watched_list;
  return (
    <p className="mt-2 max-w-3xl text-sm text-muted">
      {t(m.countsBefore)}{' '}
      <Link to="/watched" className="text-accent underline underline-offset-2">
        {t(m.watchedList)}
      </Link>{' '}
      {t(m.countsAfter, { films: filmCount(films) })}
      {t(m.undatedNote, { count: without_diary_entry })}
    </p>
  );
}
