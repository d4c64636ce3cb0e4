import type { MemberReason } from '@marquee/contracts';
import { currentLocale, translate, type Message } from '../../lib/i18n/i18n.ts';
import { andList, genreNames, historyReasonText } from '../../lib/recommendation-reasons/reason-text.ts';
import { memberReasonMessages as m } from './member-reasons.messages.ts';

type Parts = NonNullable<MemberReason['parts']>;

/** The message of each kind that is said differently of "you" and of "they". */
const BY_SUBJECT: Partial<Record<Parts['kind'], Record<Parts['subject'], Message>>> = {
  on_watchlist: { you: m.onWatchlistYou, they: m.onWatchlistThey },
  new_ground: { you: m.newGroundYou, they: m.newGroundThey },
  taste: { you: m.tasteYou, they: m.tasteThey },
  shared_genres: { you: m.sharedGenres, they: m.sharedGenres },
  liked_genres: { you: m.likedGenresYou, they: m.likedGenresThey },
};

/** Shown after the member's name ("Ana: because they..."), so it starts in lower case. */
const afterName = (text: string) => text.charAt(0).toLocaleLowerCase(currentLocale()) + text.slice(1);

/**
 * A member's reason for a pick in the interface's language, from its parts; the API's English when it sent none
 * (an older API).
 */
export function memberReasonText({ reason, parts }: MemberReason): string {
  if (!parts) return reason;
  if (parts.kind === 'history') return afterName(historyReasonText(parts.movies, parts.subject).text);
  if (parts.kind === 'history_count') return translate(m.historyCount, { count: parts.count });
  const message = BY_SUBJECT[parts.kind]?.[parts.subject];
  if (!message) return reason;
  return translate(message, {
    match: 'match' in parts ? parts.match : undefined,
    title: 'title' in parts ? parts.title : undefined,
    genres: 'genre_ids' in parts ? andList(genreNames(parts.genre_ids)) : undefined,
  });
}
