import type { WatchTogetherLink } from '@marquee/contracts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { tonightMessages as m } from '../messages.ts';

const toTheMinute = (iso: string) => formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'short' });
const toTheSecond = (iso: string) => formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * What tells pending invite links apart, their addresses being kept only as hashes: when each was made ("Nov 28,
 * 2026, 6:02 PM"), to the second for links made within the same minute.
 */
export function inviteLinksMade(links: readonly WatchTogetherLink[]): Map<number, string> {
  const minuteOf = (link: WatchTogetherLink) => toTheMinute(link.created_at);
  const perMinute = new Map<string, number>();
  for (const link of links) perMinute.set(minuteOf(link), (perMinute.get(minuteOf(link)) ?? 0) + 1);
  return new Map(
    links.map((link) => {
      const minute = minuteOf(link);
      const made = perMinute.get(minute)! > 1 ? toTheSecond(link.created_at) : minute;
      return [link.invitation_id, made];
    }),
  );
}

/** "Works until Dec 5, 2026". */
export const inviteLinkExpiry = (link: WatchTogetherLink) =>
  link.expires_at ? translate(m.worksUntil, { date: formatDateTime(link.expires_at) }) : null;
